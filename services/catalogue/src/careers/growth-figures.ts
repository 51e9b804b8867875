/**
 * Growth and demand indicators per career field from the published file (seed/career-growth.csv):
 * one row per indicator, kept by its natural key like the salary figures, read per field newest
 * first, each with its unit, year and publisher; forecasts and targets marked as such.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { z } from 'zod';
import type { TCareerGrowth, TGrowthFigure } from '@dalil/contracts/careers/growth-figures';
import { ALL_FIELDS } from '@dalil/contracts/careers/salary-figures';
import { publishedYear, splitSourceUrls } from '@dalil/contracts/common/source';
import { startYearOf } from '@dalil/contracts/catalogue/university-figures';
import { readCsv, reasonOf } from '../common/index.ts';
import { arabicOf } from '../common/index.ts';
import { fieldSlugs, type FiguresSeedCount } from './salary-figures.ts';

const text = (column: string) => z.string({ message: `${column} is required` }).trim().min(1, { message: `${column} is required` });
const ZGrowthRow = z.object({
  field: text('field'),
  indicator: text('indicator'),
  value: z.coerce.number({ message: 'value must be a number' }),
  unit: text('unit'),
  year: z.string().trim().optional().transform((v) => v || null),
  source_name: text('source_name'),
  source_url: z.string().trim().optional().transform((v) => v || null),
  notes: z.string().trim().optional().transform((v) => v || null),
});

export async function seedGrowthFigures(pool: pg.Pool, file: string): Promise<FiguresSeedCount> {
  const problems: string[] = [];
  let added = 0;
  let updated = 0;
  for (const [index, raw] of (await readCsv(file)).entries()) {
    const parsed = ZGrowthRow.safeParse(raw);
    if (!parsed.success) {
      problems.push(`career-growth.csv line ${index + 2}: ${reasonOf(parsed.error)}`);
      continue;
    }
    const r = parsed.data;
    const key = createHash('sha256').update([r.field, r.indicator, r.year, r.value, r.unit, r.source_name].join('|')).digest('hex');
    const { rows } = await pool.query<{ inserted: boolean }>(
      `insert into career_growth_figures as g (natural_key, fields, indicator, value, unit, year_text, year, source_name, source_url, notes, position)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)
       on conflict (natural_key) do update set source_url = excluded.source_url, notes = excluded.notes, position = excluded.position
       where not g.edited_by_admin and (g.source_url, g.notes, g.position) is distinct from (excluded.source_url, excluded.notes, excluded.position)
       returning (xmax = 0) as inserted`,
      [key, fieldSlugs(r.field), r.indicator, r.value, r.unit, r.year, startYearOf(r.year), r.source_name, r.source_url, r.notes, index],
    );
    if (rows[0]?.inserted) added++;
    else if (rows[0]) updated++;
  }
  return { added, updated, problems };
}

/** A forecast or a target is never read as a measured figure. */
const FORECAST = /forecast|target|projection/i;

export async function careerGrowth(pool: pg.Pool, fields: readonly string[]): Promise<TCareerGrowth[]> {
  const { rows } = await pool.query<{
    fields: string[];
    indicator: string;
    value: number;
    unit: string;
    year_text: string | null;
    source_name: string;
    source_url: string | null;
    notes: string | null;
  }>('select fields, indicator, value::float8 as value, unit, year_text, source_name, source_url, notes from career_growth_figures order by year desc nulls last, position');
  const figure = (r: (typeof rows)[number]): TGrowthFigure => ({
    indicator: r.indicator,
    indicatorArabic: arabicOf(r.indicator),
    value: r.value,
    unit: r.unit,
    unitArabic: arabicOf(r.unit),
    forecast: FORECAST.test(`${r.indicator} ${r.unit}`),
    notes: r.notes,
    notesArabic: arabicOf(r.notes),
    sourceName: r.source_name,
    sourceUrls: splitSourceUrls(r.source_url),
    year: publishedYear(r.year_text),
    confidence: null,
    confidenceNote: null,
  });
  return [...fields, ALL_FIELDS].map((field) => ({ field, figures: rows.filter((r) => r.fields.includes(field)).map(figure) }));
}
