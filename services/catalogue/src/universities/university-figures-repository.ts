/** The figures tables (migration 0530): seed upserts by natural key, links, and reads per university. */
import type { TFactKind, TRankingSystem } from '@dalil/contracts/catalogue/university-figures';
import type { Queryable } from '@dalil/service-kit/database';
import type { FeeRecord } from './university-fees.ts';

export const FIGURE_TABLES = ['university_fees', 'university_rankings', 'university_facts', 'university_links'] as const;
export type FigureTable = (typeof FIGURE_TABLES)[number];
/** Every table the seed upserts by natural key: the figures, and the admission minimums and rules (migration 0703). */
export type SeededTable = FigureTable | 'private_minimums' | 'technological_admission';

/** Each table's seeded columns (besides natural_key) and their SQL types. */
const COLUMNS: Record<SeededTable, Array<[name: string, type: string]>> = {
  university_fees: [
    ['university_name', 'text'],
    ['university_name_arabic', 'text'],
    ['program_name', 'text'],
    ['program_name_arabic', 'text'],
    ['academic_year', 'text'],
    ['students', 'text'],
    ['basis', 'text'],
    ['amount_min', 'numeric'],
    ['amount_max', 'numeric'],
    ['currency', 'text'],
    ['applies_to_all_faculties', 'boolean'],
    ['notes', 'text'],
    ['source_name', 'text'],
    ['source_url', 'text'],
    ['source_urls', 'text[]'],
  ],
  university_rankings: [
    ['university_name', 'text'],
    ['ranking', 'text'],
    ['edition', 'text'],
    ['world_rank', 'text'],
    ['national_rank', 'text'],
    ['source_name', 'text'],
    ['source_url', 'text'],
    ['source_urls', 'text[]'],
  ],
  university_facts: [
    ['university_name', 'text'],
    ['kind', 'text'],
    ['value', 'numeric'],
    ['as_of_year', 'integer'],
    ['source_name', 'text'],
    ['source_url', 'text'],
    ['source_urls', 'text[]'],
  ],
  university_links: [
    ['university_name', 'text'],
    ['wikipedia_en', 'text'],
    ['wikipedia_ar', 'text'],
    ['as_of_year', 'integer'],
    ['source_name', 'text'],
    ['source_url', 'text'],
    ['source_urls', 'text[]'],
  ],
  private_minimums: [
    ['admission_year', 'integer'],
    ['academic_year', 'text'],
    ['tier', 'text'],
    ['universities_in_tier', 'text'],
    ['certificate', 'text'],
    ['faculty_group', 'text'],
    ['faculty_group_arabic', 'text'],
    ['min_percentage', 'numeric'],
    ['confidence', 'text'],
    ['notes', 'text'],
    ['source_name', 'text'],
    ['source_url', 'text'],
    ['source_urls', 'text[]'],
  ],
  technological_admission: [
    ['academic_year', 'text'],
    ['applies_to', 'text'],
    ['certificate', 'text'],
    ['certificate_arabic', 'text'],
    ['rule', 'text'],
    ['details', 'text'],
    ['confidence', 'text'],
    ['notes', 'text'],
    ['source_name', 'text'],
    ['source_url', 'text'],
    ['source_urls', 'text[]'],
  ],
};

export interface UpsertCount {
  inserted: number;
  updated: number;
}

export interface FeeRow extends FeeRecord {
  id: string;
  programNameArabic: string | null;
  notes: string | null;
}

export interface RankingRow {
  ranking: TRankingSystem;
  edition: string;
  worldRank: string;
  nationalRank: string | null;
  sourceName: string | null;
  sourceUrls: string[];
}

export interface FactRow {
  kind: TFactKind;
  value: number;
  asOfYear: number | null;
  sourceName: string | null;
  sourceUrls: string[];
}

export interface LinkRow {
  wikipediaEn: string | null;
  wikipediaAr: string | null;
  asOfYear: number | null;
  sourceName: string | null;
  sourceUrls: string[];
}

const FEE_COLUMNS = `id::text as id, program_name as "programName", program_name_arabic as "programNameArabic", academic_year as "academicYear",
  students, basis, amount_min::float8 as min, amount_max::float8 as max, currency, applies_to_all_faculties as "appliesToAllFaculties",
  notes, source_name as "sourceName", source_url as "sourceUrl", source_urls as "sourceUrls"`;

function byUniversity<T extends { universityId: string }>(rows: T[]): Map<string, Array<Omit<T, 'universityId'>>> {
  const grouped = new Map<string, Array<Omit<T, 'universityId'>>>();
  for (const { universityId, ...row } of rows) grouped.set(universityId, [...(grouped.get(universityId) ?? []), row]);
  return grouped;
}

