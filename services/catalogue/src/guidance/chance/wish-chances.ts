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
const keptVerdicts = new WeakMap<GuidanceData, Map<string, Map<FacultyOffer, TPlacementVerdict>>>();
function verdictsFor(data: GuidanceData, student: TPlacementStudent): Map<FacultyOffer, TPlacementVerdict> {
  let byStudent = keptVerdicts.get(data);
  if (!byStudent) keptVerdicts.set(data, (byStudent = new Map()));
  const studentKey = [student.stream, student.year, student.governorate ?? '', student.administration ?? '', data.rules.stageOf(student) ?? ''].join('|');
  let verdicts = byStudent.get(studentKey);
  if (!verdicts) {
    // 3 streams × a few years × 27 governorates × the stages: a bound only a flood of odd keys reaches.
    if (byStudent.size >= 2_000) byStudent.clear();
    byStudent.set(studentKey, (verdicts = new Map()));
  }
  return verdicts;
}

export async function getWishAnswer(deps: { cache: ResultsCache }, query: TWishesInput): Promise<TWishAnswer> {
  const data = await deps.cache.guidance(await deps.cache.currentVersion());
  const assessment = wishAssessmentFrom(data, query);
  const { stream, score, maxScore, year } = assessment.student;
  const lastYear = assessment.referenceYear;
  const model = lastYear === null ? null : chanceModelFor(data, stream, lastYear);
  // What the placement rules say for each wish (null: not a faculty offer for this stream).
  const offers = offerByToken(data, stream);
  const student: TPlacementStudent = { stream, score, maxScore, year, governorate: query.governorate ?? null, administration: null };
  const kept = verdictsFor(data, student);
  const verdicts: Array<TPlacementVerdict | null> = assessment.wishes.map((w) => {
    const offer = offers.get(wishToken(w));
    if (!offer) return null;
    let verdict = kept.get(offer);
    if (!verdict) kept.set(offer, (verdict = data.rules.placementRulesFor(student, placementFacultyOf(offer, stream))));
    return verdict;
  });
  const closed = (i: number) => verdicts[i]?.reasons.some((r) => r.reason === 'regional-outside') === true;
  const distributions = assessment.wishes.map((w, i) => (model && w.status === 'ok' && !closed(i) ? predictiveDistribution(model, wishToken(w)) : null));
  const precise = (assessment.student.score / assessment.student.maxScore) * 100;
  const simulation = simulateWishes(assessment.wishes, distributions, precise, lastYear === null ? null : lastYear + 1);
  simulation.warnings.push(...ruleWarnings(assessment.wishes.map((w, i) => ({ field: w.faculty?.field ?? null, verdict: verdicts[i] ?? null }))));
  return { ...assessment, simulation };
}
