/**
 * A university's faculty cut-offs, oldest first, for its page: one entry per faculty and set of
 * streams (a faculty listed separately for science and for mathematics has two).
 */
import type { TFacultyCutoffs } from '@dalil/contracts/guidance/suggestions';
import type { TResultStream } from '@dalil/contracts/results/result';
import { effectivePercentage } from '../results/index.ts';
import type { Queryable } from '@dalil/service-kit/database';

interface Row {
  faculty_key: string;
  faculty_name: string;
  faculty_name_ar: string;
  campus: string | null;
  streams: TResultStream[];
  year: number;
  stage: number | null;
  min_score: number | null;
  max_score_of_year: number | null;
  min_percentage: number | null;
  source_url: string | null;
  source_urls: string[];
  source_name: string | null;
}

export async function universityCutoffs(db: Queryable, universityId: string): Promise<TFacultyCutoffs[] | undefined> {
  const { rows: found } = await db.query('select 1 from universities where id = $1', [universityId]);
  if (!found.length) return undefined;
  const { rows } = await db.query<Row>(
    `select c.faculty_key, c.faculty_name, c.faculty_name_ar, c.campus, c.streams, c.year, c.stage,
       c.min_score::float8 as min_score, c.max_score_of_year::float8 as max_score_of_year, c.min_percentage::float8 as min_percentage, c.source_url,
       c.source_urls, c.source_name
     from admission_cutoffs c
     where c.university_id = $1 and c.kind = 'faculty' and c.faculty_key is not null
     order by c.faculty_key, c.streams, c.year`,
    [universityId],
  );
  const byFaculty = new Map<string, TFacultyCutoffs>();
  for (const row of rows) {
    const key = `${row.faculty_key}|${row.streams.join(',')}`;
    let entry = byFaculty.get(key);
    if (!entry) {
      entry = { facultyKey: row.faculty_key, facultyName: row.faculty_name, facultyNameArabic: row.faculty_name_ar, campus: row.campus, streams: row.streams, history: [] };
      byFaculty.set(key, entry);
    }
    const percentage = effectivePercentage({ minScore: row.min_score, maxScoreOfYear: row.max_score_of_year, minPercentage: row.min_percentage });
    if (percentage === null) continue;
    entry.history.push({ year: row.year, stage: row.stage, minScore: row.min_score, maxScore: row.max_score_of_year, percentage,
      sourceUrl: row.source_url,
      sourceName: row.source_name,
      sourceUrls: row.source_urls.length ? row.source_urls : row.source_url ? [row.source_url] : [],
    });
  }
  return [...byFaculty.values()];
}
