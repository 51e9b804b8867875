import { Invalid, NotFound } from '@dalil/service-kit/errors';
import { gradeOf, ZResultYear, ZSeatNumber, type TStudentResult } from '@dalil/contracts/results/result';
import type { ResultsRepository, StoredResult } from './results-repository.ts';
import type { ResultsCache } from './results-cache.ts';
import type { ResultYearsRepository } from './result-years-repository.ts';
import type { LookupCounter } from './lookup-counter.ts';
import { suggestFaculties } from '../guidance/suggest-faculties.ts';

/**
 * Suggestions per tier embedded in a lookup (the results page shows a summary and links to the
 * guide page, which lists them all). The 'further' tier is only counted: the summary never shows
 * it, and on results day every byte of the answer is paid for thousands of times a second.
 */
export const LOOKUP_SUGGESTIONS_PER_TIER = 3;
/** National and private universities listed in a lookup (the guide page lists them all). */
export const LOOKUP_OTHER_UNIVERSITIES = 6;

/**
 * How long a browser or an edge cache may keep a lookup without asking again, and how long it
 * may serve it stale while revalidating: a change (an import, a correction, new cut-offs) is
 * seen by everyone within RESULTS_VISIBLE_WITHIN_SECONDS.
 */
export const RESULTS_MAX_AGE_SECONDS = 60;
export const RESULTS_STALE_SECONDS = 30;
export const RESULTS_VISIBLE_WITHIN_SECONDS = RESULTS_MAX_AGE_SECONDS + RESULTS_STALE_SECONDS;
export const RESULTS_CACHE_CONTROL = `public, max-age=${RESULTS_MAX_AGE_SECONDS}, stale-while-revalidate=${RESULTS_STALE_SECONDS}`;

/** A lookup's validator: the year's results version and the cut-offs version the guidance came from. */
export const resultEtag = (stored: Pick<StoredResult, 'yearVersion' | 'cutoffsVersion'>) => `"r${stored.yearVersion}.c${stored.cutoffsVersion}"`;

/** Does an If-None-Match header name this validator (a list, weak forms and * included)? */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * Guidance depends only on the total, stream, year and status, and on results day thousands of
 * students share each of those: computed once per cut-offs version and kept (bounded).
 */
const MEMO_LIMIT = 20_000;
type Guidance = TStudentResult['guidance'];
/** Each memoized guidance serialized once: most of a lookup's answer, spliced in by serializeLookup. */
const serialized = new WeakMap<Guidance, string>();
let memo: { version: string; entries: Map<string, Guidance> } = { version: '', entries: new Map() };
async function memoizedGuidance(cache: ResultsCache, stored: StoredResult, year: number): Promise<Guidance> {
  if (memo.version !== stored.cutoffsVersion) memo = { version: stored.cutoffsVersion, entries: new Map() };
  const key = `${stored.totalScore}|${stored.maxScore}|${stored.stream}|${year}|${stored.status}`;
  let entry = memo.entries.get(key);
  if (!entry) {
    const full = suggestFaculties(
      await cache.guidance(stored.cutoffsVersion),
      { score: stored.totalScore, maxScore: stored.maxScore, stream: stored.stream, year, status: stored.status },
      { limit: LOOKUP_SUGGESTIONS_PER_TIER },
    );
    const guidance = { ...full, tiers: { ...full.tiers, further: [] }, otherUniversities: full.otherUniversities.slice(0, LOOKUP_OTHER_UNIVERSITIES) };
    serialized.set(guidance, JSON.stringify(guidance));
    entry = guidance;
    if (memo.entries.size >= MEMO_LIMIT) memo.entries.clear();
    memo.entries.set(key, entry);
  }
  return entry;
}

/**
 * A student's result by seat number: validate the seat number (Arabic digits accepted), read
 * the row, compute percentage, grade and suggestions, count the lookup.
 */
export async function lookupResult(
  deps: { results: ResultsRepository; years: ResultYearsRepository; cache: ResultsCache; counter: LookupCounter },
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
  const guidance = await memoizedGuidance(deps.cache, stored, year);
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
    guidance,
  };
  return { etag, result };
}

/**
 * A lookup's answer as JSON: the same bytes JSON.stringify writes, with the guidance spliced in
 * as serialized when it was memoized (it is most of the answer and shared by many students).
 */
export function serializeLookup(answer: unknown): string {
  const data = (answer as { success?: unknown; data?: { guidance?: Guidance } } | null)?.data;
  const json = answer && (answer as { success?: unknown }).success === true && data?.guidance ? serialized.get(data.guidance) : undefined;
  if (!json) return JSON.stringify(answer);
  const { guidance: _guidance, ...rest } = data!;
  return `{"success":true,"data":${JSON.stringify(rest).slice(0, -1)},"guidance":${json}}}`;
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
