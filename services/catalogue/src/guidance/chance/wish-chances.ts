/**
 * GET /api/guidance/wishes: the wish list assessed (assess-wishes.ts) and simulated in its order
 * with the chance model fitted on the guidance index's cut-offs for the student's stream.
 */
import type { TResultStream } from '@dalil/contracts/results/result';
import type { TCutoffPoint } from '@dalil/contracts/guidance/suggestions';
import { wishToken, type TWishAnswer, type TWishesInput } from '@dalil/contracts/guidance/wishes';
import type { ResultsCache } from '../../results/index.ts';
import type { GuidanceData } from '../guidance-data.ts';
import { getWishAssessment } from '../get-guidance.ts';
import { placementFacultyOf } from '../suggest-faculties.ts';
import type { TPlacementVerdict } from '@dalil/contracts/guidance/placement-rules';
import type { FacultyOffer } from '../guidance-data.ts';
import { fitChanceModel, predictiveDistribution, type ChanceModel, type CutoffSeries } from './fit-model.ts';
import { ruleWarnings, simulateWishes } from './simulate-wishes.ts';

/** How many publishers a point cites (several URLs, or several joined with " | " in one). */
function sourceCount(point: TCutoffPoint): number {
  const urls = (point as TCutoffPoint & { sourceUrls?: readonly string[] }).sourceUrls;
  if (urls && urls.length) return urls.length;
  return point.sourceUrl ? point.sourceUrl.split(' | ').filter(Boolean).length : 0;
}

/** The series of one stream's offers, keyed by wish token, with the points up to `lastYear`. */
export function offerSeries(data: GuidanceData, stream: TResultStream, lastYear: number): CutoffSeries[] {
  return data.offers[stream].map((offer) => ({
    key: wishToken({ universityId: offer.university.id, facultyKey: offer.faculty.key }),
    stream,
    family: offer.faculty.field,
    points: offer.points.filter((p) => p.year <= lastYear).map((p) => ({ year: p.year, percentage: p.percentage, singleSource: sourceCount(p) < 2 })),
  }));
}

const models = new WeakMap<GuidanceData, Map<string, ChanceModel>>();

/** The model for a stream, fitted on every cut-off up to `lastYear` (once per guidance index). */
export function chanceModelFor(data: GuidanceData, stream: TResultStream, lastYear: number): ChanceModel {
  let kept = models.get(data);
  if (!kept) models.set(data, (kept = new Map()));
  const key = `${stream}|${lastYear}`;
  let model = kept.get(key);
  if (!model) {
    model = fitChanceModel(offerSeries(data, stream, lastYear), { beforeYear: lastYear + 1 });
    kept.set(key, model);
  }
  return model;
}

const offerIndexes = new WeakMap<GuidanceData, Map<string, Map<string, FacultyOffer>>>();
function offerByToken(data: GuidanceData, stream: TResultStream): Map<string, FacultyOffer> {
  let kept = offerIndexes.get(data);
  if (!kept) offerIndexes.set(data, (kept = new Map()));
  let index = kept.get(stream);
  if (!index) {
    index = new Map(data.offers[stream].map((o) => [wishToken({ universityId: o.university.id, facultyKey: o.faculty.key }), o] as const));
    kept.set(stream, index);
  }
  return index;
}

export async function getWishAnswer(deps: { cache: ResultsCache }, query: TWishesInput): Promise<TWishAnswer> {
  const assessment = await getWishAssessment(deps, query);
  const data = await deps.cache.guidance(await deps.cache.currentVersion());
  const { stream, score, maxScore, year } = assessment.student;
  const lastYear = assessment.referenceYear;
  const model = lastYear === null ? null : chanceModelFor(data, stream, lastYear);
  // What the placement rules say for each wish (null: not a faculty offer for this stream).
  const offers = offerByToken(data, stream);
  const student = { stream, score, maxScore, year, governorate: query.governorate ?? null, administration: null };
  const verdicts: Array<TPlacementVerdict | null> = assessment.wishes.map((w) => {
    const offer = offers.get(wishToken(w));
    return offer ? data.rules.placementRulesFor(student, placementFacultyOf(offer, stream)) : null;
  });
  const closed = (i: number) => verdicts[i]?.reasons.some((r) => r.reason === 'regional-outside') === true;
  const distributions = assessment.wishes.map((w, i) => (model && w.status === 'ok' && !closed(i) ? predictiveDistribution(model, wishToken(w)) : null));
  const precise = (assessment.student.score / assessment.student.maxScore) * 100;
  const simulation = simulateWishes(assessment.wishes, distributions, precise, lastYear === null ? null : lastYear + 1);
  simulation.warnings.push(...ruleWarnings(assessment.wishes.map((w, i) => ({ field: w.faculty?.field ?? null, verdict: verdicts[i] ?? null }))));
  return { ...assessment, simulation };
}
