import type { TCutoff, TCutoffInput, TCutoffKind, TListCutoffsQuery } from '@dalil/contracts/results/cutoff';
import type { TResultStream } from '@dalil/contracts/results/result';
import type { Queryable } from '@dalil/service-kit/database';
import { recordIds } from '@dalil/contracts/common/record-ids';

interface CutoffRow {
  id: string;
  year: number;
  stream: TResultStream | null;
  streams: TResultStream[];
  kind: TCutoffKind;
  stage: number | null;
  system: 'old' | 'new' | null;
  university_id: string | null;
  university_name: string;
  university_name_ar: string | null;
  all_public_universities: boolean;
  faculty_key: string | null;
  campus: string | null;
  faculty_name: string;
  faculty_name_ar: string;
  min_score: string | null;
  max_score_of_year: string | null;
  min_percentage: string | null;
  source_url: string | null;
  source_urls: string[];
  source_name: string | null;
  edited_by_admin: boolean;
  created_at: Date;
  updated_at: Date;
}

export type CutoffRecord = TCutoff;

/** A cut-off row as written: the input plus what the importer works out (streams, kind, system). */
export interface CutoffWrite extends TCutoffInput {
  streams: TResultStream[];
  kind: TCutoffKind;
  sourceUrls?: string[];
}

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * The percentage shown: the source's own when it publishes one (a recomputed value can differ by
 * 0.01 with another rounding), else the score over the year's maximum.
 */
export function effectivePercentage(c: { minPercentage: number | null; minScore: number | null; maxScoreOfYear: number | null }): number | null {
  if (c.minPercentage !== null) return c.minPercentage;
  if (c.minScore !== null && c.maxScoreOfYear) return Math.round((c.minScore / c.maxScoreOfYear) * 10_000) / 100;
  return null;
}

