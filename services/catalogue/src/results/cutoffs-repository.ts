import type pg from 'pg';
import type { TCutoff, TCutoffInput, TListCutoffsQuery } from '@dalil/contracts/results/cutoff';
import type { TResultStream } from '@dalil/contracts/results/result';

interface CutoffRow {
  id: string;
  year: number;
  stream: TResultStream | null;
  university_name: string;
  university_name_ar: string | null;
  all_public_universities: boolean;
  faculty_name: string;
  faculty_name_ar: string;
  min_score: string | null;
  max_score_of_year: string | null;
  min_percentage: string | null;
  source_url: string | null;
  created_at: Date;
  updated_at: Date;
}

export type CutoffRecord = Omit<TCutoff, 'universityId'>;

const num = (v: string | null) => (v === null ? null : Number(v));

/** minPercentage as published, else the score over the year's maximum (2 decimals). */
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
    _id: row.id,
    id: row.id,
    year: row.year,
    stream: row.stream,
    universityName: row.university_name,
    universityNameArabic: row.university_name_ar,
    allPublicUniversities: row.all_public_universities,
    facultyName: row.faculty_name,
    facultyNameArabic: row.faculty_name_ar,
    ...base,
    effectivePercentage: effectivePercentage(base),
    sourceUrl: row.source_url,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

const values = (c: TCutoffInput) => [
  c.year,
  c.stream ?? null,
  c.universityName,
  c.universityNameArabic ?? null,
  c.allPublicUniversities ?? false,
  c.facultyName,
  c.facultyNameArabic,
  c.minScore ?? null,
  c.maxScoreOfYear ?? null,
  c.minPercentage ?? null,
  c.sourceUrl ?? null,
];

const COLUMNS = `year, stream, university_name, university_name_ar, all_public_universities, faculty_name, faculty_name_ar, min_score, max_score_of_year, min_percentage, source_url`;

export function createCutoffsRepository(db: Queryable) {
  return {
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
      if (query.stream) where.push(`stream = $${params.push(query.stream)}`);
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
    async create(input: TCutoffInput): Promise<CutoffRecord> {
      const { rows } = await db.query<CutoffRow>(
        `insert into admission_cutoffs (${COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning *`,
        values(input),
      );
      return toRecord(rows[0]!);
    },
    /** Insert or update by (year, stream, university, faculty): re-importing a file changes nothing twice. */
    async upsert(input: TCutoffInput): Promise<void> {
      await db.query(
        `insert into admission_cutoffs (${COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (year, coalesce(stream, ''), lower(university_name), lower(faculty_name)) do update set
           university_name_ar = excluded.university_name_ar, all_public_universities = excluded.all_public_universities,
           faculty_name_ar = excluded.faculty_name_ar, min_score = excluded.min_score, max_score_of_year = excluded.max_score_of_year,
           min_percentage = excluded.min_percentage, source_url = excluded.source_url, updated_at = now()`,
        values(input),
      );
    },
    async update(id: string, input: TCutoffInput): Promise<CutoffRecord | undefined> {
      const { rows } = await db.query<CutoffRow>(
        `update admission_cutoffs set (${COLUMNS}) = ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12), updated_at = now()
         where id = $1 returning *`,
        [id, ...values(input)],
      );
      return rows[0] ? toRecord(rows[0]) : undefined;
    },
    async remove(id: string): Promise<boolean> {
      const { rowCount } = await db.query('delete from admission_cutoffs where id = $1', [id]);
      return (rowCount ?? 0) > 0;
    },
  };
}
export type CutoffsRepository = ReturnType<typeof createCutoffsRepository>;