export function createUniversityFiguresRepository(db: Queryable) {
  return {
    /**
     * Inserts new rows and updates changed ones by natural key, one statement per table; a row an
     * administrator edited is left as it is, and an unchanged row is not written at all.
     */
    async upsert(table: SeededTable, rows: ReadonlyArray<Record<string, unknown> & { natural_key: string }>): Promise<UpsertCount> {
      if (!rows.length) return { inserted: 0, updated: 0 };
      const columns = COLUMNS[table];
      const names = columns.map(([name]) => name);
      const { rows: written } = await db.query<{ inserted: boolean }>(
        `insert into ${table} as t (natural_key, ${names.join(', ')})
         select natural_key, ${names.join(', ')}
         from jsonb_to_recordset($1::jsonb) as r(natural_key text, ${columns.map(([name, type]) => `${name} ${type}`).join(', ')})
         on conflict (natural_key) do update set ${names.map((n) => `${n} = excluded.${n}`).join(', ')}, updated_at = now()
         where not t.edited_by_admin and (${names.map((n) => `t.${n}`).join(', ')}) is distinct from (${names.map((n) => `excluded.${n}`).join(', ')})
         returning (xmax = 0) as inserted`,
        [JSON.stringify(rows)],
      );
      const inserted = written.filter((r) => r.inserted).length;
      return { inserted, updated: written.length - inserted };
    },

    /** The university names of rows not linked to a catalogue university yet. */
    async unlinked(table: FigureTable): Promise<Array<{ universityName: string; universityNameArabic: string | null }>> {
      const arabic = table === 'university_fees' ? 'min(university_name_arabic)' : 'null::text';
      const { rows } = await db.query<{ universityName: string; universityNameArabic: string | null }>(
        `select university_name as "universityName", ${arabic} as "universityNameArabic"
         from ${table} where university_id is null group by university_name order by university_name`,
      );
      return rows;
    },

    async link(table: FigureTable, universityName: string, universityId: string): Promise<number> {
      const { rowCount } = await db.query(`update ${table} set university_id = $2 where university_id is null and university_name = $1`, [universityName, universityId]);
      return rowCount ?? 0;
    },

    async feesOf(universityId: string): Promise<FeeRow[]> {
      const { rows } = await db.query<FeeRow>({
        name: 'university-fees-of',
        text: `select ${FEE_COLUMNS} from university_fees where university_id = $1 order by program_name`,
        values: [universityId],
      });
      return rows;
    },

    /** Every linked university's fees, for guidance. */
    async allFees(): Promise<Map<string, FeeRecord[]>> {
      const { rows } = await db.query<FeeRow & { universityId: string }>(
        `select university_id::text as "universityId", ${FEE_COLUMNS} from university_fees where university_id is not null`,
      );
      return byUniversity(rows);
    },

    /** Every linked university's rankings and facts, for the cards of the university list. */
    async allRankingsAndFacts(): Promise<{ rankings: Map<string, RankingRow[]>; facts: Map<string, FactRow[]> }> {
      const [rankings, facts] = await Promise.all([
        db.query<RankingRow & { universityId: string }>(
          `select university_id::text as "universityId", ranking, edition, world_rank as "worldRank", national_rank as "nationalRank", source_name as "sourceName", source_urls as "sourceUrls"
           from university_rankings where university_id is not null`,
        ),
        db.query<FactRow & { universityId: string }>(
          `select university_id::text as "universityId", kind, value::float8 as value, as_of_year as "asOfYear", source_name as "sourceName", source_urls as "sourceUrls"
           from university_facts where university_id is not null`,
        ),
      ]);
      return { rankings: byUniversity(rankings.rows), facts: byUniversity(facts.rows) };
    },

    async rankingsOf(universityId: string): Promise<RankingRow[]> {
      const { rows } = await db.query<RankingRow>({
        name: 'university-rankings-of',
        text: `select ranking, edition, world_rank as "worldRank", national_rank as "nationalRank", source_name as "sourceName", source_urls as "sourceUrls"
               from university_rankings where university_id = $1
               order by array_position(array['qs', 'the', 'usnews'], ranking), edition desc`,
        values: [universityId],
      });
      return rows;
    },

    async factsOf(universityId: string): Promise<FactRow[]> {
      const { rows } = await db.query<FactRow>({
        name: 'university-facts-of',
        text: `select kind, value::float8 as value, as_of_year as "asOfYear", source_name as "sourceName", source_urls as "sourceUrls"
               from university_facts where university_id = $1
               order by array_position(array['students-fte', 'students', 'faculties', 'founded'], kind), as_of_year desc nulls last`,
        values: [universityId],
      });
      return rows;
    },

    async linksOf(universityId: string): Promise<LinkRow | undefined> {
      const { rows } = await db.query<LinkRow>({
        name: 'university-links-of',
        text: `select wikipedia_en as "wikipediaEn", wikipedia_ar as "wikipediaAr", as_of_year as "asOfYear", source_name as "sourceName", source_urls as "sourceUrls"
               from university_links where university_id = $1 order by updated_at desc limit 1`,
        values: [universityId],
      });
      return rows[0];
    },
  };
}
