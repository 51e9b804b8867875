/**
 * Published salary figures: seeded once per row, read per career field with each level's most
 * recent figures, and rows the file marks as proxies, anecdotes or context kept as notes.
 */
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_DIRECTORY } from '../../src/seed/seed-catalogue.ts';
import { careerSalaries, fieldSlugs, levelOf, seedSalaryFigures } from '../../src/careers/salary-figures.ts';
import { openCatalogue, type Catalogue } from '../catalogue-support.ts';
import { writeCsv } from '../results/support.ts';

const HEADER = ['field', 'level', 'monthly_egp_low', 'monthly_egp_high', 'monthly_egp_typical', 'year_of_figure', 'source_name', 'source_url', 'notes'];

describe('career salary figures', () => {
  let h: Catalogue;
  beforeAll(async () => {
    h = await openCatalogue();
  });
  afterAll(async () => h?.close());

  it('when a row is labelled, then its level and fields are read as the file means them', () => {
    expect(levelOf('mid (3-5 years)')).toBe('mid');
    expect(levelOf('entry (fresh graduate)')).toBe('entry');
    expect(levelOf('all levels (ICT sector average)')).toBe('all');
    expect(levelOf('senior (executive proxy)')).toBe('context');
    expect(levelOf('entry (anecdote, 2023)')).toBe('context');
    expect(levelOf('demand indicator')).toBe('context');
    expect(fieldSlugs('software engineering;data science')).toEqual(['software-engineering', 'data-science']);
  });

  it('when fixture rows are seeded, then each level shows its newest figures and the rest are notes; seeding again adds nothing', async () => {
    const file = writeCsv([
      HEADER,
      ['testing field', 'mid (3-5 years)', '', '', '20000', '2022', 'Survey A', 'https://example.org/a', 'Backend engineer. 2022 report.'],
      ['testing field', 'mid (3-5 years)', '', '', '57300', '2024', 'Survey A', 'https://example.org/a', 'Backend engineer. 2024 report.'],
      ['testing field', 'mid (3-5 years)', '', '', '49300', '2024', 'Survey A', 'https://example.org/a', 'Frontend engineer. 2024 report.'],
      ['testing field', 'senior (executive proxy)', '80000', '150000', '', '2024', 'Blog B', '', 'CFO range, low trust.'],
    ]);
    expect(await seedSalaryFigures(h.pool, file)).toEqual({ added: 4, problems: [] });
    expect((await seedSalaryFigures(h.pool, file)).added).toBe(0);
    const [testing] = await careerSalaries(h.pool, ['testing-field']);
    expect(testing!.mid.map((f) => [f.typical, f.year])).toEqual([
      [57300, 2024],
      [49300, 2024],
    ]);
    expect(testing!.entry).toEqual([]);
    expect(testing!.senior).toEqual([]);
    expect(testing!.context).toEqual([expect.objectContaining({ low: 80000, high: 150000, levelLabel: 'senior (executive proxy)', sourceName: 'Blog B' })]);
  });

  it('when the published file is seeded, then every row is stored once', async () => {
    const rows = (parse(readFileSync(`${SEED_DIRECTORY}/career-salaries.csv`), { columns: true }) as unknown[]).length;
    expect(rows).toBe(50);
    const outcome = await seedSalaryFigures(h.pool, `${SEED_DIRECTORY}/career-salaries.csv`);
    expect(outcome.problems).toEqual([]);
    const { rows: stored } = await h.pool.query(`select count(*)::int as n from career_salary_figures where source_name not in ('Survey A', 'Blog B')`);
    expect(stored[0].n).toBe(outcome.added);
    expect(outcome.added).toBe(rows);
    const response = await h.app.inject({ url: '/api/careers/salaries' });
    expect(response.statusCode).toBe(200);
  });
});
