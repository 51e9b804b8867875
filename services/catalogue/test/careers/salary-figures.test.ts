/**
 * Published salary and growth figures on fixture rows: seeded once per row, read per career field
 * with each level's most recent figures and their publisher, year as published and every source
 * page; an employer's advert and a proxy say what they are; a field no row speaks for has no
 * figure; rows about every field come apart. The published files are checked to load whole.
 */
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_DIRECTORY } from '../../src/seed/seed-catalogue.ts';
import { careerSalaries, fieldSlugs, kindOf, levelOf, seedSalaryFigures } from '../../src/careers/salary-figures.ts';
import { careerGrowth, seedGrowthFigures } from '../../src/careers/growth-figures.ts';
import { openCatalogue, type Catalogue } from '../catalogue-support.ts';
import { writeCsv } from '../results/support.ts';

const HEADER = ['field', 'level', 'monthly_egp_low', 'monthly_egp_high', 'monthly_egp_typical', 'year_of_figure', 'source_name', 'source_url', 'notes'];
const GROWTH_HEADER = ['field', 'indicator', 'value', 'unit', 'year', 'source_name', 'source_url', 'notes'];

describe('career salary and growth figures', () => {
  let h: Catalogue;
  beforeAll(async () => {
    h = await openCatalogue();
  });
  afterAll(async () => h?.close());

  it('when a row is labelled, then its level, kind and fields are read as the file means them', () => {
    expect(levelOf('mid (3-5 years)')).toBe('mid');
    expect(levelOf('entry (fresh graduate)')).toBe('entry');
    expect(levelOf('all levels (ICT sector average)')).toBe('all');
    expect(levelOf('senior (executive proxy)')).toBe('context');
    expect(levelOf('entry (public-sector resident doctor, clinical proxy)')).toBe('context');
    expect(levelOf('entry (anecdote, 2023)')).toBe('context');
    expect(levelOf('demand indicator')).toBe('context');
    expect(kindOf('entry (0-2 years, single advert)', 'Wuzzuf job advert: Civil Engineer')).toBe('advert');
    expect(kindOf('entry (public-sector resident doctor, clinical proxy)', 'Medical Syndicate')).toBe('proxy');
    expect(kindOf('mid (3-5 years)', 'EgyTech FYI')).toBe('published');
    expect(fieldSlugs('software engineering;data science')).toEqual(['software-engineering', 'data-science']);
    expect(fieldSlugs('all fields (national average)')).toEqual(['all-fields']);
  });

  it('when fixture rows are seeded, then each level shows its newest published figures, then its newest adverts, with publisher, year as published and every page; the rest are notes; seeding again adds nothing', async () => {
    const file = writeCsv([
      HEADER,
      ['testing field', 'mid (3-5 years, fixture)', '', '', '20000', '2022', 'Survey A', 'https://example.org/a', 'Backend engineer. 2022 report.'],
      ['testing field', 'mid (3-5 years, fixture)', '', '', '57300', '2024', 'Survey A', 'https://example.org/a | https://example.org/a-copy', 'Backend engineer. 2024 report.'],
      ['testing field', 'entry (0-2 years, single advert)', '10000', '15000', '', '2026', 'Wuzzuf job advert: Site Engineer, Example Co', 'https://example.org/advert', 'One advert.'],
      ['testing field', 'mid (3-5 years, single advert)', '20000', '50000', '', '2026', 'Wuzzuf job advert: Backend Engineer, Example Co', 'https://example.org/advert-2', 'One advert.'],
      ['testing field', 'all levels (sector average)', '', '', '14284', '2022/23', 'Census B', 'https://example.org/b', ''],
      ['testing field', 'senior (doctor pay, clinical proxy)', '80000', '150000', '', '2024', 'Blog C', '', 'Doctors, not managers.'],
      ['all fields (national average)', 'all levels', '', '', '6336', '2024', 'Statistics office', 'https://example.org/national', ''],
    ]);
    expect(await seedSalaryFigures(h.pool, file)).toEqual({ added: 7, updated: 0, problems: [] });
    expect(await seedSalaryFigures(h.pool, file)).toEqual({ added: 0, updated: 0, problems: [] });
    const [testing, untouched, everyField] = await careerSalaries(h.pool, ['testing-field', 'untouched-field']);
    expect(testing!.mid).toEqual([
      {
        levelLabel: 'mid (3-5 years, fixture)',
        // No Arabic is written for these fixture texts: none is made up.
        levelLabelArabic: null,
        kind: 'published',
        low: null,
        high: null,
        typical: 57300,
        notes: 'Backend engineer. 2024 report.',
        notesArabic: null,
        sourceName: 'Survey A',
        sourceUrls: ['https://example.org/a', 'https://example.org/a-copy'],
        year: 2024,
        confidence: null,
        confidenceNote: null,
      },
      // A newer advert comes after the survey's average, never instead of it.
      expect.objectContaining({ kind: 'advert', low: 20000, high: 50000, year: 2026 }),
    ]);
    expect(testing!.entry).toEqual([expect.objectContaining({ kind: 'advert', low: 10000, high: 15000, sourceName: 'Wuzzuf job advert: Site Engineer, Example Co', year: 2026 })]);
    expect(testing!.all).toEqual([expect.objectContaining({ typical: 14284, year: '2022/23', sourceName: 'Census B' })]);
    expect(testing!.senior).toEqual([]);
    expect(testing!.context).toEqual([expect.objectContaining({ kind: 'proxy', low: 80000, levelLabel: 'senior (doctor pay, clinical proxy)', sourceName: 'Blog C', sourceUrls: [] })]);
    // A field no row speaks for has no figure at any level, and no note.
    expect(untouched).toEqual({ field: 'untouched-field', entry: [], mid: [], senior: [], all: [], context: [] });
    expect(everyField).toMatchObject({ field: 'all-fields', all: [expect.objectContaining({ typical: 6336, sourceName: 'Statistics office' })] });
  });

  it('when growth rows are seeded, then each field lists its indicators newest first with unit, year and publisher, forecasts marked', async () => {
    const file = writeCsv([
      GROWTH_HEADER,
      ['testing field', 'sector real growth rate', '16.3', '% per year', 'FY2021/22', 'Ministry D', 'https://example.org/d', 'Highest growth.'],
      ['testing field', 'industry growth (forecast)', '7.4', '% per year (forecast)', '2024-2027', 'Forecaster E', 'https://example.org/e', ''],
      ['all fields', 'real GDP growth', '4.4', '% per year', 'FY2024/25', 'Ministry F', 'https://example.org/f', ''],
    ]);
    expect(await seedGrowthFigures(h.pool, file)).toEqual({ added: 3, updated: 0, problems: [] });
    expect((await seedGrowthFigures(h.pool, file)).added).toBe(0);
    const [testing, untouched, everyField] = await careerGrowth(h.pool, ['testing-field', 'untouched-field']);
    expect(testing!.figures.map((f) => [f.indicator, f.value, f.unit, f.year, f.forecast, f.sourceName])).toEqual([
      ['industry growth (forecast)', 7.4, '% per year (forecast)', '2024-2027', true, 'Forecaster E'],
      ['sector real growth rate', 16.3, '% per year', 'FY2021/22', false, 'Ministry D'],
    ]);
    expect(untouched!.figures).toEqual([]);
    expect(everyField!.figures.map((f) => f.indicator)).toEqual(['real GDP growth']);
  });

  it('when the published files are seeded, then every row loads, once', async () => {
    for (const [name, seed] of [
      ['career-salaries.csv', seedSalaryFigures],
      ['career-growth.csv', seedGrowthFigures],
    ] as const) {
      const rows = (parse(readFileSync(`${SEED_DIRECTORY}/${name}`), { columns: true }) as unknown[]).length;
      const outcome = await seed(h.pool, `${SEED_DIRECTORY}/${name}`);
      expect(outcome).toEqual({ added: rows, updated: 0, problems: [] });
    }
    expect((await h.app.inject({ url: '/api/careers/salaries' })).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/api/careers/growth' })).statusCode).toBe(200);
  });
});
