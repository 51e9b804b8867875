/**
 * The catalogue's data health (contracts/catalogue/data-health.ts): each kind's checks counted in
 * PostgreSQL, one query per kind, and the records one check counts, for the panel list where they
 * are fixed. "Old" is as the pages say it (isOldFigure): a figure whose first year is more than
 * FIGURE_OLD_AFTER_YEARS before the current one.
 */
import type { Queryable } from '@dalil/service-kit/database';
import { NotFound } from '@dalil/service-kit/errors';
import { DATA_HEALTH_CHECKS, DATA_HEALTH_LISTS, type TDataCheck, type TDataHealth, type TDataHealthRecords, type TDataKind } from '@dalil/contracts/catalogue/data-health';
import { FIGURE_OLD_AFTER_YEARS } from '@dalil/contracts/catalogue/university-figures';

/** The first four-digit year of a text column ("2024/2025", "FY2021/22", "2025-2026"), or null. */
const firstYear = (column: string) => `substring(${column} from '\\d{4}')::int`;
/** How many pages a row's source names: an array column, or a data file's ' | '-separated cell. */
const pagesOf = { array: 'cardinality(source_urls)', cell: "cardinality(string_to_array(coalesce(source_url, ''), ' | '))" };

interface FigureTable {
  from: string;
  /** The row's year as an integer (null when the source states none). */
  year: string;
  pages: string;
  /** The table has the data's confidence column. */
  confidence?: boolean;
}

/** The published figures' tables, each counted by the same checks. */
const FIGURE_TABLES: Partial<Record<TDataKind, FigureTable>> = {
  fees: { from: 'university_fees', year: firstYear('academic_year'), pages: pagesOf.array },
  rankings: { from: 'university_rankings', year: firstYear('edition'), pages: pagesOf.array },
  facts: { from: 'university_facts', year: 'as_of_year', pages: pagesOf.array },
  cutoffs: { from: `admission_cutoffs where kind = 'faculty'`, year: 'year', pages: pagesOf.array },
  minimums: { from: 'private_minimums', year: 'admission_year', pages: pagesOf.array, confidence: true },
  technological: { from: 'technological_admission', year: firstYear('academic_year'), pages: pagesOf.array, confidence: true },
  salaries: { from: 'career_salary_figures', year: 'year', pages: pagesOf.cell },
  growth: { from: 'career_growth_figures', year: 'year', pages: pagesOf.cell },
  prices: { from: 'living_cost_prices', year: 'year', pages: pagesOf.array },
};

/** The condition each figure check counts, on a figure table's row ($1: the first year that is not old). */
function figureCondition(table: FigureTable, check: TDataCheck): string {
  switch (check) {
    case 'old':
      return `${table.year} < $1`;
    case 'no-year':
      return `${table.year} is null`;
    case 'single-source':
      return `${table.pages} <= 1`;
    case 'low-confidence':
      return `confidence = 'low'`;
    case 'medium-confidence':
      return `confidence = 'medium'`;
    default:
      throw new Error(`${check} is not a figure check`);
  }
}

/** A university without its …, and the public universities' faculties without a cut-off of the latest year. */
const UNIVERSITY_CONDITIONS: Record<(typeof DATA_HEALTH_CHECKS)['universities'][number], string> = {
  'no-fee': 'not exists (select 1 from university_fees f where f.university_id = u.id)',
  'no-rank': 'not exists (select 1 from university_rankings r where r.university_id = u.id)',
  'no-arabic-name': "coalesce(trim(u.name_arabic), '') = ''",
};
const LATEST_CUTOFF_YEAR = `(select max(year) from admission_cutoffs where kind = 'faculty')`;
const PUBLIC_FACULTIES = `select u.id, f->>'key' as key from universities u cross join jsonb_array_elements(u.faculties) f where u.type = 'public'`;
const WITHOUT_LATEST_CUTOFF = `not exists (select 1 from admission_cutoffs c where c.kind = 'faculty' and c.year = ${LATEST_CUTOFF_YEAR} and c.university_id = pf.id and c.faculty_key = pf.key)`;

