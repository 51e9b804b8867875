/**
 * Cut-offs in the recent Tansik format, linked to catalogue universities and faculties, and the
 * guidance answered from them: GET /api/guidance/suggestions, a university's cut-off history
 * and the guidance embedded in a results lookup. Fixture universities and files only.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '@dalil/service-kit/testing';
import { createUniversityRepository } from '../../src/universities/university-repository.ts';
import { newUniversity } from '../../src/universities/university-rows.ts';
import { namedFaculty } from '../../src/common/faculties.ts';
import { importCutoffs } from '../../src/results/import-cutoffs.ts';
import { importResults } from '../../src/results/import-results.ts';
import { seedCutoffs } from '../../src/results/seed-cutoffs.ts';
import { applyUniversityRenames, universityRenames, type UniversityAlias } from '../../src/universities/university-names.ts';
import { openCatalogue, writeCsv } from '../results/support.ts';
import { seedPlacementRules } from '../../src/guidance/rules/rule-rows.ts';
import { RULE_FILES } from './rules-fixtures.ts';

/** The fixture rows of the rules data, written as the seed's five files. */
function rulesDirectory(): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'tansik-rules-'));
  for (const [file, text] of Object.entries(RULE_FILES)) writeFileSync(path.join(directory, `${file}.csv`), text);
  return directory;
}

const HEADER = ['year', 'stage', 'stream', 'faculty_en', 'faculty_ar', 'university_en', 'university_ar', 'min_score', 'max_score_of_year', 'min_percentage', 'source_url'];
const SOURCE = 'https://example.org/tansik/limits';
const ALIASES = new Map<string, UniversityAlias>([
  ['north valley university (coast campus)', { universityName: 'North Valley University', campus: 'Coast' }],
  ['delta state university (formerly north valley university)', { universityName: 'North Valley University', campus: null }],
]);

const faculty = (name: string, nameArabic: string) => namedFaculty({ name, nameArabic, sourceUrl: null });

function renamesFile(): string {
  const file = path.join(os.tmpdir(), `renames-${process.pid}-${Date.now()}.csv`);
  writeFileSync(
    file,
    'former_name_en,former_name_ar,name_en,name_ar,renamed_on,source_url\r\nNorth Valley University,جامعة الوادي الشمالي,Delta State University,جامعة الدلتا الحكومية,2025-10-15,https://example.org/decree\r\n',
  );
  return file;
}

