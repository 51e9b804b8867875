/**
 * The guide page's question: what can this total get me? The student's maximum comes from the
 * query (maxScore, else the system, else the year: 410 up to 2024, 320 from 2025).
 */
import { Invalid } from '@dalil/service-kit/errors';
import { DEFAULT_MAX_SCORE, defaultSystemOf } from '@dalil/contracts/results/result';
import type { TGuidance, TSuggestionsInput } from '@dalil/contracts/guidance/suggestions';
import type { ResultsCache } from '../results/results-cache.ts';
import { suggestFaculties } from './suggest-faculties.ts';

export async function getGuidance(deps: { cache: ResultsCache }, query: TSuggestionsInput): Promise<TGuidance> {
  const data = await deps.cache.guidance(await deps.cache.currentVersion());
  const year = query.year ?? data.years[0] ?? new Date().getUTCFullYear();
  const maxScore = query.maxScore ?? DEFAULT_MAX_SCORE[query.system ?? defaultSystemOf(year)];
  if (query.score > maxScore) {
    const message = `score must not exceed the maximum total of ${maxScore}`;
    throw new Invalid(message, [{ field: 'score', message }]);
  }
  return suggestFaculties(
    data,
    { score: query.score, maxScore, stream: query.stream, year, governorate: query.governorate ?? null },
    { field: query.field, type: query.type, limit: query.limit },
  );
}
