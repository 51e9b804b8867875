import { Invalid, NotFound } from '@dalil/service-kit/errors';
import { gradeOf, ZResultYear, ZSeatNumber, type TStudentResult } from '@dalil/contracts/results/result';
import type { TLookupOutcome, TLookupBatchRequest } from '@dalil/contracts/results/lookup-batch';
import type { ResultsRepository, StoredResult } from './results-repository.ts';
import type { ResultYearsRepository } from './result-years-repository.ts';
import type { LookupCounter } from './lookup-counter.ts';

/**
 * How long a browser or an edge cache may keep a lookup without asking again, and how long it
 * may serve it stale while revalidating: a change (an import, a correction) is
 * seen by everyone within RESULTS_VISIBLE_WITHIN_SECONDS. Suggestions (GET /api/guidance/suggestions)
 * are cached alike.
 */
const RESULTS_MAX_AGE_SECONDS = 60;
const RESULTS_STALE_SECONDS = 30;
export const RESULTS_VISIBLE_WITHIN_SECONDS = RESULTS_MAX_AGE_SECONDS + RESULTS_STALE_SECONDS;
const RESULTS_CACHE_CONTROL = `public, max-age=${RESULTS_MAX_AGE_SECONDS}, stale-while-revalidate=${RESULTS_STALE_SECONDS}`;
/** The headers of every cacheable answer besides its ETag: a lookup (asked alone or in a batch) and suggestions. */
export const RESULTS_ANSWER_HEADERS = { 'cache-control': RESULTS_CACHE_CONTROL, vary: 'accept-encoding' };

/** A lookup's validator: the version of the year's results (bumped by an import or a correction). */
const resultEtag = (stored: Pick<StoredResult, 'yearVersion'>) => `"r${stored.yearVersion}"`;

/** Does an If-None-Match header name this validator (a list, weak forms and * included)? */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * A student's result by seat number: validate the seat number (Arabic digits accepted), read
 * the row, compute percentage and grade, count the lookup. The answer is the result alone, as
 * small as the row: the page asks for the suggestions of the total separately, and that answer
 * is shared (and cached) by every student with the same total.
 */
export async function lookupResult(
  deps: { results: ResultsRepository; years: ResultYearsRepository; counter: LookupCounter },
  input: { seatNumber: string; year?: unknown; ifNoneMatch?: string },
): Promise<{ etag: string; result: TStudentResult | undefined }> {
  const seat = ZSeatNumber.safeParse(input.seatNumber);
  if (!seat.success) {
    const message = seat.error.issues[0]!.message;
    throw new Invalid(message, [{ field: 'seatNumber', message }]);
  }
  let year: number;
  if (input.year === undefined) {
    const years = await deps.years.yearsWithData();
    if (!years.length) throw new NotFound('No results have been published yet');
    year = years[0]!;
  } else {
    const parsed = ZResultYear.safeParse(input.year);
    if (!parsed.success) throw new Invalid(parsed.error.issues[0]!.message, [{ field: 'year', message: parsed.error.issues[0]!.message }]);
    year = parsed.data;
  }
  const seatNumber = String(Number(seat.data));
  const stored = await deps.results.find(year, seatNumber);
  if (!stored) throw new NotFound(`No result found for seat number ${seatNumber} in ${year}`);

  deps.counter.add();
  const etag = resultEtag(stored);
  // The client's copy is current: nothing to build.
  if (matchesEtag(input.ifNoneMatch, etag)) return { etag, result: undefined };
  const percentage = Math.round((stored.totalScore / stored.maxScore) * 10_000) / 100;
  const result: TStudentResult = {
    seatNumber: stored.seatNumber,
    studentName: stored.studentName,
    stream: stored.stream,
    totalScore: stored.totalScore,
    maxScore: stored.maxScore,
    percentage,
    grade: gradeOf(percentage),
    status: stored.status,
    subjects: subjectsOf(stored),
    year,
  };
  return { etag, result };
}

type LookupDependencies = Parameters<typeof lookupResult>[0];

/**
 * One lookup of a batch the gateway asked for (see lookup-batch.ts): a 200 with the body the
 * lookup's own route would write, a 304, or 'alone' for anything that route answers otherwise
 * (a malformed seat or year, a missing seat), so the gateway asks that one on its own and the
 * refusal comes from one place. Any other failure fails the batch.
 */
export async function answerInBatch(deps: LookupDependencies, lookup: TLookupBatchRequest['lookups'][number]): Promise<TLookupOutcome> {
  const year = ZResultYear.safeParse(lookup.year);
  if (!year.success) return { status: 'alone' };
  try {
    const { etag, result } = await lookupResult(deps, { seatNumber: lookup.seatNumber, year: year.data, ifNoneMatch: lookup.ifNoneMatch });
    return result ? { status: 200, etag, body: JSON.stringify({ success: true, data: result }) } : { status: 304, etag };
  } catch (error) {
    if (error instanceof Invalid || error instanceof NotFound) return { status: 'alone' };
    throw error;
  }
}

/** The student's subject scores, named by the year's columns; subjects that do not apply are left out. */
function subjectsOf(stored: StoredResult): TStudentResult['subjects'] {
  if (!stored.scores) return [];
  const scores = stored.scores.split(',');
  const subjects: TStudentResult['subjects'] = [];
  stored.subjectColumns.forEach(([name, nameArabic, maxScore], i) => {
    const score = scores[i];
    if (score === undefined || score === '') return;
    subjects.push({ name, nameArabic, score: Number(score), maxScore: maxScore ?? stored.subjectMaxScores[nameArabic] ?? null });
  });
  return subjects;
}
