import type { TResultStatus, TResultStream } from '@dalil/contracts/results/result';
import type { Queryable } from '@dalil/service-kit/database';

export interface StoredResult {
  seatNumber: string;
  studentName: string;
  stream: TResultStream | null;
  totalScore: number;
  maxScore: number;
  status: TResultStatus | null;
  /** Scores aligned with `subjectColumns`; empty where the subject does not apply. */
  scores: string;
  subjectColumns: Array<[string, string, number | null]>;
  subjectMaxScores: Record<string, number>;
  /** Version of the year's results (bumped by an import or a change to the year). */
  yearVersion: string;
}

interface Row {
  seat_number: string;
  student_name: string;
  stream: TResultStream | null;
  total_score: number;
  max_score: number;
  status: TResultStatus | null;
  scores: string;
  subject_columns: StoredResult['subjectColumns'];
  subject_max_scores: Record<string, number>;
  year_version: string;
}

/** The hot path of results day: one primary-key lookup, a named (server-side prepared) statement. */
const LOOKUP = `select r.seat_number::text, r.student_name, r.stream, r.total_score::float8 as total_score,
  coalesce(r.max_score, y.max_score)::float8 as max_score, r.status, r.scores, y.subject_columns, y.subject_max_scores, y.data_version::text as year_version
  from results r join result_years y on y.year = r.year
  where r.year = $1 and r.seat_number = $2`;

export function createResultsRepository(db: Queryable) {
  return {
    async find(year: number, seatNumber: string): Promise<StoredResult | undefined> {
      const { rows } = await db.query<Row>({ name: 'results-lookup', text: LOOKUP, values: [year, seatNumber] });
      const row = rows[0];
      if (!row) return undefined;
      return {
        seatNumber: row.seat_number,
        studentName: row.student_name,
        stream: row.stream,
        totalScore: row.total_score,
        maxScore: row.max_score,
        status: row.status,
        scores: row.scores,
        subjectColumns: row.subject_columns,
        subjectMaxScores: row.subject_max_scores,
        yearVersion: row.year_version,
      };
    },
  };
}
export type ResultsRepository = ReturnType<typeof createResultsRepository>;
