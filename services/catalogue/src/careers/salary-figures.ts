/**
 * Salary figures from the published file (seed/career-salaries.csv): seeded once per row
 * (natural key: field, level, year, source and amounts), and read per career field with each
 * level's most recent figures.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { z } from 'zod';
import { splitSourceUrls } from '@dalil/contracts/common/source';
import type { TCareerSalaries, TSalaryFigure, TSalaryLevel } from '@dalil/contracts/careers/salary-figures';
import { readCsv, reasonOf } from '../bulk-import/index.ts';

type Level = TSalaryLevel | 'context';

const amount = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.coerce.number().int().min(0).nullable());
const ZSalaryRow = z.object({
  field: z.string().trim().min(1),
  level: z.string().trim().min(1),
  monthly_egp_low: amount,
  monthly_egp_high: amount,
  monthly_egp_typical: amount,
  year_of_figure: z.preprocess((v) => (typeof v === 'string' && /^\d{4}$/.test(v.trim()) ? Number(v) : null), z.number().int().nullable()),
  source_name: z.string().trim().min(1, 'source_name is required'),
  source_url: z.string().trim().optional().transform((v) => v || null),
  notes: z.string().trim().optional().transform((v) => v || null),
});

/** The level a row speaks for; proxies, anecdotes, context and demand rows are notes. */
export function levelOf(label: string): Level {
  const l = label.toLowerCase();
  if (/proxy|anecdote|context|demand|indicator/.test(l)) return 'context';
  if (l.startsWith('entry')) return 'entry';
  if (l.startsWith('mid')) return 'mid';
  if (l.startsWith('senior')) return 'senior';
  if (l.startsWith('all levels')) return 'all';
  return 'context';
}

/** "software engineering; data science" → ['software-engineering', 'data-science']. */
export const fieldSlugs = (field: string) => field.split(';').map((f) => f.trim().toLowerCase().replace(/\s*\(.*\)$/, '').replace(/[^a-z0-9]+/g, '-'));

export async function seedSalaryFigures(pool: pg.Pool, file: string): Promise<{ added: number; problems: string[] }> {
  const problems: string[] = [];
  let added = 0;
  for (const [index, raw] of (await readCsv(file)).entries()) {
    const parsed = ZSalaryRow.safeParse(raw);
    if (!parsed.success) {
      problems.push(`career-salaries.csv line ${index + 2}: ${reasonOf(parsed.error)}`);
      continue;
    }
    const r = parsed.data;
    const key = createHash('sha256')
      .update([r.field, r.level, r.year_of_figure, r.monthly_egp_low, r.monthly_egp_high, r.monthly_egp_typical, r.source_name, r.notes].join('|'))
      .digest('hex');
    const result = await pool.query(
      `insert into career_salary_figures (natural_key, fields, level_label, level, monthly_low, monthly_high, monthly_typical, year, source_name, source_url, notes)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) on conflict (natural_key) do nothing`,
      [key, fieldSlugs(r.field), r.level, levelOf(r.level), r.monthly_egp_low, r.monthly_egp_high, r.monthly_egp_typical, r.year_of_figure, r.source_name, r.source_url, r.notes],
    );
    added += result.rowCount ?? 0;
  }
  return { added, problems };
}

interface FigureRow {
  fields: string[];
  level: Level;
  level_label: string;
  monthly_low: number | null;
  monthly_high: number | null;
  monthly_typical: number | null;
  year: number | null;
  source_name: string;
  source_url: string | null;
  notes: string | null;
}

/** Per field: each level's figures of its most recent year (newest first otherwise), and the notes. */
export async function careerSalaries(pool: pg.Pool, fields: readonly string[]): Promise<TCareerSalaries[]> {
  const { rows } = await pool.query<FigureRow>(
    'select fields, level, level_label, monthly_low, monthly_high, monthly_typical, year, source_name, source_url, notes from career_salary_figures order by year desc nulls last, level_label',
  );
  const figure = (r: FigureRow): TSalaryFigure => ({
    levelLabel: r.level_label,
    low: r.monthly_low,
    high: r.monthly_high,
    typical: r.monthly_typical,
    notes: r.notes,
    sourceName: r.source_name,
    sourceUrls: splitSourceUrls(r.source_url),
    year: r.year,
    confidence: null,
    confidenceNote: null,
  });
  const latest = (list: FigureRow[]) => {
    const newest = list.find((r) => r.year !== null)?.year ?? null;
    return list.filter((r) => r.year === newest).map(figure);
  };
  return fields.map((field) => {
    const mine = rows.filter((r) => r.fields.includes(field));
    const at = (level: Level) => mine.filter((r) => r.level === level);
    return { field, entry: latest(at('entry')), mid: latest(at('mid')), senior: latest(at('senior')), all: latest(at('all')), context: at('context').map(figure) };
  });
}