function toRecord(row: CutoffRow): CutoffRecord {
  const base = {
    minScore: num(row.min_score),
    maxScoreOfYear: num(row.max_score_of_year),
    minPercentage: num(row.min_percentage),
  };
  return {
    ...recordIds(row.id),
    year: row.year,
    stream: row.stream,
    streams: row.streams,
    kind: row.kind,
    stage: row.stage,
    system: row.system,
    universityId: row.university_id,
    universityName: row.university_name,
    universityNameArabic: row.university_name_ar,
    allPublicUniversities: row.all_public_universities,
    facultyKey: row.faculty_key,
    campus: row.campus,
    facultyName: row.faculty_name,
    facultyNameArabic: row.faculty_name_ar,
    ...base,
    effectivePercentage: effectivePercentage(base),
    sourceName: row.source_name,
    sourceUrl: row.source_url,
    sourceUrls: row.source_urls,
    editedByAdmin: row.edited_by_admin,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const WRITE_COLUMNS = [
  'year',
  'stream',
  'streams',
  'kind',
  'stage',
  'system',
  'university_name',
  'university_name_ar',
  'all_public_universities',
  'campus',
  'faculty_name',
  'faculty_name_ar',
  'min_score',
  'max_score_of_year',
  'min_percentage',
  'source_url',
  'source_urls',
  'source_name',
] as const;
const ARRAY_TYPES: Record<(typeof WRITE_COLUMNS)[number], string> = {
  year: 'int[]',
  stream: 'text[]',
  streams: 'text[]',
  kind: 'text[]',
  stage: 'smallint[]',
  system: 'text[]',
  university_name: 'text[]',
  university_name_ar: 'text[]',
  all_public_universities: 'boolean[]',
  campus: 'text[]',
  faculty_name: 'text[]',
  faculty_name_ar: 'text[]',
  min_score: 'numeric[]',
  max_score_of_year: 'numeric[]',
  min_percentage: 'numeric[]',
  source_url: 'text[]',
  // A text[] per row travels as its literal ('{a,b}') and is cast back below.
  source_urls: 'text[]',
  source_name: 'text[]',
};

function valuesOf(c: CutoffWrite): unknown[] {
  const sourceUrls = c.sourceUrls ?? (c.sourceUrl ? [c.sourceUrl] : []);
  return [
    c.year,
    c.stream ?? null,
    c.streams,
    c.kind,
    c.stage ?? null,
    c.system ?? null,
    c.universityName,
    c.universityNameArabic ?? null,
    c.allPublicUniversities ?? c.kind !== 'faculty',
    c.campus ?? null,
    c.facultyName,
    c.facultyNameArabic,
    c.minScore ?? null,
    c.maxScoreOfYear ?? null,
    c.minPercentage ?? null,
    sourceUrls[0] ?? null,
    sourceUrls,
    c.sourceName ?? null,
  ];
}

const pgArrayLiteral = (items: string[]) => `{${items.map((i) => `"${i.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`;
const NATURAL_KEY = `(year, coalesce(stream, ''), lower(university_name), lower(faculty_name))`;
const UPDATE_FROM_EXCLUDED = WRITE_COLUMNS.filter((c) => !['year', 'stream', 'university_name', 'faculty_name'].includes(c))
  .map((c) => `${c} = excluded.${c}`)
  .join(', ');

/** A faculty cut-off row not yet linked to its catalogue university and faculty (./link-cutoffs.ts). */
export interface UnlinkedCutoff {
  id: string;
  university_name: string;
  university_name_ar: string | null;
  faculty_name: string;
  faculty_name_ar: string;
  campus: string | null;
  source_url: string | null;
}

export function createCutoffsRepository(db: Queryable) {
  return {
    async unlinked(): Promise<UnlinkedCutoff[]> {
      const { rows } = await db.query<UnlinkedCutoff>(
        `select id::text as id, university_name, university_name_ar, faculty_name, faculty_name_ar, campus, source_url
         from admission_cutoffs where kind = 'faculty' and (university_id is null or faculty_key is null)`,
      );
      return rows;
    },
    /** Each row's catalogue university, faculty and campus, in one statement. */
    async link(links: ReadonlyArray<{ id: string; universityId: string; facultyKey: string; campus: string | null }>): Promise<void> {
      await db.query(
        `update admission_cutoffs c set university_id = l.university_id::uuid, faculty_key = l.faculty_key, campus = l.campus
         from unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) as l(id, university_id, faculty_key, campus)
         where c.id = l.id`,
        [links.map((l) => l.id), links.map((l) => l.universityId), links.map((l) => l.facultyKey), links.map((l) => l.campus)],
      );
    },
    async all(): Promise<CutoffRecord[]> {
      const { rows } = await db.query<CutoffRow>('select * from admission_cutoffs order by year desc, faculty_name');
      return rows.map(toRecord);
    },
    async count(): Promise<number> {
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from admission_cutoffs');
      return rows[0]!.n;
    },
    async list(query: TListCutoffsQuery): Promise<{ items: CutoffRecord[]; total: number }> {
      const where: string[] = [];
      const params: unknown[] = [];
      if (query.year !== undefined) where.push(`year = $${params.push(query.year)}`);
      if (query.stream) where.push(`$${params.push(query.stream)} = any(streams)`);
      if (query.search) {
        const p = `$${params.push(`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`;
        where.push(`(university_name ilike ${p} or university_name_ar ilike ${p} or faculty_name ilike ${p} or faculty_name_ar ilike ${p})`);
      }
      const clause = where.length ? `where ${where.join(' and ')}` : '';
      const total = (await db.query<{ n: number }>(`select count(*)::int as n from admission_cutoffs ${clause}`, params)).rows[0]!.n;
      const { rows } = await db.query<CutoffRow>(
        `select * from admission_cutoffs ${clause} order by year desc, stream nulls last, university_name, faculty_name
         limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, query.limit, (query.page - 1) * query.limit],
      );
      return { items: rows.map(toRecord), total };
    },
    async find(id: string): Promise<CutoffRecord | undefined> {
      const { rows } = await db.query<CutoffRow>('select * from admission_cutoffs where id = $1', [id]);
      return rows[0] ? toRecord(rows[0]) : undefined;
    },
    /** An administrator's new row. */
    async create(input: CutoffWrite): Promise<CutoffRecord> {
      const { rows } = await db.query<CutoffRow>(
        `insert into admission_cutoffs (${WRITE_COLUMNS.join(', ')}, edited_by_admin)
         values (${WRITE_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}, true) returning *`,
        valuesOf(input),
      );
      return toRecord(rows[0]!);
    },
    /**
     * Inserts or updates rows by their natural key (year, stream, university, faculty) in one
     * statement. `by: 'seed'` never overwrites a row an administrator changed and leaves rows
     * the seed wrote unmarked; `by: 'admin'` (an import an administrator uploaded) overwrites
     * and marks what it wrote. Linking to the catalogue is redone for every written row.
     */
    async upsertMany(rows: CutoffWrite[], by: 'seed' | 'admin'): Promise<number> {
      if (!rows.length) return 0;
      const columns = WRITE_COLUMNS.map((column, i) => {
        const values = rows.map((row) => valuesOf(row)[i]);
        return column === 'streams' || column === 'source_urls' ? (values as string[][]).map(pgArrayLiteral) : values;
      });
      const selectList = WRITE_COLUMNS.map((c) => (c === 'streams' || c === 'source_urls' ? `${c}::text[]` : c)).join(', ');
      const { rowCount } = await db.query(
        `insert into admission_cutoffs (${WRITE_COLUMNS.join(', ')}, edited_by_admin)
         select ${selectList}, $${WRITE_COLUMNS.length + 1}::boolean
         from unnest(${WRITE_COLUMNS.map((c, i) => `$${i + 1}::${ARRAY_TYPES[c]}`).join(', ')}) as u(${WRITE_COLUMNS.join(', ')})
         on conflict ${NATURAL_KEY} do update set ${UPDATE_FROM_EXCLUDED}, university_id = null, faculty_key = null,
           edited_by_admin = excluded.edited_by_admin, updated_at = now()
         ${by === 'seed' ? 'where not admission_cutoffs.edited_by_admin' : ''}`,
        [...columns, by === 'admin'],
      );
      return rowCount ?? 0;
    },
    /** An administrator's change: the row is marked and linked again. */
    async update(id: string, input: CutoffWrite): Promise<CutoffRecord | undefined> {
      const sets = WRITE_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ');
      const { rows } = await db.query<CutoffRow>(
        `update admission_cutoffs set ${sets}, university_id = null, faculty_key = null, edited_by_admin = true, updated_at = now()
         where id = $1 returning *`,
        [id, ...valuesOf(input)],
      );
      return rows[0] ? toRecord(rows[0]) : undefined;
    },
    async remove(id: string): Promise<boolean> {
      const { rowCount } = await db.query('delete from admission_cutoffs where id = $1', [id]);
      return (rowCount ?? 0) > 0;
    },
  };
}
