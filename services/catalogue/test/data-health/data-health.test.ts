/**
 * The data health counts against fixture records (nothing of the product's seed): what is
 * missing, old, thinly sourced, of low or medium confidence, or lapsed, per kind; the records
 * behind a count; and the admin-only API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_HEALTH_CHECKS } from '@dalil/contracts/catalogue/data-health';
import { dataHealth, dataHealthRecords } from '../../src/data-health/index.ts';
import { createUniversityFiguresRepository } from '../../src/universities/university-figures-repository.ts';
import { openCatalogue, scholarshipBody, universityBody, type Catalogue } from '../catalogue-support.ts';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('data health', () => {
  let h: Catalogue;
  const ids = new Map<string, string>();
  beforeAll(async () => {
    h = await openCatalogue();
    const create = async (name: string, overrides: Record<string, unknown>) => {
      const response = await h.app.inject({ method: 'POST', url: '/api/admin/universities', headers: h.admin, payload: universityBody({ name, ...overrides }) });
      expect(response.statusCode).toBe(201);
      ids.set(name, response.json().data.id);
    };
    await create('Health Public University', {
      type: 'public',
      faculties: [
        { name: 'Faculty of Engineering', nameArabic: 'كلية الهندسة' },
        { name: 'Faculty of Medicine', nameArabic: 'كلية الطب' },
      ],
    });
    await create('Health Private University', { type: 'private', faculties: [{ name: 'Faculty of Law', nameArabic: 'كلية الحقوق' }] });
    await create('Health Bare University', { type: 'national', faculties: [] });
    await h.pool.query(`update universities set name_arabic = null where name = 'Health Bare University'`);

    const figures = createUniversityFiguresRepository(h.pool);
    const fee = (key: string, university: string, year: string | null, urls: string[]) => ({
      natural_key: key,
      university_name: university,
      university_name_arabic: null,
      program_name: 'Faculty of Law',
      program_name_arabic: null,
      academic_year: year,
      students: 'egyptian',
      basis: 'annual',
      amount_min: 1000,
      amount_max: 1000,
      currency: 'EGP',
      applies_to_all_faculties: false,
      notes: null,
      source_name: 'Fixture publisher',
      source_url: urls[0] ?? null,
      source_urls: urls,
    });
    await figures.upsert('university_fees', [
      fee('new', 'Health Public University', '2025/2026', ['https://example.org/a']),
      fee('old', 'Health Private University', '2017/2018', ['https://example.org/b', 'https://example.org/c']),
      fee('undated', 'Health Private University', null, ['https://example.org/b', 'https://example.org/c']),
    ]);
    await figures.upsert('university_rankings', [
      { natural_key: 'r', university_name: 'Health Public University', ranking: 'qs', edition: '2026', world_rank: '900', national_rank: '5', source_name: 'QS copy', source_url: 'https://example.org/qs', source_urls: ['https://example.org/qs'] },
    ]);
    for (const table of ['university_fees', 'university_rankings'] as const) {
      for (const name of ['Health Public University', 'Health Private University']) await figures.link(table, name, ids.get(name)!);
    }
    const minimum = (tier: string, confidence: string, urls: string[], year = 2025) => ({
      natural_key: `${year}|${tier}`,
      admission_year: year,
      academic_year: `${year}/${year + 1}`,
      tier,
      universities_in_tier: 'All other private universities',
      certificate: 'Fixture certificate',
      faculty_group: 'Medicine',
      faculty_group_arabic: null,
      min_percentage: 80,
      confidence,
      notes: null,
      source_name: 'Fixture council',
      source_url: urls[0] ?? null,
      source_urls: urls,
    });
    await figures.upsert('private_minimums', [
      minimum('A', 'high', ['https://example.org/1', 'https://example.org/2']),
      minimum('B', 'medium', ['https://example.org/1']),
      minimum('C', 'low', ['https://example.org/1']),
      minimum('D', 'high', ['https://example.org/1', 'https://example.org/2'], 2021),
    ]);
    // The latest cut-off year is 2025: engineering has one, medicine's is from 2024.
    for (const [year, key, name] of [
      [2025, 'faculty-of-engineering', 'Faculty of Engineering'],
      [2024, 'faculty-of-medicine', 'Faculty of Medicine'],
    ] as const) {
      await h.pool.query(
        `insert into admission_cutoffs (year, stream, university_name, faculty_name, faculty_name_ar, min_percentage, kind, streams, university_id, faculty_key, source_url, source_urls)
         values ($1, 'science', 'Health Public University', $2, 'كلية', 90, 'faculty', '{science}', $3, $4, 'https://example.org/cut', '{https://example.org/cut}')`,
        [year, name, ids.get('Health Public University'), key],
      );
    }
    for (const [name, deadline] of [
      ['Lapsed Fixture Scholarship', '2026-01-31'],
      ['Open Fixture Scholarship', '2027-03-31'],
    ] as const) {
      const response = await h.app.inject({ method: 'POST', url: '/api/admin/scholarships', headers: h.admin, payload: scholarshipBody({ name, deadline }) });
      expect(response.statusCode).toBe(201);
      ids.set(name, response.json().data.id);
    }
  });
  afterAll(async () => h?.close());

  const countsOf = async () => {
    const health = await dataHealth(h.pool, NOW);
    return { health, by: Object.fromEntries(health.kinds.map((k) => [k.kind, { total: k.total, ...Object.fromEntries(k.checks.map((c) => [c.check, c.count])) }])) };
  };

  it('when the catalogue holds the fixtures, then each kind counts its records and every check, figures before 2024 being old', async () => {
    const { health, by } = await countsOf();
    expect(health).toMatchObject({ oldBefore: 2024, latestCutoffYear: 2025, generatedAt: NOW.toISOString() });
    expect(health.kinds.map((k) => k.kind)).toEqual(Object.keys(DATA_HEALTH_CHECKS));
    expect(by.universities).toEqual({ total: 3, 'no-fee': 1, 'no-rank': 2, 'no-arabic-name': 1 });
    expect(by.faculties).toEqual({ total: 2, 'no-cutoff-latest-year': 1 });
    expect(by.fees).toEqual({ total: 3, old: 1, 'no-year': 1, 'single-source': 1 });
    expect(by.rankings).toEqual({ total: 1, old: 0, 'single-source': 1 });
    expect(by.cutoffs).toEqual({ total: 2, old: 0, 'single-source': 2 });
    expect(by.minimums).toEqual({ total: 4, old: 1, 'low-confidence': 1, 'medium-confidence': 1, 'single-source': 2 });
    expect(by.scholarships).toEqual({ total: 2, 'deadline-passed': 1 });
    expect(by.salaries).toEqual({ total: 0, old: 0, 'no-year': 0, 'single-source': 0 });
  });

  it('when an administrator fixes a record, then its count goes down', async () => {
    await h.pool.query(`update universities set name_arabic = 'جامعة' where name = 'Health Bare University'`);
    expect((await countsOf()).by.universities).toMatchObject({ 'no-arabic-name': 0 });
  });

  it("when a count is opened, then the records behind it are listed as the ids of the panel list where they are fixed", async () => {
    expect(await dataHealthRecords(h.pool, 'universities', 'no-fee', NOW)).toEqual({ list: 'universities', ids: [ids.get('Health Bare University')] });
    expect(await dataHealthRecords(h.pool, 'fees', 'old', NOW)).toEqual({ list: 'universities', ids: [ids.get('Health Private University')] });
    expect(await dataHealthRecords(h.pool, 'faculties', 'no-cutoff-latest-year', NOW)).toEqual({ list: 'universities', ids: [ids.get('Health Public University')] });
    expect(await dataHealthRecords(h.pool, 'scholarships', 'deadline-passed', NOW)).toEqual({ list: 'scholarships', ids: [ids.get('Lapsed Fixture Scholarship')] });
  });

  it('when the API is asked, then only an administrator gets the counts; a check the kind lacks, or a kind with no panel list, is refused with a message', async () => {
    expect((await h.app.inject({ url: '/api/admin/catalogue/data-health' })).statusCode).toBe(401);
    expect((await h.app.inject({ url: '/api/admin/catalogue/data-health', headers: h.visitor })).statusCode).toBe(403);
    const ok = await h.app.inject({ url: '/api/admin/catalogue/data-health', headers: h.admin });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.kinds.find((k: { kind: string }) => k.kind === 'universities').total).toBe(3);
    const records = await h.app.inject({ url: '/api/admin/catalogue/data-health/records?kind=universities&check=no-rank', headers: h.admin });
    expect(records.json().data.ids).toHaveLength(2);
    const badKind = await h.app.inject({ url: '/api/admin/catalogue/data-health/records?kind=planets&check=old', headers: h.admin });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json()).toMatchObject({ success: false, message: expect.stringMatching(/kind/) });
    const wrongCheck = await h.app.inject({ url: '/api/admin/catalogue/data-health/records?kind=universities&check=old', headers: h.admin });
    expect(wrongCheck.statusCode).toBe(404);
    expect(wrongCheck.json().message).toBe('universities has no check "old"');
    const noList = await h.app.inject({ url: '/api/admin/catalogue/data-health/records?kind=salaries&check=old', headers: h.admin });
    expect(noList.statusCode).toBe(404);
    expect(noList.json().message).toBe('The salaries are not kept in a panel list');
  });
});
