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
  year_version: string;
}

/** What every row of a year shares, at one version of the year. */
interface YearSubjects {
  version: string;
  subjectColumns: StoredResult['subjectColumns'];
  subjectMaxScores: Record<string, number>;
}

const SELECT_RESULT = `select r.seat_number::text, r.student_name, r.stream, r.total_score::float8 as total_score,
  coalesce(r.max_score, y.max_score)::float8 as max_score, r.status, r.scores, y.data_version::text as year_version
  from results r join result_years y on y.year = r.year`;
/** One seat: a primary-key lookup, a named (server-side prepared) statement. */
const LOOKUP_ONE = `${SELECT_RESULT} where r.year = $1 and r.seat_number = $2`;
/** The seats asked for in the same turn of the event loop, in one statement (one index scan each). */
const LOOKUP_MANY = `${SELECT_RESULT} where r.year = $1 and r.seat_number = any($2::bigint[])`;
const YEAR_SUBJECTS = `select data_version::text as version, subject_columns as "subjectColumns", subject_max_scores as "subjectMaxScores" from result_years where year = $1`;

/** At most this many seats in one statement: a batch's rows come back in one answer. */
const MAX_BATCH = 64;
/** Reads of a batch's rows that found the year changed before its subjects were read, before giving up. */
const MAX_ATTEMPTS = 3;

type Key = { year: number; seatNumber: string };

const storedOf = (row: Row, year: YearSubjects): StoredResult => ({
  seatNumber: row.seat_number,
  studentName: row.student_name,
  stream: row.stream,
  totalScore: row.total_score,
  maxScore: row.max_score,
  status: row.status,
  scores: row.scores,
  subjectColumns: year.subjectColumns,
  subjectMaxScores: year.subjectMaxScores,
  yearVersion: row.year_version,
});

/**
 * The hot path of results day. On results day many lookups arrive together; the ones whose
 * requests were read in the same turn of the event loop go to PostgreSQL as one statement,
 * so the per-statement work (a round trip, the executor's start-up, the driver's bookkeeping)
 * is paid once per batch instead of once per student. Every lookup reads the committed row,
 * so an import's swap is seen by the next batch. What a year's rows share (its subject columns
 * and maximums) is read once per version of the year instead of with every row: the version
 * comes with each row, and changes with any change to the year.
 */
export function createResultsRepository(db: Queryable) {
  const subjectsByYear = new Map<number, Promise<YearSubjects | undefined>>();
  /** The year's subjects at `version`, or undefined when the year has moved on since its rows were read. */
  const subjectsAt = async (year: number, version: string): Promise<YearSubjects | undefined> => {
    const kept = await subjectsByYear.get(year);
    if (kept?.version === version) return kept;
    const reading = db.query<YearSubjects>({ name: 'results-year-subjects', text: YEAR_SUBJECTS, values: [year] }).then(({ rows }) => rows[0]);
    subjectsByYear.set(year, reading);
    // A failed read is not kept: the next batch asks again.
    reading.catch(() => subjectsByYear.get(year) === reading && subjectsByYear.delete(year));
    const read = await reading;
    return read?.version === version ? read : undefined;
  };
  const findMany = async (year: number, seats: string[]): Promise<Map<string, StoredResult>> => {
    for (let attempt = 1; ; attempt++) {
      const { rows } =
        seats.length === 1
          ? await db.query<Row>({ name: 'results-lookup', text: LOOKUP_ONE, values: [year, seats[0]] })
          : await db.query<Row>({ name: 'results-lookup-many', text: LOOKUP_MANY, values: [year, seats] });
      if (!rows.length) return new Map();
      // One statement sees one version of the year: every row carries the same.
      const subjects = await subjectsAt(year, rows[0]!.year_version);
      if (subjects) return new Map(rows.map((row) => [row.seat_number, storedOf(row, subjects)]));
      // The year changed between the two reads (an import's swap): read its rows again.
      if (attempt === MAX_ATTEMPTS) throw new Error(`The results of ${year} kept changing while they were read`);
    }
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
