import { Invalid, NotFound } from '@dalil/service-kit/errors';
import { gradeOf, ZResultYear, ZSeatNumber, type TStudentResult } from '@dalil/contracts/results/result';
import type { ResultsRepository, StoredResult } from './results-repository.ts';
import type { ResultsCache } from './results-cache.ts';
import type { ResultYearsRepository } from './result-years-repository.ts';
import type { LookupCounter } from './lookup-counter.ts';
import { suggestFaculties } from '../guidance/suggest-faculties.ts';

/** Suggestions per tier embedded in a lookup; the guide page (GET /api/guidance/suggestions) lists them all. */
export const LOOKUP_SUGGESTIONS_PER_TIER = 5;

/**
 * A student's result by seat number: validate the seat number (Arabic digits accepted), read
 * the row, compute percentage, grade and suggestions, count the lookup.
 */
export async function lookupResult(
  deps: { results: ResultsRepository; years: ResultYearsRepository; cache: ResultsCache; counter: LookupCounter },
  input: { seatNumber: string; year?: unknown },
): Promise<TStudentResult> {
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

  const percentage = Math.round((stored.totalScore / stored.maxScore) * 10_000) / 100;
  const guidance = suggestFaculties(
    await deps.cache.guidance(stored.cutoffsVersion),
    { score: stored.totalScore, maxScore: stored.maxScore, stream: stored.stream, year, status: stored.status },
    { limit: LOOKUP_SUGGESTIONS_PER_TIER },
  );
  deps.counter.add();
  return {
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
