import DataLoader from 'dataloader';
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

const SELECT_RESULT = `select r.seat_number::text, r.student_name, r.stream, r.total_score::float8 as total_score,
  coalesce(r.max_score, y.max_score)::float8 as max_score, r.status, r.scores, y.subject_columns, y.subject_max_scores, y.data_version::text as year_version
  from results r join result_years y on y.year = r.year`;
/** One seat: a primary-key lookup, a named (server-side prepared) statement. */
const LOOKUP_ONE = `${SELECT_RESULT} where r.year = $1 and r.seat_number = $2`;
/** The seats asked for in the same turn of the event loop, in one statement (one index scan each). */
const LOOKUP_MANY = `${SELECT_RESULT} where r.year = $1 and r.seat_number = any($2::bigint[])`;

/** At most this many seats in one statement: a batch's rows come back in one answer. */
const MAX_BATCH = 64;

type Key = { year: number; seatNumber: string };

const storedOf = (row: Row): StoredResult => ({
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
});

/**
 * The hot path of results day. On results day many lookups arrive together; the ones whose
 * requests were read in the same turn of the event loop go to PostgreSQL as one statement,
 * so the per-statement work (a round trip, the executor's start-up, the driver's bookkeeping)
 * is paid once per batch instead of once per student. Nothing is cached: every lookup reads
 * the committed row, so an import's swap is seen by the next batch.
 */
export function createResultsRepository(db: Queryable) {
  const findMany = async (year: number, seats: string[]): Promise<Map<string, StoredResult>> => {
    const { rows } =
      seats.length === 1
        ? await db.query<Row>({ name: 'results-lookup', text: LOOKUP_ONE, values: [year, seats[0]] })
        : await db.query<Row>({ name: 'results-lookup-many', text: LOOKUP_MANY, values: [year, seats] });
    return new Map(rows.map((row) => [row.seat_number, storedOf(row)]));
  };
  const loader = new DataLoader<Key, StoredResult | undefined>(
    async (keys) => {
      const seatsByYear = new Map<number, string[]>();
      for (const { year, seatNumber } of keys) {
        const seats = seatsByYear.get(year);
        if (seats) seats.push(seatNumber);
        else seatsByYear.set(year, [seatNumber]);
      }
      const found = new Map<number, Map<string, StoredResult>>();
      await Promise.all([...seatsByYear].map(async ([year, seats]) => found.set(year, await findMany(year, seats))));
      return keys.map(({ year, seatNumber }) => found.get(year)!.get(seatNumber));
    },
    // No cache: a result must be read again after an import. Dispatch once the requests read in
    // this turn of the event loop have asked (setImmediate runs after the poll phase).
    { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );
  return {
    /** `seatNumber` in canonical form (digits, no leading zeros). */
    find(year: number, seatNumber: string): Promise<StoredResult | undefined> {
      return loader.load({ year, seatNumber });
    },
  };
}
export type ResultsRepository = ReturnType<typeof createResultsRepository>;
