/**
 * GET /api/guidance/wishes: the wish list assessed (assess-wishes.ts) and simulated in its order
 * with the chance model fitted on the guidance index's cut-offs for the student's stream.
 */
import { wishToken, type TWishAnswer, type TWishesInput } from '@dalil/contracts/guidance/wishes';
import type { ResultsCache } from '../results-cache.ts';
import { wishAssessmentFrom } from '../get-guidance.ts';
import type { TResultStream } from '@dalil/contracts/results/result';
import type { TPlacementStudent, TPlacementVerdict } from '@dalil/contracts/guidance/placement-rules';
import { placementFacultyOf } from '../suggest-faculties.ts';
import type { FacultyOffer, GuidanceData } from '../guidance-data.ts';
import { predictiveDistribution } from './fit-model.ts';
import { chanceModelFor } from './offer-model.ts';
import { ruleWarnings, simulateWishes } from './simulate-wishes.ts';

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

// The rules read a student's stream, year, place and stage, not the total itself: verdicts are kept
// per offer for each such student, shared by every total of the same stage (read-only).
interface KeptVerdicts {
  byStudent: Map<string, Map<FacultyOffer, TPlacementVerdict>>;
  count: number;
}
// ~33 MB measured for as many objects of their shape, all dropped at once when full (a few
// thousand offers × a few hundred kinds of student could otherwise keep millions).
const MAX_KEPT_VERDICTS = 100_000;
const keptVerdicts = new WeakMap<GuidanceData, KeptVerdicts>();
/** The rules' verdict on an offer for this student: the student's key worked out once per answer, not per wish. */
function verdictsFor(data: GuidanceData, student: TPlacementStudent & { stream: TResultStream }): (offer: FacultyOffer) => TPlacementVerdict {
  let kept = keptVerdicts.get(data);
  if (!kept) keptVerdicts.set(data, (kept = { byStudent: new Map(), count: 0 }));
  const store = kept;
  const studentKey = [student.stream, student.year, student.governorate ?? '', student.administration ?? '', data.rules.stageOf(student) ?? ''].join('|');
  return (offer) => {
    let verdicts = store.byStudent.get(studentKey);
    let verdict = verdicts?.get(offer);
    if (verdict) return verdict;
    verdict = data.rules.placementRulesFor(student, placementFacultyOf(offer, student.stream));
    if (store.count >= MAX_KEPT_VERDICTS) {
      store.byStudent.clear();
      store.count = 0;
      verdicts = undefined;
    }
    if (!verdicts) store.byStudent.set(studentKey, (verdicts = new Map()));
    verdicts.set(offer, verdict);
    store.count++;
    return verdict;
  };
}

export async function getWishAnswer(deps: { cache: ResultsCache }, query: TWishesInput): Promise<TWishAnswer> {
  const data = await deps.cache.guidance(await deps.cache.currentVersion());
  const assessment = wishAssessmentFrom(data, query);
  const { stream, score, maxScore, year } = assessment.student;
  const lastYear = assessment.referenceYear;
  const model = lastYear === null ? null : chanceModelFor(data, stream, lastYear);
  // What the placement rules say for each wish (null: not a faculty offer for this stream).
  const offers = offerByToken(data, stream);
  const student = { stream, score, maxScore, year, governorate: query.governorate ?? null, administration: null };
  const verdictOf = verdictsFor(data, student);
  const verdicts: Array<TPlacementVerdict | null> = assessment.wishes.map((w) => {
    const offer = offers.get(wishToken(w));
    return offer ? verdictOf(offer) : null;
  });
  const closed = (i: number) => verdicts[i]?.reasons.some((r) => r.reason === 'regional-outside') === true;
  const distributions = assessment.wishes.map((w, i) => (model && w.status === 'ok' && !closed(i) ? predictiveDistribution(model, wishToken(w)) : null));
  const precise = (assessment.student.score / assessment.student.maxScore) * 100;
  const simulation = simulateWishes(assessment.wishes, distributions, precise, lastYear === null ? null : lastYear + 1);
  simulation.warnings.push(...ruleWarnings(assessment.wishes.map((w, i) => ({ field: w.faculty?.field ?? null, verdict: verdicts[i] ?? null }))));
  return { ...assessment, simulation };
}
