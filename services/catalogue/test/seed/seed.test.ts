import { cpSync, mkdtempSync, appendFileSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_DIRECTORY, seedCatalogue } from '../../src/seed/seed-catalogue.ts';
import { CUTOFFS_SEED_FILES, INSTITUTES_SEED_FILE, seedCutoffs } from '../../src/results/seed-cutoffs.ts';
import { seedPlacementRules } from '../../src/guidance/rules/rule-rows.ts';
import { openCatalogue, type Catalogue } from '../catalogue-support.ts';

describe('catalogue seed', () => {
  let h: Catalogue;
  beforeAll(async () => {
    h = await openCatalogue();
  });
  afterAll(async () => h?.close());

  const count = async (table: string) => Number((await h.pool.query(`select count(*) as n from ${table}`)).rows[0].n);

  const recordsOf = (file: string) => parse(readFileSync(path.join(SEED_DIRECTORY, file)), { columns: true }) as Array<Record<string, string>>;
  const rowsOf = (file: string) => recordsOf(file).length;
  // universities.csv's rows and the institutions the Ministry's list adds to them.
  const universityCount = () => rowsOf('universities.csv') + recordsOf('universities-complete.csv').filter((r) => r.in_catalogue === 'no').length;

  it('when the catalogue starts empty, then every row of the seed files is loaded with its source', async () => {
    const outcome = await seedCatalogue(h.pool);
    const scholarships = rowsOf('scholarships.csv');
    const programCount = rowsOf('programs.csv') + rowsOf('graduate-programs.csv');
    expect(scholarships).toBe(59);
    expect(programCount).toBe(86);
    const listed = recordsOf('universities-complete.csv');
    expect(outcome).toMatchObject({ universities: rowsOf('universities.csv'), renamed: 2, faculties: 141, scholarships, programs: programCount, problems: [] });
    expect(outcome.list).toMatchObject({ added: listed.filter((r) => r.in_catalogue === 'no').length, keptEdited: [] });
    expect(await count('universities')).toBe(universityCount());
    // Every university has the type the Ministry's list gives it.
    const { rows: types } = await h.pool.query<{ name: string; type: string }>('select name, type from universities');
    const typeOf = new Map(types.map((r) => [r.name, r.type]));
    for (const row of listed) expect([row.name_en, typeOf.get(row.catalogue_name_en || row.name_en!)]).toEqual([row.name_en, row.type]);
    expect(await count('scholarships')).toBe(scholarships);
    expect(await count('programs')).toBe(programCount);
    const { rows } = await h.pool.query(`select sum(jsonb_array_length(faculties))::int as n from universities`);
    expect(rows[0].n).toBe(141);
    const { rows: unsourced } = await h.pool.query(`select name from universities where cardinality(source_urls) = 0`);
    expect(unsourced).toEqual([]);
    const { rows: noScholarshipSource } = await h.pool.query(`select name from scholarships where cardinality(source_urls) = 0`);
    expect(noScholarshipSource).toEqual([]);
    const { rows: noArabic } = await h.pool.query(`select name from scholarships where name_arabic is null`);
    expect(noArabic).toEqual([]);
    // Worded figures stay as published: Chevening's usual month is not in the file; GERSS's amount is words.
    const gerss = (await h.app.inject({ url: `/api/scholarships?search=${encodeURIComponent('GERSS')}` })).json().data[0];
    expect(gerss).toMatchObject({ amount: null, amountText: expect.stringContaining('1069 per month') });
    const programs = (await h.app.inject({ url: '/api/programs?university=E-JUST&limit=100' })).json().data;
    // programs.csv's two E-JUST programmes and graduate-programs.csv's 26.
    expect(programs).toHaveLength(28);
    for (const program of programs) {
      expect(program.sourceUrl).toMatch(/^https:\/\/(www\.)?ejust\.edu\.eg\//);
      // Never invented: the sources state no tuition or GPA for E-JUST.
      expect(program).toMatchObject({ tuition: { annual: null }, requirements: { gpa: null } });
    }
  });

  it('when it runs again, then nothing is inserted twice', async () => {
    const outcome = await seedCatalogue(h.pool);
    expect(outcome).toMatchObject({ universities: 0, list: { added: 0, retyped: 0, filled: 0 }, faculties: 0, scholarships: 0, programs: 0 });
    expect(await count('universities')).toBe(universityCount());
  });

  it('when an administrator edited a seeded university and deleted a seeded scholarship, then re-seeding keeps both decisions', async () => {
    const cairo = (await h.app.inject({ url: '/api/universities?search=cairo' })).json().data[0];
    const edit = await h.app.inject({
      method: 'PUT',
      url: `/api/admin/universities/${cairo.id}`,
      headers: h.admin,
      payload: { description: 'Edited by an administrator', website: 'https://cu.edu.eg/en', faculties: [] },
    });
    expect(edit.statusCode).toBe(200);
    const chevening = (await h.app.inject({ url: '/api/scholarships?search=chevening' })).json().data[0];
    await h.app.inject({ method: 'DELETE', url: `/api/admin/scholarships/${chevening.id}`, headers: h.admin });

    await seedCatalogue(h.pool);

    expect((await h.pool.query('select edited_by_admin from universities where id = $1', [cairo.id])).rows[0].edited_by_admin).toBe(true);
    const after = (await h.app.inject({ url: `/api/universities/${cairo.id}` })).json().data;
    expect(after).toMatchObject({ description: 'Edited by an administrator', website: 'https://cu.edu.eg/en', faculties: [] });
    expect((await h.app.inject({ url: '/api/scholarships?search=chevening' })).json().pagination.total).toBe(0);
  });

  it('when a later version of the files adds rows, then only those rows are applied on the next start', async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'dalil-seed-'));
    cpSync(SEED_DIRECTORY, directory, { recursive: true });
    appendFileSync(
      path.join(directory, 'universities.csv'),
      'Seed Addition University,جامعة الإضافة,private,Cairo,القاهرة,,,,,A university added in a later seed.,جامعة أضيفت لاحقا.,https://example.org/source\r\n',
    );
    appendFileSync(path.join(directory, 'faculties.csv'), 'Seed Addition University,Faculty of Nursing,كلية التمريض,https://example.org/source\r\n');
    const outcome = await seedCatalogue(h.pool, directory);
    expect(outcome).toMatchObject({ universities: 1, faculties: 1, scholarships: 0 });
    const added = (await h.app.inject({ url: `/api/universities?search=${encodeURIComponent('الاضافه')}` })).json().data[0];
    expect(added).toMatchObject({ name: 'Seed Addition University', faculties: [expect.objectContaining({ name: 'Faculty of Nursing' })] });
    // The edited Cairo University still has no faculties: its faculty keys were applied before.
    const cairo = (await h.app.inject({ url: '/api/universities?search=cairo' })).json().data[0];
    expect(cairo.faculties).toEqual([]);
  });

  it('when the cut-offs are seeded, then every distinct row of the three files (institutes included) is stored once, and a second start reads nothing again', async () => {
    // The files' own rows, by the table's natural key (a file may repeat a row).
    const keys = new Set<string>();
    for (const file of [...CUTOFFS_SEED_FILES, INSTITUTES_SEED_FILE]) {
      const rows = parse(readFileSync(file), { columns: true, bom: true, skip_empty_lines: true }) as Array<Record<string, string>>;
      for (const row of rows) {
        const stream = row.stream === 'mathematics' ? 'math' : row.stream;
        keys.add(`${row.year}|${stream}|${row.university_en!.toLowerCase()}|${row.faculty_en!.toLowerCase()}`);
      }
    }
    const outcome = await seedCutoffs(h.pool);
    expect(outcome).toMatchObject({ skipped: false, imported: keys.size, rejected: 0 });
    expect(await count('admission_cutoffs')).toBe(keys.size);
    expect(await seedCutoffs(h.pool)).toMatchObject({ skipped: true, imported: 0 });
    expect(await count('admission_cutoffs')).toBe(keys.size);
    // 4,168 + 46 cut-off rows and 1,793 institutes, each keeping its publisher where the file names one.
    const kinds = (await h.pool.query<{ kind: string; n: number; named: number }>(
      `select kind, count(*)::int as n, count(source_name)::int as named from admission_cutoffs group by kind`,
    )).rows;
    expect(kinds.find((k) => k.kind === 'institute')).toEqual({ kind: 'institute', n: 1793, named: 1793 });
    expect((await h.pool.query<{ n: number }>(`select count(*)::int as n from admission_cutoffs where source_urls::text like '%|%'`)).rows[0]!.n).toBe(0);
    // Every per-university row names a catalogue university, except those the lists do not attribute to one.
    const { rows: unlinked } = await h.pool.query<{ university_name: string }>(
      `select distinct university_name from admission_cutoffs where kind = 'faculty' and university_id is null`,
    );
    expect(unlinked.map((r) => r.university_name).sort()).toEqual([...outcome.link.unmatched].sort());
  });

  it('when the placement rules are seeded, then every row of the five files is stored once with its source, and a second start reads nothing again', async () => {
    expect(await seedPlacementRules(h.pool)).toEqual({
      skipped: false,
      rows: { 'geographic-regions': 438, 'geo-exempt-faculties': 32, 'stage-thresholds': 69, 'score-distribution': 72, 'other-rules': 19 },
    });
    expect(await count('placement_rule_rows')).toBe(630);
    expect((await seedPlacementRules(h.pool)).skipped).toBe(true);
    expect(await count('placement_rule_rows')).toBe(630);
    expect((await h.pool.query<{ n: number }>('select count(*)::int as n from placement_rule_rows where source_name is null')).rows[0]!.n).toBe(0);
  });

  it('when two replicas seed at the same time, then the rows are loaded once', async () => {
    const fresh = await openCatalogue();
    try {
      const outcomes = await Promise.all([seedCatalogue(fresh.pool), seedCatalogue(fresh.pool)]);
      expect(outcomes.map((o) => o.universities).sort()).toEqual([0, rowsOf('universities.csv')]);
      expect(Number((await fresh.pool.query('select count(*) as n from universities')).rows[0].n)).toBe(universityCount());
    } finally {
      await fresh.close();
    }
  });
});