describe('guidance from linked cut-offs', () => {
  let h: Awaited<ReturnType<typeof openCatalogue>>;
  let valley: string;
  let river: string;
  const cutoffsFile = writeCsv([
    HEADER,
    // North Valley: engineering 2023–2025 (410, 410, 320) and medicine, which the catalogue calls "Human Medicine".
    ['2023', '', 'mathematics', 'Faculty of Engineering', 'كلية الهندسة', 'North Valley University', 'جامعة الوادي الشمالي', '360', '410', '87.80', SOURCE],
    ['2024', '', 'mathematics', 'Faculty of Engineering', 'كلية الهندسة', 'North Valley University', 'جامعة الوادي الشمالي', '370', '410', '90.24', SOURCE],
    ['2025', '', 'mathematics', 'Faculty of Engineering', 'كلية الهندسة', 'North Valley University', 'جامعة الوادي الشمالي', '292', '320', '91.25', SOURCE],
    ['2025', '', 'science', 'Faculty of Medicine', 'كلية الطب', 'North Valley University', 'جامعة الوادي الشمالي', '300', '320', '93.75', SOURCE],
    // A faculty the catalogue does not list yet, on a campus, and a scientific row with no stream.
    ['2025', '', 'mathematics', 'Faculty of Engineering', 'كلية الهندسة', 'North Valley University (Coast campus)', 'جامعة الوادي الشمالي (الساحل)', '285', '320', '89.06', SOURCE],
    ['2025', '', '', 'Faculty of Commerce', 'كلية التجارة', 'River Test University', 'جامعة النهر', '235', '320', '73.44', SOURCE],
    ['2025', '', 'literary', 'Faculty of Al-Alsun (Languages)', 'كلية الألسن', 'River Test University', 'جامعة النهر', '280', '320', '87.50', SOURCE],
    // 2026 under the university's new name.
    ['2026', '1', 'mathematics', 'Faculty of Engineering', 'كلية الهندسة', 'Delta State University (formerly North Valley University)', 'جامعة الدلتا', '293', '320', '91.56', SOURCE],
    ['2026', '1', 'literary', 'First coordination stage - minimum to apply (literary, new system)', 'الحد الأدنى للتقدم للمرحلة الأولى', 'All public universities (first stage threshold)', 'جميع الجامعات الحكومية', '229', '320', '71.56', SOURCE],
    // Bad rows: reported, skipped.
    ['2025', '', 'medicine', 'Faculty of X', 'كلية س', 'River Test University', 'جامعة النهر', '200', '320', '', SOURCE],
    ['', '', 'science', 'Faculty of Y', 'كلية ص', 'River Test University', 'جامعة النهر', '200', '320', '', SOURCE],
  ]);

  beforeAll(async () => {
    h = await openCatalogue();
    await seedPlacementRules(h.pool, rulesDirectory());
    const universities = createUniversityRepository(h.pool);
    valley = (
      await universities.insert(
        newUniversity({
          name: 'North Valley University',
          nameArabic: 'جامعة الوادي الشمالي',
          type: 'public',
          location: { governorate: 'Giza', governorateArabic: 'الجيزة' },
          faculties: [faculty('Faculty of Engineering', 'كلية الهندسة'), faculty('Faculty of Human Medicine', 'كلية الطب البشري')],
        }),
      )
    ).id;
    river = (await universities.insert(newUniversity({ name: 'River Test University', nameArabic: 'جامعة النهر', type: 'public', location: { governorate: 'Aswan' } }))).id;
    await universities.insert(newUniversity({ name: 'Private Test University', type: 'private', location: { governorate: 'Giza' } }));
    await importResults(
      { pool: h.pool },
      {
        filePath: writeCsv([
          ['seat_number', 'student_name', 'stream', 'total_score', 'status'],
          ['700001', 'سلمى حسن', 'math', '297.5', 'passed'],
          ['700002', 'ياسين علي', 'literary', '224', 'passed'],
        ]),
        year: 2025,
      },
    );
  });
  afterAll(async () => h?.close());

  it('when a cut-offs file is uploaded, then good rows are kept and linked, and each bad row is reported with its reason', async () => {
    const outcome = await importCutoffs({ pool: h.pool }, { filePath: cutoffsFile, aliases: ALIASES });
    expect(outcome.imported).toBe(9);
    expect(outcome.rejected).toEqual([
      { row: 11, reason: expect.stringMatching(/stream "medicine"/) },
      { row: 12, reason: 'year is missing' },
    ]);
    const { rows } = await h.pool.query<{ university_id: string | null; faculty_key: string | null; kind: string; streams: string[]; campus: string | null; faculty_name: string }>(
      'select university_id::text, faculty_key, kind, streams, campus, faculty_name from admission_cutoffs order by year, faculty_name',
    );
    expect(rows.filter((r) => r.kind === 'faculty').every((r) => r.university_id && r.faculty_key)).toBe(true);
    expect(rows.find((r) => r.kind === 'stage-threshold')).toMatchObject({ university_id: null, streams: ['literary'] });
    expect(rows.find((r) => r.faculty_name === 'Faculty of Commerce')!.streams).toEqual(['science', 'math']);
    expect(rows.find((r) => r.campus === 'Coast')).toMatchObject({ university_id: valley, faculty_key: 'faculty-of-engineering--coast' });
  });

  it('when the cut-off lists name faculties, then existing ones are matched (also under another name of the same field) and missing ones are created', async () => {
    const university = (await h.app.inject({ url: `/api/universities/${valley}` })).json().data;
    const keys = university.faculties.map((f: { key: string }) => f.key);
    // "Faculty of Human Medicine" is the list's "Faculty of Medicine": one faculty, not two.
    expect(keys).toEqual(['faculty-of-engineering', 'faculty-of-human-medicine', 'faculty-of-engineering--coast']);
    expect(university.faculties[2]).toMatchObject({ name: 'Faculty of Engineering', campus: 'Coast', field: 'engineering', sourceUrl: SOURCE });
    const river_ = (await h.app.inject({ url: `/api/universities/${river}` })).json().data;
    expect(river_.faculties.map((f: { name: string; field: string }) => [f.name, f.field])).toEqual([
      ['Faculty of Commerce', 'business'],
      ['Faculty of Al-Alsun (Languages)', 'languages'],
    ]);
  });

  it('when the same file is imported again, then nothing is added twice', async () => {
    const before = (await h.pool.query<{ n: number }>('select count(*)::int as n from admission_cutoffs')).rows[0]!.n;
    await importCutoffs({ pool: h.pool }, { filePath: cutoffsFile, aliases: ALIASES });
    expect((await h.pool.query<{ n: number }>('select count(*)::int as n from admission_cutoffs')).rows[0]!.n).toBe(before);
    const university = (await h.app.inject({ url: `/api/universities/${valley}` })).json().data;
    expect(university.faculties).toHaveLength(3);
  });

  it('when a mathematics student asks with 297.5 out of 320, then engineering at each university is tiered against its 2025 cut-off', async () => {
    const response = await h.app.inject({ url: '/api/guidance/suggestions?score=297.5&maxScore=320&stream=mathematics&year=2025&governorate=%D8%A7%D9%84%D8%AC%D9%8A%D8%B2%D9%87' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.student).toMatchObject({ percentage: 92.97, stream: 'math', governorate: 'Giza' });
    expect(data).toMatchObject({ referenceYear: 2025, yearsUsed: [2025, 2024, 2023], margins: { likely: 2, reach: 2, further: 5 } });
    // 92.97 − 91.25 = 1.72 points above; the tier comes from the chance model (thresholds in the answer).
    const every = [...data.tiers.likely, ...data.tiers.possible, ...data.tiers.reach, ...data.tiers.further];
    const main = every.find((s: { faculty: { key: string } }) => s.faculty.key === 'faculty-of-engineering');
    expect(data.chanceThresholds).toEqual({ likely: 0.8, possible: 0.5, reach: 0.15, further: 0.02 });
    expect(main.chance).toBeGreaterThan(0.5);
    expect(main.tier).toBe(main.chance >= 0.8 ? 'likely' : 'possible');
    expect(main).toMatchObject({
      university: { id: valley, governorate: 'Giza' },
      proximity: 'governorate',
      margin: 1.72,
      trend: 'rose',
      latest: { year: 2025, minScore: 292, maxScore: 320, percentage: 91.25, sourceUrl: SOURCE },
    });
    expect(main.history.map((p: { year: number }) => p.year)).toEqual([2023, 2024, 2025]);
    expect(every.find((s: { campus: string | null }) => s.campus === 'Coast')).toMatchObject({ margin: 3.91 });
    // The commerce row names no stream: a scientific row, offered to this mathematics student.
    expect(data.tiers.likely.map((s: { faculty: { name: string } }) => s.faculty.name)).toContain('Faculty of Commerce');
    // Not Al-Alsun: a literary row.
    expect(JSON.stringify(data.tiers)).not.toContain('Al-Alsun');
    expect(data.otherUniversities.map((o: { university: { name: string } }) => o.university.name)).toEqual(['Private Test University']);
  });

  it('when a 2026 student asks, then the reference year is the newest final year (2025), not a mix with 2026 stage rows; the 2026 row under the new name joins the same faculty', async () => {
    const data = (await h.app.inject({ url: '/api/guidance/suggestions?score=300&stream=math&year=2026&field=engineering' })).json().data;
    expect(data.student.maxScore).toBe(320);
    expect(data).toMatchObject({ referenceYear: 2025, yearsUsed: [2025, 2024, 2023] });
    const main = [...data.tiers.likely, ...data.tiers.possible].find((s: { faculty: { key: string } }) => s.faculty.key === 'faculty-of-engineering');
    expect(main.latest).toMatchObject({ year: 2025, stage: null });
    expect(main.history.map((p: { year: number }) => p.year)).toEqual([2023, 2024, 2025]);
    // The 2026 stage-1 row is the same faculty's (its history on the university page has it).
    const history = (await h.app.inject({ url: `/api/guidance/universities/${valley}/cutoffs` })).json().data;
    expect(history.find((f: { facultyKey: string }) => f.facultyKey === 'faculty-of-engineering').history.at(-1)).toMatchObject({ year: 2026, stage: 1 });
  });

  it('when a literary student at 70 % asks, then the options and the stage minimums come, not an empty page', async () => {
    const data = (await h.app.inject({ url: '/api/guidance/suggestions?score=224&stream=literary&year=2025' })).json().data;
    expect(data.student.percentage).toBe(70);
    expect(data.notes).toContain('below-every-cutoff');
    // The 2025 stage minimums of stage-thresholds.csv: stage 1 (233 = 72.81 %) not reached, stage 2 (205 = 64.06 %) reached.
    expect(data.stages).toEqual([
      expect.objectContaining({ year: 2025, stage: 1, system: 'new', minScore: 233, percentage: 72.81, reached: false }),
      expect.objectContaining({ year: 2025, stage: 2, system: 'new', minScore: 205, percentage: 64.06, reached: true }),
    ]);
    // No governorate: the answer says which rules could not be applied.
    expect(data.placement).toMatchObject({ governorate: null, notApplied: ['geographic-groups', 'regional-admission'] });
    expect(data.placement.citations.length).toBeGreaterThan(0);
    expect(data.placement.citations.every((c: { sourceName: string | null }) => c.sourceName)).toBe(true);
    expect(data.otherUniversities.length).toBe(1);
  });

  it('when the input is bad, then the answer is a 400 naming the field', async () => {
    const cases: Array<[string, RegExp]> = [
      ['stream=math', /score is required/],
      ['score=abc&stream=math', /score must be a number/],
      ['score=300&stream=medicine', /stream must be science, math or literary/],
      ['score=300&stream=math&governorate=Paris', /governorate must be one of Egypt's 27 governorates/],
      ['score=330&maxScore=320&stream=math', /score must not exceed maxScore/],
      ['score=330&stream=math&year=2025', /score must not exceed the maximum total of 320/],
      ['score=300&stream=math&field=astrology', /field must be one of/],
      ['score=300&stream=math&limit=0', /limit must be at least 1/],
      ['score=300&stream=math&governorate=Qalyubia&administration=Nowhere', /administration must be one of Qalyubia's: .*شبرا الخيمة/],
      ['score=300&stream=math&administration=%D8%A8%D9%86%D9%87%D8%A7', /administration needs a governorate/],
      ['score=300&stream=math&governorate=Aswan&administration=%D8%A8%D9%86%D9%87%D8%A7', /distinguishes no administration in Aswan/],
    ];
    for (const [query, message] of cases) {
      const response = await h.app.inject({ url: `/api/guidance/suggestions?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false, message: expect.stringMatching(message) });
    }
    // Arabic-Indic digits and the Arabic decimal mark are accepted.
    const arabic = await h.app.inject({ url: `/api/guidance/suggestions?score=${encodeURIComponent('٢٩٧٫٥')}&stream=math&year=${encodeURIComponent('٢٠٢٥')}` });
    expect(arabic.json().data.student).toMatchObject({ score: 297.5, year: 2025 });
  });

  it('when a wish list is asked about, then each wish comes back in order with its tier; a malformed list is a 400 naming the wish', async () => {
    const suggested = (await h.app.inject({ url: '/api/guidance/suggestions?score=297.5&stream=math&year=2025' })).json().data;
    const commerce = suggested.tiers.likely.find((s: { faculty: { name: string } }) => s.faculty.name === 'Faculty of Commerce');
    const wishes = `${valley}~faculty-of-engineering,${commerce.university.id}~${commerce.faculty.key}`;
    const response = await h.app.inject({ url: `/api/guidance/wishes?score=297.5&stream=math&year=2025&wishes=${encodeURIComponent(wishes)}` });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.wishes.map((w: { facultyKey: string; status: string; tier: string }) => [w.facultyKey, w.status, w.tier])).toEqual([
      ['faculty-of-engineering', 'ok', 'possible'],
      [commerce.faculty.key, 'ok', 'likely'],
    ]);
    expect(data.wishes[0].university).toMatchObject({ id: valley });
    const bad = await h.app.inject({ url: `/api/guidance/wishes?score=297.5&stream=math&wishes=${encodeURIComponent('x~Bad Key')}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: expect.stringContaining('wish "x~Bad Key"') });
  });

  it('when a wish list is asked about, then it is simulated in its order: chances per wish and of no place add up to 1; too many wishes or an unknown governorate is a 400 naming the field', async () => {
    const suggested = (await h.app.inject({ url: '/api/guidance/suggestions?score=297.5&stream=math&year=2025' })).json().data;
    const commerce = suggested.tiers.likely.find((s: { faculty: { name: string } }) => s.faculty.name === 'Faculty of Commerce');
    const list = [`${valley}~faculty-of-engineering`, `${commerce.university.id}~${commerce.faculty.key}`, `${valley}~faculty-of-engineering`];
    const response = await h.app.inject({ url: `/api/guidance/wishes?score=297.5&stream=math&year=2025&governorate=${encodeURIComponent('القاهرة')}&wishes=${encodeURIComponent(list.join(','))}` });
    expect(response.statusCode).toBe(200);
    const { simulation } = response.json().data;
    expect(simulation).toMatchObject({ draws: 10_000, predictedYear: 2026 });
    const placed = simulation.wishes.map((w: { placed: number }) => w.placed);
    expect(placed.reduce((t: number, v: number) => t + v, 0) + simulation.noPlacement).toBeCloseTo(1, 9);
    expect(simulation.wishes[0].reach).toBeGreaterThan(0);
    expect(simulation.wishes[0].reach).toBeLessThan(1);
    expect(placed[2]).toBe(0);
    expect(simulation.warnings).toContainEqual({ code: 'duplicate', indexes: [2], firstIndex: 0 });
    // The same question, the same answer (seeded draws).
    const again = (await h.app.inject({ url: `/api/guidance/wishes?score=297.5&stream=math&year=2025&wishes=${encodeURIComponent(list.join(','))}` })).json().data.simulation;
    expect(again.wishes).toEqual(simulation.wishes);

    const many = Array.from({ length: 76 }, (_, i) => `u${i}~f`).join(',');
    const cases: Array<[string, RegExp]> = [
      [`wishes=${many}`, /wishes must be at most 75/],
      [`wishes=${encodeURIComponent('a~b~c')}`, /wish "a~b~c"/],
      [`governorate=Atlantis&wishes=${encodeURIComponent(list[0]!)}`, /governorate must be one of/],
    ];
    for (const [query, message] of cases) {
      const bad = await h.app.inject({ url: `/api/guidance/wishes?score=297.5&stream=math&year=2025&${query}` });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json(), query).toMatchObject({ success: false, message: expect.stringMatching(message) });
    }
  });

  it("when the results page asks for a result's suggestions, then each tier is cut to the limit with its total, and the answer is cacheable", async () => {
    const result = (await h.app.inject({ url: '/api/results/700001?year=2025' })).json().data;
    const url = `/api/guidance/suggestions?score=${result.totalScore}&maxScore=${result.maxScore}&stream=${result.stream}&year=${result.year}&status=${result.status}&limit=3`;
    const response = await h.app.inject({ url });
    const data = response.json().data;
    expect(data.student).toMatchObject({ score: 297.5, maxScore: 320, percentage: 92.97, stream: 'math', year: 2025 });
    expect([...data.tiers.likely, ...data.tiers.possible].some((s: { university: { id: string }; faculty: { key: string } }) => s.university.id === valley && s.faculty.key === 'faculty-of-engineering')).toBe(true);
    expect(data.totals.likely).toBeGreaterThanOrEqual(data.tiers.likely.length);
    expect(data.tiers.likely.length).toBeLessThanOrEqual(3);
    // Shared by every student with this total: browsers and the edge keep it and revalidate.
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=30');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"g[\w-]+"$/);
    const again = await h.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-length']).toBeUndefined();
    // Another total has another answer and validator.
    const other = await h.app.inject({ url: url.replace('score=297.5', 'score=250'), headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('when a client takes gzip (or brotli, for a wish list), then the suggestions come compressed and decompress to the same answer; the second ask of a question is a kept answer', async () => {
    const url = '/api/guidance/suggestions?score=281.5&stream=math&year=2025';
    const plain = await h.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['x-answer-cache']).toBe('miss');
    expect(plain.headers.vary).toBe('accept-encoding');
    const zipped = await h.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['x-answer-cache']).toBe('hit');
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    // The wish list's answer likewise.
    const data = plain.json().data;
    const wishes = ([...data.tiers.likely, ...data.tiers.possible, ...data.tiers.reach] as Array<{ university: { id: string }; faculty: { key: string } }>).map((w) => `${w.university.id}~${w.faculty.key}`);
    expect(wishes.length).toBeGreaterThan(0);
    const wishUrl = `/api/guidance/wishes?score=281.5&stream=math&year=2025&wishes=${encodeURIComponent(wishes.join(','))}`;
    const plainWishes = await h.app.inject({ url: wishUrl });
    const zippedWishes = await h.app.inject({ url: wishUrl, headers: { 'accept-encoding': 'gzip' } });
    expect(plainWishes.body.length).toBeGreaterThan(2048);
    expect(zippedWishes.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zippedWishes.rawPayload).toString('utf8'))).toEqual(plainWishes.json());
    expect(plainWishes.json().data.simulation.draws).toBe(10_000);
    // A browser's usual header takes brotli (cheaper to write); a refused encoding (q=0) is never sent.
    const brWishes = await h.app.inject({ url: wishUrl, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brWishes.headers['content-encoding']).toBe('br');
    expect(brWishes.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(brWishes.rawPayload).toString('utf8'))).toEqual(plainWishes.json());
    const notBr = await h.app.inject({ url: wishUrl, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(notBr.headers['content-encoding']).toBe('gzip');
    const identity = await h.app.inject({ url: wishUrl, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(plainWishes.json());
  });

  it("when a university's cut-offs are asked for, then each faculty's history comes oldest first; an unknown or malformed id is refused", async () => {
    const response = await h.app.inject({ url: `/api/guidance/universities/${valley}/cutoffs` });
    expect(response.statusCode).toBe(200);
    const engineering = response.json().data.find((f: { facultyKey: string }) => f.facultyKey === 'faculty-of-engineering');
    expect(engineering).toMatchObject({ streams: ['math'], campus: null });
    expect(engineering.history.map((p: { year: number }) => p.year)).toEqual([2023, 2024, 2025, 2026]);
    expect((await h.app.inject({ url: '/api/guidance/universities/00000000-0000-4000-8000-000000000000/cutoffs' })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/api/guidance/universities/not-an-id/cutoffs' })).statusCode).toBe(400);
  });

  it('when a university is renamed by decree, then it stays one record under its new name and is found by its old name in both languages', async () => {
    expect(await applyUniversityRenames(h.pool, universityRenames(renamesFile()))).toBe(1);
    expect(await applyUniversityRenames(h.pool, universityRenames(renamesFile()))).toBe(0);
    // Renames run at start-up before the service answers; read the record itself (not a cached answer).
    const university = await createUniversityRepository(h.pool).findById(valley);
    expect(university).toMatchObject({ name: 'Delta State University', nameArabic: 'جامعة الدلتا الحكومية', formerNames: [{ name: 'North Valley University', nameArabic: 'جامعة الوادي الشمالي', until: '2025-10-15' }] });
    for (const search of ['north valley', 'الوادي الشمالي']) {
      const found = (await h.app.inject({ url: `/api/universities?search=${encodeURIComponent(search)}` })).json().data;
      expect(found.map((u: { id: string }) => u.id), search).toEqual([valley]);
    }
  });

  it('when the seed runs over rows an administrator changed or deleted, then the change stands and the deleted row stays deleted', async () => {
    const headers = authHeaders(h.ctx);
    const listed = (await h.app.inject({ url: '/api/admin/cutoffs?year=2025&search=River', headers })).json().data as Array<{ id: string; facultyName: string }>;
    const commerce = listed.find((c) => c.facultyName === 'Faculty of Commerce')!;
    const alsun = listed.find((c) => c.facultyName === 'Faculty of Al-Alsun (Languages)')!;
    const edited = await h.app.inject({
      method: 'PUT',
      url: `/api/admin/cutoffs/${commerce.id}`,
      headers,
      payload: { year: 2025, universityName: 'River Test University', facultyName: 'Faculty of Commerce', facultyNameArabic: 'كلية التجارة', minScore: 240, maxScoreOfYear: 320 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ editedByAdmin: true, universityId: river, streams: ['science', 'math'], minScore: 240 });
    expect((await h.app.inject({ method: 'DELETE', url: `/api/admin/cutoffs/${alsun.id}`, headers })).statusCode).toBe(200);

    const outcome = await seedCutoffs(h.pool, [cutoffsFile], [cutoffsFile], []);
    expect(outcome.skipped).toBe(false);
    const after = (await h.app.inject({ url: '/api/admin/cutoffs?year=2025&search=River', headers })).json().data as Array<{ facultyName: string; minScore: number }>;
    expect(after.find((c) => c.facultyName === 'Faculty of Commerce')!.minScore).toBe(240);
    expect(after.map((c) => c.facultyName)).not.toContain('Faculty of Al-Alsun (Languages)');
    expect((await seedCutoffs(h.pool, [cutoffsFile], [cutoffsFile], [])).skipped).toBe(true);
  });

  it('when a cut-offs file carries source_name, several URLs and a published percentage, then all three are kept as published; institutes load as their own kind', async () => {
    const published = writeCsv([
      [...HEADER.slice(0, 10), 'source_name', 'source_url'],
      // The source publishes 87.6 where 280.5/320 is 87.66: the source's value is shown.
      ['2025', '', 'literary', 'Faculty of Languages (test)', 'كلية اللغات', 'River Test University', 'جامعة النهر', '280.5', '320', '87.6', 'Akhbar El-Yom', `${SOURCE}/a | ${SOURCE}/b`],
    ]);
    await importCutoffs({ pool: h.pool }, { filePath: published });
    const row = (await h.app.inject({ url: '/api/admin/cutoffs?year=2025&search=Languages%20(test)', headers: authHeaders(h.ctx) })).json().data[0];
    expect(row).toMatchObject({ sourceName: 'Akhbar El-Yom', sourceUrl: `${SOURCE}/a`, sourceUrls: [`${SOURCE}/a`, `${SOURCE}/b`], minPercentage: 87.6, effectivePercentage: 87.6 });

    const institutes = writeCsv([
      [...HEADER.slice(0, 10), 'source_name', 'source_url'],
      ['2025', '', '', 'Technical nursing institute', 'معهد فني تمريض', 'Technical Nursing Institute, Aswan', 'المعهد الفني للتمريض أسوان', '240', '320', '75.00', 'Tansik (test)', SOURCE],
    ]);
    const outcome = await importCutoffs({ pool: h.pool }, { filePath: institutes, kind: 'institute' });
    expect(outcome.imported).toBe(1);
    const { rows } = await h.pool.query('select kind, streams, university_id, source_name from admission_cutoffs where faculty_name = $1', ['Technical nursing institute']);
    expect(rows).toEqual([{ kind: 'institute', streams: ['science', 'math'], university_id: null, source_name: 'Tansik (test)' }]);
  });

  it("when the rules files are seeded, then each file's rows are stored once with their source, and an unchanged seed reads nothing again", async () => {
    const directory = rulesDirectory();
    const { rows } = await h.pool.query<{ file: string; n: number }>('select file, count(*)::int as n from placement_rule_rows group by file order by file');
    expect(Object.fromEntries(rows.map((r) => [r.file, r.n]))).toEqual({ 'geo-exempt-faculties': 7, 'geographic-regions': 31, 'other-rules': 6, 'score-distribution': 3, 'stage-thresholds': 51 });
    expect(await seedPlacementRules(h.pool, directory)).toMatchObject({ skipped: true });
    const r01 = (await h.pool.query('select rule_id, confidence, source_name, source_urls from placement_rule_rows where rule_id = $1', ['R01'])).rows[0];
    expect(r01).toMatchObject({ confidence: 'high', source_name: expect.stringContaining('masarak'), source_urls: [expect.stringMatching(/^https:\/\//)] });
  });

  it('when a science student gives a governorate, then a regional-admission faculty outside the region is listed apart as not open, never as a suggestion', async () => {
    // Ain Shams (a rules-data university) with an Education faculty: regional, group أ for Cairo, ج for Aswan.
    const ainShams = await createUniversityRepository(h.pool).insert(
      newUniversity({ name: 'Ain Shams University', nameArabic: 'جامعة عين شمس', type: 'public', location: { governorate: 'Cairo', governorateArabic: 'القاهرة' } }),
    );
    await importCutoffs(
      { pool: h.pool },
      {
        filePath: writeCsv([
          HEADER,
          ['2025', '', 'literary', 'Faculty of Education', 'كلية التربية', 'Ain Shams University', 'جامعة عين شمس', '230', '320', '71.88', SOURCE],
        ]),
      },
    );
    const ask = async (governorate: string) =>
      (await h.app.inject({ url: `/api/guidance/suggestions?score=240&stream=literary&year=2025&governorate=${governorate}` })).json().data;
    const cairo = await ask('Cairo');
    const all = (d: { tiers: Record<string, Array<{ university: { id: string } }>> }) => Object.values(d.tiers).flat();
    const cairoEducation = all(cairo).find((s) => s.university.id === ainShams.id) as unknown as { rules: Record<string, unknown> };
    expect(cairoEducation.rules).toMatchObject({ eligible: true, regionalAdmission: true, group: 'أ' });
    const aswan = await ask('Aswan');
    expect(all(aswan).map((s) => s.university.id)).not.toContain(ainShams.id);
    expect(aswan.notOpen).toEqual([expect.objectContaining({ kind: 'faculty', university: expect.objectContaining({ id: ainShams.id }), rules: expect.objectContaining({ eligible: false, reasons: [expect.objectContaining({ reason: 'regional-outside' })] }) })]);
    expect(aswan.totals.notOpen).toBe(1);
    expect(aswan.placement.notApplied).toEqual([]);
  });

  it('when a wish list holds a regional-admission faculty outside the student region, then the simulation names it and never places the student there', async () => {
    const cairo = (await h.app.inject({ url: '/api/guidance/suggestions?score=240&stream=literary&year=2025&governorate=Cairo' })).json().data;
    const education = Object.values(cairo.tiers as Record<string, Array<{ university: { id: string; name: string }; faculty: { key: string } }>>)
      .flat()
      .find((s) => s.university.name === 'Ain Shams University')!;
    const wishes = encodeURIComponent(`${education.university.id}~${education.faculty.key}`);
    const ask = async (governorate: string) =>
      (await h.app.inject({ url: `/api/guidance/wishes?score=240&stream=literary&year=2025&governorate=${governorate}&wishes=${wishes}` })).json().data.simulation;
    const aswan = await ask('Aswan');
    expect(aswan.warnings).toContainEqual({ code: 'regional-outside', indexes: [0] });
    expect(aswan.wishes[0]).toMatchObject({ reach: null, placed: 0 });
    expect(aswan.noPlacement).toBe(1);
    const home = await ask('Cairo');
    expect(home.warnings.map((w: { code: string }) => w.code)).not.toContain('regional-outside');
    expect(home.wishes[0].placed).toBeGreaterThan(0.5);
    // The rules' verdicts are kept per place and stage: asked again, Aswan still gets its own.
    expect((await ask('Aswan')).warnings).toContainEqual({ code: 'regional-outside', indexes: [0] });
  });
});
