/**
 * The universities' figures from the seed files: counts that match the files, idempotent
 * re-seeding, administrators' edits kept, and GET /api/universities/{id}/figures. The seed
 * files are the oracle only for the counts; the API checks use rows the test writes itself.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_DIRECTORY } from '../../src/seed/seed-catalogue.ts';
import { FIGURE_FILES, seedUniversityFigures } from '../../src/universities/seed-university-figures.ts';
import { createUniversityFiguresRepository } from '../../src/universities/university-figures-repository.ts';
import { openCatalogue, universityBody, type Catalogue } from '../catalogue-support.ts';

const csvRows = (directory: string, file: string) =>
  parse(readFileSync(path.join(directory, file)), { columns: true, bom: true, skip_empty_lines: true }) as Array<Record<string, string>>;

describe('university figures seed', () => {
  let h: Catalogue;
  beforeAll(async () => {
    h = await openCatalogue({ seeded: true });
  });
  afterAll(async () => h?.close());

  const count = async (table: string) => Number((await h.pool.query(`select count(*) as n from ${table}`)).rows[0].n);

  it('when the figures are seeded, then every row of the four files is stored once with its source, and the names the catalogue lacks are reported', async () => {
    const outcome = await seedUniversityFigures(h.pool);
    const expected = Object.fromEntries(Object.entries(FIGURE_FILES).map(([table, file]) => [table, csvRows(SEED_DIRECTORY, file).length]));
    expect(expected).toEqual({ university_fees: 45, university_rankings: 108, university_facts: 50, university_links: 11 });
    expect(outcome).toMatchObject({
      problems: [],
      fees: { inserted: 45, updated: 0 },
      rankings: { inserted: 108, updated: 0 },
      facts: { inserted: 50, updated: 0 },
      links: { inserted: 11, updated: 0 },
    });
    for (const [table, rows] of Object.entries(expected)) expect(await count(table)).toBe(rows);
    for (const table of Object.keys(FIGURE_FILES)) {
      expect((await h.pool.query(`select natural_key from ${table} where source_url is null or cardinality(source_urls) = 0`)).rows).toEqual([]);
      // Every figure names its publisher: the file's, or for the fee pages it leaves unnamed, university-fee-publishers.csv's.
      expect((await h.pool.query(`select natural_key from ${table} where source_name is null or source_name ~ 'carried over'`)).rows).toEqual([]);
    }
    // Only bodies that are not on the Ministry's list stay unmatched; the list's institutions are found by their
    // names without the acronym (MUST), and Helwan University under its new name.
    expect(outcome.unmatched).toEqual(['Canadian International College (Cairo campus of Cape Breton University)', 'Capital Universities Foundation']);
    const { rows: must } = await h.pool.query(`select distinct u.name from university_fees f join universities u on u.id = f.university_id where f.university_name = 'Misr University for Science and Technology'`);
    expect(must).toEqual([{ name: 'Misr University for Science and Technology (MUST)' }]);
    const { rows: helwan } = await h.pool.query(`select u.name from university_rankings r join universities u on u.id = r.university_id where r.university_name = 'Helwan University' limit 1`);
    expect(helwan).toEqual([{ name: 'Capital University' }]);
  });

  it('when the seed runs again, then nothing is added or rewritten', async () => {
    const outcome = await seedUniversityFigures(h.pool);
    expect(outcome).toMatchObject({ fees: { inserted: 0, updated: 0 }, rankings: { inserted: 0, updated: 0 }, facts: { inserted: 0, updated: 0 }, links: { inserted: 0, updated: 0 }, linked: 0 });
    expect(await count('university_fees')).toBe(45);
    expect(await count('university_rankings')).toBe(108);
    expect(await count('university_facts')).toBe(50);
    expect(await count('university_links')).toBe(11);
  });

  it('when the seed files mark non-Egyptian and per-credit-hour fees, then they are stored as such and never as an annual Egyptian fee', async () => {
    const { rows } = await h.pool.query<{ university_name: string; students: string; basis: string; amount_min: string | null; currency: string }>(
      `select university_name, students, basis, amount_min::text as amount_min, currency from university_fees where students <> 'egyptian' or basis <> 'annual' order by university_name`,
    );
    expect(rows).toEqual([
      { university_name: 'American University in Cairo', students: 'egyptian', basis: 'per-credit-hour', amount_min: '647.00', currency: 'USD' },
      { university_name: 'Mansoura University', students: 'non-egyptian', basis: 'annual', amount_min: '6000.00', currency: 'USD' },
      { university_name: 'Tanta University', students: 'non-egyptian', basis: 'annual', amount_min: '1200.00', currency: 'GBP' },
      { university_name: 'Zewail City of Science, Technology and Innovation', students: 'egyptian', basis: 'per-credit-hour', amount_min: '3000.00', currency: 'EGP' },
    ]);
  });

  it('when a file changes, then changed rows are updated and new ones added, but a row an administrator edited keeps the edit', async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'dalil-figures-'));
    cpSync(SEED_DIRECTORY, directory, { recursive: true });
    const rankings = path.join(directory, 'university-rankings.csv');
    const text = readFileSync(rankings, 'utf8')
      .replace('Cairo University,qs,2026,347,1,', 'Cairo University,qs,2026,340,1,')
      .replace('American University in Cairo,qs,2026,381,2,', 'American University in Cairo,qs,2026,380,2,');
    writeFileSync(rankings, `${text}Test Figures University,qs,2026,999,,Test rankings publisher,https://example.org/qs\r\n`);
    await h.pool.query(`update university_rankings set world_rank = '345', edited_by_admin = true where natural_key = 'cairo university|qs|2026'`);

    const outcome = await seedUniversityFigures(h.pool, directory);
    expect(outcome.rankings).toEqual({ inserted: 1, updated: 1 });
    const rank = async (key: string) => (await h.pool.query(`select world_rank from university_rankings where natural_key = $1`, [key])).rows[0]?.world_rank;
    expect(await rank('cairo university|qs|2026')).toBe('345');
    expect(await rank('american university in cairo|qs|2026')).toBe('380');
    expect(outcome.unmatched).toContain('Test Figures University');

    // A university added later (here by an administrator) is linked on the next start.
    const created = await h.app.inject({ method: 'POST', url: '/api/admin/universities', headers: h.admin, payload: universityBody({ name: 'Test Figures University', nameArabic: 'جامعة الأرقام' }) });
    expect(created.statusCode).toBe(201);
    expect(await seedUniversityFigures(h.pool, directory)).toMatchObject({ linked: 1, rankings: { inserted: 0, updated: 0 } });
    const figures = (await h.app.inject({ url: `/api/universities/${created.json().data.id}/figures` })).json().data;
    expect(figures.rankings).toEqual([
      { ranking: 'qs', edition: '2026', worldRank: '999', nationalRank: null, sourceName: 'Test rankings publisher', sourceUrls: ['https://example.org/qs'], year: '2026', confidence: null, confidenceNote: null },
    ]);
  });
});

const FEES_SOURCE = { sourceName: 'Example fees publisher', sourceUrl: 'https://example.org/fees', sourceUrls: ['https://example.org/fees', 'https://example.org/fees-copy'], confidence: null, confidenceNote: null };
const STUDENTS = { kind: 'students-fte', value: 12345, asOfYear: 2026, sourceName: 'THE key statistics', sourceUrls: ['https://example.org/the'], year: 2026, confidence: null, confidenceNote: null };

describe('GET /api/universities/{id}/figures', () => {
  let h: Catalogue;
  let id: string;
  beforeAll(async () => {
    h = await openCatalogue();
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/admin/universities',
      headers: h.admin,
      payload: universityBody({
        name: 'Figures Test University',
        faculties: [
          { name: 'Faculty of Medicine', nameArabic: 'كلية الطب' },
          { name: 'Faculty of Engineering', nameArabic: 'كلية الهندسة' },
          { name: 'Faculty of Nursing', nameArabic: 'كلية التمريض' },
        ],
      }),
    });
    id = created.json().data.id;
    const figures = createUniversityFiguresRepository(h.pool);
    const fee = (key: string, fields: Record<string, unknown>) => ({
      natural_key: key,
      university_name: 'Figures Test University',
      university_name_arabic: null,
      program_name_arabic: null,
      academic_year: '2024/2025',
      students: 'egyptian',
      basis: 'annual',
      currency: 'EGP',
      applies_to_all_faculties: false,
      notes: null,
      source_name: 'Example fees publisher',
      source_url: 'https://example.org/fees',
      source_urls: ['https://example.org/fees', 'https://example.org/fees-copy'],
      ...fields,
    });
    await figures.upsert('university_fees', [
      fee('medicine', { program_name: 'Faculty of Medicine', amount_min: 120_000, amount_max: 120_000 }),
      fee('engineering', { program_name: 'Faculty of Engineering', academic_year: '2025/2026', amount_min: 200_000, amount_max: 240_000 }),
      fee('wafid', { program_name: 'Faculty of Medicine', students: 'non-egyptian', currency: 'USD', amount_min: 6000, amount_max: 6000, source_url: 'https://example.org/wafid' }),
      fee('credit', { program_name: 'Faculty of Nursing', basis: 'per-credit-hour', amount_min: 1500, amount_max: 1500 }),
      fee('undated', { program_name: 'Faculty of Nursing', academic_year: null, amount_min: 30_000, amount_max: 30_000, notes: 'Year not stated.' }),
    ]);
    await figures.upsert('university_rankings', [
      { natural_key: 'qs-2025', university_name: 'Figures Test University', ranking: 'qs', edition: '2025', world_rank: '801-850', national_rank: '4', source_name: 'QS copy', source_url: 'https://example.org/qs', source_urls: ['https://example.org/qs'] },
      { natural_key: 'qs-2026', university_name: 'Figures Test University', ranking: 'qs', edition: '2026', world_rank: '781-790', national_rank: '4', source_name: 'QS copy', source_url: 'https://example.org/qs', source_urls: ['https://example.org/qs'] },
      { natural_key: 'us', university_name: 'Figures Test University', ranking: 'usnews', edition: '2025-2026', world_rank: '248', national_rank: '1', source_name: 'US News report', source_url: 'https://example.org/us', source_urls: ['https://example.org/us'] },
    ]);
    await figures.upsert('university_facts', [
      { natural_key: 'fte', university_name: 'Figures Test University', kind: 'students-fte', value: 12345, as_of_year: 2026, source_name: 'THE key statistics', source_url: 'https://example.org/the', source_urls: ['https://example.org/the'] },
    ]);
    await figures.upsert('university_links', [
      { natural_key: 'links', university_name: 'Figures Test University', wikipedia_en: 'https://en.wikipedia.org/wiki/Test', wikipedia_ar: null, as_of_year: null, source_name: 'Wikipedia', source_url: 'https://en.wikipedia.org/wiki/Test', source_urls: ['https://en.wikipedia.org/wiki/Test'] },
    ]);
    for (const table of ['university_fees', 'university_rankings', 'university_facts', 'university_links'] as const) await figures.link(table, 'Figures Test University', id);
  });
  afterAll(async () => h?.close());

  it("when a university has figures, then each fee names its faculties, and the derived range uses only the newest year's Egyptian annual fees", async () => {
    const res = await h.app.inject({ url: `/api/universities/${id}/figures` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.fees.map((f: { programName: string; students: string; basis: string; academicYear: string; facultyKeys: string[] }) => [f.programName, f.students, f.basis, f.academicYear, f.facultyKeys])).toEqual([
      ['Faculty of Engineering', 'egyptian', 'annual', '2025/2026', ['faculty-of-engineering']],
      ['Faculty of Medicine', 'egyptian', 'annual', '2024/2025', ['faculty-of-medicine']],
      ['Faculty of Medicine', 'non-egyptian', 'annual', '2024/2025', ['faculty-of-medicine']],
      ['Faculty of Nursing', 'egyptian', 'per-credit-hour', '2024/2025', ['faculty-of-nursing']],
      ['Faculty of Nursing', 'egyptian', 'annual', null, ['faculty-of-nursing']],
    ]);
    // The per-credit-hour price is the price of one credit hour, as stored.
    expect(data.fees.find((f: { basis: string }) => f.basis === 'per-credit-hour')).toMatchObject({ min: 1500, max: 1500 });
    expect(data.feeRange).toEqual({ min: 200_000, max: 240_000, currency: 'EGP', academicYear: '2025/2026', derivedFrom: 1, ...FEES_SOURCE, year: '2025/2026' });
    expect(data.rankings.map((r: { ranking: string; edition: string }) => `${r.ranking} ${r.edition}`)).toEqual(['qs 2026', 'qs 2025', 'usnews 2025-2026']);
    expect(data.facts).toEqual([STUDENTS]);
    expect(data.links).toMatchObject({ wikipediaEn: 'https://en.wikipedia.org/wiki/Test', wikipediaAr: null, asOfYear: null, sourceName: 'Wikipedia', year: null });
  });

  it('when fees are shown, then each carries its publisher, every page of its source and its year (none when the source states none), and its note in Arabic as translated', async () => {
    const fees = (await h.app.inject({ url: `/api/universities/${id}/figures` })).json().data.fees as Array<Record<string, unknown>>;
    for (const fee of fees) {
      expect(fee).toMatchObject({ sourceName: 'Example fees publisher', sourceUrls: ['https://example.org/fees', 'https://example.org/fees-copy'], year: fee.academicYear, confidence: null });
      expect(fee).not.toHaveProperty('sourceUrl');
    }
    const undated = fees.find((f) => f.academicYear === null);
    expect(undated).toMatchObject({ year: null, notes: 'Year not stated.', notesArabic: 'العام غير مذكور.' });
    expect(fees.find((f) => f.basis === 'per-credit-hour')).toMatchObject({ year: '2024/2025', notes: null, notesArabic: null });
  });

  it('when a university has no figures, then every list is empty and nothing is derived', async () => {
    const other = await h.app.inject({ method: 'POST', url: '/api/admin/universities', headers: h.admin, payload: universityBody({ name: 'No Figures University' }) });
    const data = (await h.app.inject({ url: `/api/universities/${other.json().data.id}/figures` })).json().data;
    expect(data).toMatchObject({ fees: [], feeRange: null, rankings: [], facts: [], links: null });
  });

  it("when the list's cards ask for headlines, then each university with figures has its page's fee range, student count and rank in Egypt; one without has none", async () => {
    const res = await h.app.inject({ url: '/api/universities/headlines' });
    expect(res.statusCode).toBe(200);
    const headlines = res.json().data as Array<{ universityId: string }>;
    expect(headlines.find((x) => x.universityId === id)).toEqual({
      universityId: id,
      feeRange: { min: 200_000, max: 240_000, currency: 'EGP', academicYear: '2025/2026', derivedFrom: 1, ...FEES_SOURCE, year: '2025/2026' },
      students: STUDENTS,
      // QS comes first and its newest edition gives a rank in Egypt.
      rank: { ranking: 'qs', edition: '2026', worldRank: '781-790', nationalRank: '4', sourceName: 'QS copy', sourceUrls: ['https://example.org/qs'], year: '2026', confidence: null, confidenceNote: null },
    });
    const other = await h.app.inject({ method: 'POST', url: '/api/admin/universities', headers: h.admin, payload: universityBody({ name: 'Headline-less University' }) });
    const again = (await h.app.inject({ url: '/api/universities/headlines' })).json().data as Array<{ universityId: string }>;
    expect(again.some((x) => x.universityId === other.json().data.id)).toBe(false);
  });

  it('when the id is unknown or malformed, then it answers 404 or 400 with a message', async () => {
    const missing = await h.app.inject({ url: '/api/universities/00000000-0000-4000-8000-000000000000/figures' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'University not found' });
    const bad = await h.app.inject({ url: '/api/universities/not-an-id/figures' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});
