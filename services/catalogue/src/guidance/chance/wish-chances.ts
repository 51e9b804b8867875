/**
 * GET /api/guidance/wishes: the wish list assessed (assess-wishes.ts) and simulated in its order
 * with the chance model fitted on the guidance index's cut-offs for the student's stream.
 */
import { wishToken, type TWishAnswer, type TWishesInput } from '@dalil/contracts/guidance/wishes';
import type { ResultsCache } from '../../results/index.ts';
import { getWishAssessment } from '../get-guidance.ts';
import { predictiveDistribution } from './fit-model.ts';
import { chanceModelFor } from './offer-model.ts';
import { simulateWishes } from './simulate-wishes.ts';

export async function getWishAnswer(deps: { cache: ResultsCache }, query: TWishesInput): Promise<TWishAnswer> {
  const assessment = await getWishAssessment(deps, query);
  const data = await deps.cache.guidance(await deps.cache.currentVersion());
  const lastYear = assessment.referenceYear;
  const model = lastYear === null ? null : chanceModelFor(data, assessment.student.stream, lastYear);
  const distributions = assessment.wishes.map((w) => (model && w.status === 'ok' ? predictiveDistribution(model, wishToken(w)) : null));
  const precise = (assessment.student.score / assessment.student.maxScore) * 100;
  return { ...assessment, simulation: simulateWishes(assessment.wishes, distributions, precise, lastYear === null ? null : lastYear + 1) };
}