const counted = (conditions: Array<[TDataCheck, string]>) => conditions.map(([check, condition]) => `count(*) filter (where ${condition})::int as "${check}"`).join(', ');

/** What "old" and "passed" are measured against. */
function parametersOf(now: Date): { oldBefore: number; today: string } {
  return { oldBefore: now.getUTCFullYear() - FIGURE_OLD_AFTER_YEARS, today: now.toISOString().slice(0, 10) };
}

/** One query for a kind: its total and every check's count. */
function countQuery(kind: TDataKind, now: Date): { text: string; values: unknown[] } {
  const { oldBefore, today } = parametersOf(now);
  const checks = DATA_HEALTH_CHECKS[kind] as readonly TDataCheck[];
  if (kind === 'universities') return { text: `select count(*)::int as total, ${counted(checks.map((c) => [c, UNIVERSITY_CONDITIONS[c as keyof typeof UNIVERSITY_CONDITIONS]]))} from universities u`, values: [] };
  if (kind === 'faculties') return { text: `select count(*)::int as total, ${counted([['no-cutoff-latest-year', WITHOUT_LATEST_CUTOFF]])} from (${PUBLIC_FACULTIES}) pf`, values: [] };
  if (kind === 'scholarships') return { text: `select count(*)::int as total, ${counted([['deadline-passed', 'deadline < $1::date']])} from scholarships where is_active`, values: [today] };
  const table = FIGURE_TABLES[kind]!;
  const conditions = checks.map((c): [TDataCheck, string] => [c, figureCondition(table, c)]);
  return { text: `select count(*)::int as total, ${counted(conditions)} from ${table.from}`, values: conditions.some(([, c]) => c.includes('$1')) ? [oldBefore] : [] };
}

export async function dataHealth(db: Queryable, now = new Date()): Promise<TDataHealth> {
  const kinds = Object.keys(DATA_HEALTH_CHECKS) as TDataKind[];
  const counts = await Promise.all(
    kinds.map(async (kind) => {
      const { rows } = await db.query<Record<string, number>>(countQuery(kind, now));
      const row = rows[0]!;
      return { kind, total: row.total!, checks: (DATA_HEALTH_CHECKS[kind] as readonly TDataCheck[]).map((check) => ({ check, count: row[check]! })) };
    }),
  );
  const { rows } = await db.query<{ year: number | null }>(`select ${LATEST_CUTOFF_YEAR} as year`);
  return { generatedAt: now.toISOString(), oldBefore: parametersOf(now).oldBefore, latestCutoffYear: rows[0]?.year ?? null, kinds: counts };
}

/** The ids one check counts, in the list where they are fixed (a university for its fees, rankings, facts and faculties). */
export async function dataHealthRecords(db: Queryable, kind: TDataKind, check: TDataCheck, now = new Date()): Promise<TDataHealthRecords> {
  const list = DATA_HEALTH_LISTS[kind];
  if (!(DATA_HEALTH_CHECKS[kind] as readonly TDataCheck[]).includes(check)) throw new NotFound(`${kind} has no check "${check}"`);
  if (list !== 'universities' && list !== 'scholarships') throw new NotFound(`The ${kind} are not kept in a panel list`);
  const { oldBefore, today } = parametersOf(now);
  let sql: string;
  let values: unknown[] = [];
  if (kind === 'universities') sql = `select u.id::text as id from universities u where ${UNIVERSITY_CONDITIONS[check as keyof typeof UNIVERSITY_CONDITIONS]}`;
  else if (kind === 'faculties') sql = `select distinct pf.id::text as id from (${PUBLIC_FACULTIES}) pf where ${WITHOUT_LATEST_CUTOFF}`;
  else if (kind === 'scholarships') {
    sql = 'select id::text as id from scholarships where is_active and deadline < $1::date';
    values = [today];
  } else {
    const table = FIGURE_TABLES[kind]!;
    const condition = figureCondition(table, check);
    sql = `select distinct university_id::text as id from ${table.from} where university_id is not null and ${condition}`;
    if (condition.includes('$1')) values = [oldBefore];
  }
  const { rows } = await db.query<{ id: string }>(sql, values);
  return { list, ids: rows.map((r) => r.id).sort() };
}
