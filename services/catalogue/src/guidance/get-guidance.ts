/**
 * The guide page's question: what can this total get me? The student's maximum comes from the
 * query (maxScore, else the system, else the year: 410 up to 2024, 320 from 2025).
 */
import { Invalid } from '@dalil/service-kit/errors';
import { DEFAULT_MAX_SCORE, defaultSystemOf } from '@dalil/contracts/results/result';
import type { TGuidance, TSuggestionsInput } from '@dalil/contracts/guidance/suggestions';
import type { ResultsCache } from '../results/results-cache.ts';
import { suggestFaculties } from './suggest-faculties.ts';
import { assessWishes } from './assess-wishes.ts';
import type { TWishAssessment, TWishesInput } from '@dalil/contracts/guidance/wishes';

/** The year and maximum a total is read with: given, else from the system, else from the year. */
function studentTotal(query: { score: number; maxScore?: number; system?: 'old' | 'new'; year?: number }, years: readonly number[]) {
  const year = query.year ?? years[0] ?? new Date().getUTCFullYear();
  const maxScore = query.maxScore ?? DEFAULT_MAX_SCORE[query.system ?? defaultSystemOf(year)];
  if (query.score > maxScore) {
    const message = `score must not exceed the maximum total of ${maxScore}`;
    throw new Invalid(message, [{ field: 'score', message }]);
  }
  return { year, maxScore };
}

export async function getGuidance(deps: { cache: ResultsCache }, query: TSuggestionsInput): Promise<TGuidance> {
  const data = await deps.cache.guidance(await deps.cache.currentVersion());
  const { year, maxScore } = studentTotal(query, data.years);
  return suggestFaculties(
    data,
    { score: query.score, maxScore, stream: query.stream, year, governorate: query.governorate ?? null },
    { field: query.field, type: query.type, limit: query.limit },
  );
}

/** The wish-list page's question: where does each wish stand for this total? */
export async function getWishAssessment(deps: { cache: ResultsCache }, query: TWishesInput): Promise<TWishAssessment> {
  const data = await deps.cache.guidance(await deps.cache.currentVersion());
  const { year, maxScore } = studentTotal(query, data.years);
  return assessWishes(data, { score: query.score, maxScore, stream: query.stream, year }, query.wishes);
}
