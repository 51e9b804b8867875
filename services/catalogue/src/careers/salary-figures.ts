/**
 * Salary figures from the published file (seed/career-salaries.csv): one row per source figure,
 * kept by its natural key (field, level, year, source and amounts) — a later file adds its new
 * rows and updates what it says about known ones, never an administrator's edited row — and read
 * per career field with each level's most recent figures.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { z } from 'zod';
import { ALL_FIELDS, type TCareerSalaries, type TSalaryFigure, type TSalaryFigureKind, type TSalaryLevel } from '@dalil/contracts/careers/salary-figures';
import { publishedYear, splitSourceUrls } from '@dalil/contracts/common/source';
import { startYearOf } from '@dalil/contracts/catalogue/university-figures';
import { readCsv, reasonOf } from '../common/index.ts';
import { arabicOf } from '../common/index.ts';

type Level = TSalaryLevel | 'context';

const amount = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.coerce.number().int().min(0).nullable());
const ZSalaryRow = z.object({
  field: z.string().trim().min(1),
  level: z.string().trim().min(1),
  monthly_egp_low: amount,
  monthly_egp_high: amount,
  monthly_egp_typical: amount,
  // As published: "2024", "2022/23", "c.2017", or nothing.
  year_of_figure: z.string().trim().optional().transform((v) => v || null),
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

/** What a row is (see SALARY_FIGURE_KINDS): one employer's advert says so, as does a proxy or an anecdote. */
export function kindOf(label: string, sourceName: string): TSalaryFigureKind {
  const l = label.toLowerCase();
  if (/single advert/.test(l) || /^wuzzuf job advert/i.test(sourceName)) return 'advert';
  if (/proxy/.test(l)) return 'proxy';
  if (/anecdote/.test(l)) return 'anecdote';
  if (/demand|indicator|context/.test(l)) return 'indicator';
  return 'published';
}

/** "software engineering; data science" → ['software-engineering', 'data-science']; "all fields (national average)" → ['all-fields']. */
export const fieldSlugs = (field: string) => field.split(';').map((f) => f.trim().toLowerCase().replace(/\s*\(.*\)$/, '').replace(/[^a-z0-9]+/g, '-'));

export interface FiguresSeedCount {
  added: number;
  updated: number;
  problems: string[];
}

export async function seedSalaryFigures(pool: pg.Pool, file: string): Promise<FiguresSeedCount> {
  const problems: string[] = [];
  let added = 0;
  let updated = 0;
  for (const [index, raw] of (await readCsv(file)).entries()) {
    const parsed = ZSalaryRow.safeParse(raw);
    if (!parsed.success) {
      problems.push(`career-salaries.csv line ${index + 2}: ${reasonOf(parsed.error)}`);
      continue;
    }
    const r = parsed.data;
    // The key reads the year as the first version of this seed did (a bare four-digit year, else
    // nothing), so rows seeded then keep their identity.
    const keyYear = r.year_of_figure && /^\d{4}$/.test(r.year_of_figure) ? Number(r.year_of_figure) : null;
    const key = createHash('sha256')
      .update([r.field, r.level, keyYear, r.monthly_egp_low, r.monthly_egp_high, r.monthly_egp_typical, r.source_name, r.notes].join('|'))
      .digest('hex');
    const { rows } = await pool.query<{ inserted: boolean }>(
      `insert into career_salary_figures as f (natural_key, fields, level_label, level, kind, monthly_low, monthly_high, monthly_typical, year, year_text, source_name, source_url, notes)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)
       on conflict (natural_key) do update set kind = excluded.kind, year = excluded.year, year_text = excluded.year_text, source_url = excluded.source_url
       where not f.edited_by_admin and (f.kind, f.year, f.year_text, f.source_url) is distinct from (excluded.kind, excluded.year, excluded.year_text, excluded.source_url)
       returning (xmax = 0) as inserted`,
      [
        key,
        fieldSlugs(r.field),
        r.level,
        levelOf(r.level),
        kindOf(r.level, r.source_name),
        r.monthly_egp_low,
        r.monthly_egp_high,
        r.monthly_egp_typical,
        startYearOf(r.year_of_figure),
        r.year_of_figure,
        r.source_name,
        r.source_url,
        r.notes,
      ],
    );
    if (rows[0]?.inserted) added++;
    else if (rows[0]) updated++;
  }
  return { added, updated, problems };
}

interface FigureRow {
  fields: string[];
  level: Level;
  level_label: string;
  kind: TSalaryFigureKind;
  monthly_low: number | null;
  monthly_high: number | null;
  monthly_typical: number | null;
  year: number | null;
  year_text: string | null;
  source_name: string;
  source_url: string | null;
  notes: string | null;
}

/**
 * Per field (and for the rows about every field, ALL_FIELDS): each level's published figures of
 * their most recent year, then its job adverts of theirs (a newer advert never hides a survey's
 * average; a row with no year only where no dated one exists), and the notes.
 */
export async function careerSalaries(pool: pg.Pool, fields: readonly string[]): Promise<TCareerSalaries[]> {
  const { rows } = await pool.query<FigureRow>(
    `select fields, level, level_label, kind, monthly_low, monthly_high, monthly_typical, year, year_text, source_name, source_url, notes
     from career_salary_figures order by year desc nulls last, level_label`,
  );
  const figure = (r: FigureRow): TSalaryFigure => ({
    levelLabel: r.level_label,
    levelLabelArabic: arabicOf(r.level_label),
    kind: r.kind,
    low: r.monthly_low,
    high: r.monthly_high,
    typical: r.monthly_typical,
    notes: r.notes,
    notesArabic: arabicOf(r.notes),
    sourceName: r.source_name,
    sourceUrls: splitSourceUrls(r.source_url),
    year: publishedYear(r.year_text) ?? r.year,
    confidence: null,
    confidenceNote: null,
  });
  const newestOf = (list: FigureRow[]) => {
    const newest = list.find((r) => r.year !== null)?.year ?? null;
    return list.filter((r) => r.year === newest);
  };
  const latest = (list: FigureRow[]) => [...newestOf(list.filter((r) => r.kind !== 'advert')), ...newestOf(list.filter((r) => r.kind === 'advert'))].map(figure);
  return [...fields, ALL_FIELDS].map((field) => {
    const mine = rows.filter((r) => r.fields.includes(field));
    const at = (level: Level) => mine.filter((r) => r.level === level);
    return { field, entry: latest(at('entry')), mid: latest(at('mid')), senior: latest(at('senior')), all: latest(at('all')), context: at('context').map(figure) };
  });
}
