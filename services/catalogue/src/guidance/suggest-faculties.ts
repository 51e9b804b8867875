/**
 * Guidance for one student: every public-university faculty open to the student's stream whose
 * cut-off is known for one of the last three published years, measured against its most recent
 * cut-off, all as percentages (so a 410-point year and a 320-point year compare):
 *   likely    the student is LIKELY_MARGIN points or more above the cut-off;
 *   possible  at or above it, by less than that;
 *   reach     below it by at most REACH_MARGIN points (cut-offs fall as well as rise);
 *   further   below it by at most FURTHER_MARGIN points (shown only on request).
 * Within a tier the student's own governorate comes first, then its region, then the rest;
 * then the most selective faculty the student clears (for reach: the nearest to the student).
 */
import {
  FURTHER_MARGIN,
  GUIDANCE_YEARS,
  LIKELY_MARGIN,
  REACH_MARGIN,
  STALE_AFTER_YEARS,
  TREND_STEADY_POINTS,
  type TCutoffTrend,
  type TClosedOption,
  type TGuidance,
  type TGuidanceNote,
  type TInstituteSuggestion,
  type TOtherUniversity,
  type TGuidanceSuggestion,
  type TProximity,
  type TSuggestionTier,
} from '@dalil/contracts/guidance/suggestions';
import { classifyFaculty, type TFacultyField } from '@dalil/contracts/guidance/faculty-fields';
import type { TResultStatus, TResultStream } from '@dalil/contracts/results/result';
import type { TUniversityType } from '@dalil/contracts/catalogue/university';
import type { TFigureSource } from '@dalil/contracts/common/source';
import type { TPlacementStudent, TPlacementVerdict, TRuleCitation } from '@dalil/contracts/guidance/placement-rules';
import { regionOf, type FacultyOffer, type GuidanceData, type GuidanceUniversity } from './guidance-data.ts';
import type { PlacementFaculty } from './rules/placement-rules.ts';
import { FURTHER_CHANCE, LIKELY_CHANCE, POSSIBLE_CHANCE, REACH_CHANCE, chanceTier, displayChance } from '@dalil/contracts/guidance/chance';
import { wishToken } from '@dalil/contracts/guidance/wishes';
import { chanceFrom, predictiveDistribution } from './chance/fit-model.ts';
import { chanceModelFor } from './chance/offer-model.ts';

export interface StudentScore {
  score: number;
  maxScore: number;
  stream: TResultStream | null;
  year: number;
  governorate?: string | null;
  /** The educational administration, where the rules data distinguishes one within the governorate. */
  administration?: string | null;
  /** From a results lookup: suggestions are for students who passed. */
  status?: TResultStatus | null;
}

export interface GuidanceFilters {
  field?: TFacultyField;
  type?: TUniversityType;
  /** Suggestions listed per tier; the totals count them all. */
  limit: number;
  /** The current year, for calling a cut-off old. */
  now?: number;
  /** 'chance' (the default): tiers from the chance model; 'margin': from the margin alone (the baseline). */
  tiersFrom?: 'chance' | 'margin';
}

// `+ 0` turns a rounded -0 into 0.
export const round2 = (n: number) => Math.round(n * 100) / 100 + 0;

/** A cut-off's percentage before rounding, when its score and maximum are known (an equal score is a margin of exactly 0). */
export const exactPercentage = (p: { minScore: number | null; maxScore: number | null; percentage: number }) =>
  p.minScore !== null && p.maxScore ? (p.minScore / p.maxScore) * 100 : p.percentage;

/**
 * The cut-off year compared against, the same everywhere: the newest year of final minimums
 * (`years` = GuidanceData.finalYears) not after the student's year, else the newest of them.
 */
export function referenceYear(years: readonly number[], studentYear: number): number | null {
  if (!years.length) return null;
  return years.find((y) => y <= studentYear) ?? years[0]!;
}

export function tierOf(margin: number): TSuggestionTier | undefined {
  if (margin >= LIKELY_MARGIN) return 'likely';
  if (margin >= 0) return 'possible';
  if (margin >= -REACH_MARGIN) return 'reach';
  if (margin >= -FURTHER_MARGIN) return 'further';
  return undefined;
}

export function trendOf(points: ReadonlyArray<{ percentage: number }>): { trend: TCutoffTrend; points: number | null } {
  if (points.length < 2) return { trend: 'single', points: null };
  const change = round2(points.at(-1)!.percentage - points[0]!.percentage);
  return { trend: Math.abs(change) < TREND_STEADY_POINTS ? 'held' : change > 0 ? 'rose' : 'fell', points: change };
}

function proximityOf(university: GuidanceUniversity, governorate: string | null | undefined): TProximity | null {
  if (!governorate) return null;
  const own = university.governorate?.toLowerCase() === governorate.toLowerCase() || university.governorateArabic === governorate;
  if (own) return 'governorate';
  const region = regionOf(governorate);
  return region && university.region === region ? 'region' : 'elsewhere';
}

const PROXIMITY_ORDER: Record<TProximity, number> = { governorate: 0, region: 1, elsewhere: 2 };
const GROUP_ORDER = { أ: 0, ب: 1, ج: 2 } as const;
const groupRank = (v: TPlacementVerdict) => (v.openNationwide ? 0 : v.group ? GROUP_ORDER[v.group] : 1);

/** A faculty offer as the placement rules read it. */
export function placementFacultyOf(offer: FacultyOffer, stream: TResultStream): PlacementFaculty {
  return {
    kind: 'faculty',
    universityName: offer.university.name,
    universityNameArabic: offer.university.nameArabic,
    facultyName: offer.published.name,
    facultyNameArabic: offer.published.nameArabic,
    field: offer.faculty.field,
    streams: [stream],
  };
}
export const universityOf = ({ region, faculties, fees, fee, ...university }: GuidanceUniversity) => university;

export function suggestFaculties(data: GuidanceData, student: StudentScore, filters: GuidanceFilters): TGuidance {
  const percentage = round2((student.score / student.maxScore) * 100);
  const precise = (student.score / student.maxScore) * 100;
  const now = filters.now ?? new Date().getUTCFullYear();
  const notes = new Set<TGuidanceNote>();
  const tiers: TGuidance['tiers'] = { likely: [], possible: [], reach: [], further: [] };
  const refYear = referenceYear(data.finalYears.length ? data.finalYears : data.years, student.year);
  const placementStudent: TPlacementStudent = {
    stream: student.stream,
    score: student.score,
    maxScore: student.maxScore,
    year: student.year,
    governorate: student.governorate ?? null,
    administration: student.administration ?? null,
  };
  const institutes: TInstituteSuggestion[] = [];
  const notOpen: TClosedOption[] = [];
  const cited = new Set<string>();
  const verdictOf = (faculty: PlacementFaculty) => {
    const verdict = data.rules.placementRulesFor(placementStudent, faculty);
    for (const id of verdict.ruleIds) cited.add(id);
    return verdict;
  };
  const yearsUsed = refYear === null ? [] : data.years.filter((y) => y <= refYear && y > refYear - GUIDANCE_YEARS);
  const guidance = (): TGuidance => {
    const otherUniversities = otherUniversitiesFor(data, student, filters, percentage);
    const totals = {
      likely: tiers.likely.length,
      possible: tiers.possible.length,
      reach: tiers.reach.length,
      further: tiers.further.length,
      others: otherUniversities.length,
      institutes: institutes.length,
      notOpen: notOpen.length,
    };
    // The stages per year the rules data knows; the list shown is the student's own year's, else the newest before it.
    const stageYears = data.rules.stagesFor(placementStudent);
    const stageYear = stageYears.find((y) => y.year <= student.year && y.thresholds.some((t) => t.minScore !== null || t.minPercentage !== null)) ?? null;
    for (const y of stageYears) for (const t of y.thresholds) cited.add(t.ruleId);
    const notApplied: TGuidance['placement']['notApplied'] = student.governorate ? [] : ['geographic-groups', 'regional-admission'];
    const citations = [...cited].map((id) => data.rules.cite(id)).filter((c): c is TRuleCitation => c !== undefined);
    return {
      student: {
        score: student.score,
        maxScore: student.maxScore,
        percentage,
        stream: student.stream,
        year: student.year,
        governorate: student.governorate ?? null,
      },
      filters: { field: filters.field ?? null, type: filters.type ?? null, governorate: student.governorate ?? null },
      referenceYear: refYear,
      yearsUsed,
      margins: { likely: LIKELY_MARGIN, reach: REACH_MARGIN, further: FURTHER_MARGIN },
      chanceThresholds: { likely: LIKELY_CHANCE, possible: POSSIBLE_CHANCE, reach: REACH_CHANCE, further: FURTHER_CHANCE },
      tiers: {
        likely: tiers.likely.slice(0, filters.limit),
        possible: tiers.possible.slice(0, filters.limit),
        reach: tiers.reach.slice(0, filters.limit),
        further: tiers.further.slice(0, filters.limit),
      },
      totals,
      stages: stageYear
        ? stageYear.thresholds
            .filter((t) => t.minPercentage !== null || t.minScore !== null)
            .map((t) => ({
              year: t.year,
              stage: t.stage,
              system: stageYear.system === 'single' ? null : stageYear.system,
              minScore: t.minScore,
              maxScore: t.maxScore,
              percentage: t.minPercentage ?? round2(((t.minScore ?? 0) / (t.maxScore ?? student.maxScore)) * 100),
              reached: t.reached ?? false,
              sourceUrl: data.rules.cite(t.ruleId)?.sourceUrls[0] ?? null,
            }))
        : [],
      otherUniversities,
      minimumSources: otherUniversities.length ? minimumSourcesOf(data).sources : [],
      institutes: institutes.slice(0, filters.limit),
      notOpen: notOpen.slice(0, filters.limit),
      placement: {
        governorate: student.governorate ?? null,
        administration: student.administration ?? null,
        administrationOptions: student.governorate ? data.rules.administrations().filter((o) => o.governorate === student.governorate).map((o) => o.administration) : [],
        notApplied,
        stages: stageYears,
        citations,
      },
      notes: [...notes],
    };
  };

  if (student.status === 'failed' || student.status === 'second-round') {
    notes.add('not-passed');
    return guidance();
  }
  if (!student.stream) {
    notes.add('no-stream');
    return guidance();
  }
  const offers = data.offers[student.stream];
  if (refYear === null || offers.length === 0) {
    notes.add('no-cutoffs');
    return guidance();
  }

  let anyStale = false;
  let mixedScales = false;
  // Tiers come from the chance model fitted on every cut-off up to the reference year; a faculty
  // the model has no series for keeps its margin tier.
  const model = filters.tiersFrom === 'margin' ? null : chanceModelFor(data, student.stream, refYear);
  if (filters.type === undefined || filters.type === 'public') {
    for (const offer of offers) {
      if (filters.field && offer.faculty.field !== filters.field) continue;
      const history = offer.points.filter((p) => yearsUsed.includes(p.year));
      // Measured against the reference year's minimum only, never another year's.
      const latest = history.at(-1);
      if (!latest || latest.year !== refYear) continue;
      const margin = round2(precise - exactPercentage(latest));
      const distribution = model ? predictiveDistribution(model, wishToken({ universityId: offer.university.id, facultyKey: offer.faculty.key })) : null;
      const rawChance = distribution ? chanceFrom(distribution, precise) : null;
      const byChance = rawChance === null ? undefined : chanceTier(rawChance);
      const tier = rawChance === null ? tierOf(margin) : byChance === 'beyond' ? undefined : byChance;
      if (!tier) continue;
      const trend = trendOf(history);
      const stale = latest.year < now - STALE_AFTER_YEARS;
      anyStale ||= stale;
      mixedScales ||= history.some((p) => p.maxScore !== null && p.maxScore !== student.maxScore);
      const suggestion: TGuidanceSuggestion = {
        tier,
        university: universityOf(offer.university),
        faculty: offer.faculty,
        campus: offer.campus,
        proximity: proximityOf(offer.university, student.governorate),
        latest,
        margin,
        history,
        trend: trend.trend,
        trendPoints: trend.points,
        stale,
        fee: offer.fee,
        rules: verdictOf(placementFacultyOf(offer, student.stream)),
        chance: rawChance === null ? null : displayChance(rawChance),
      };
      if (!suggestion.rules.eligible) {
        if (tier !== 'further') notOpen.push({ kind: 'faculty', university: suggestion.university, name: offer.faculty.name, nameArabic: offer.faculty.nameArabic, latest, margin, rules: suggestion.rules });
        continue;
      }
      tiers[tier].push(suggestion);
    }
  }
  if (filters.type === undefined && !filters.field) {
    for (const offer of data.institutes[student.stream]) {
      const latest = offer.points.at(-1);
      if (!latest || latest.year !== refYear) continue;
      const margin = round2(precise - exactPercentage(latest));
      const tier = tierOf(margin);
      if (!tier || tier === 'further') continue;
      const rules = verdictOf({
        kind: 'institute',
        universityName: offer.name,
        universityNameArabic: offer.nameArabic,
        facultyName: offer.category,
        facultyNameArabic: offer.categoryArabic,
        field: 'other',
        streams: [student.stream],
      });
      if (!rules.eligible) notOpen.push({ kind: 'institute', university: null, name: offer.name, nameArabic: offer.nameArabic, latest, margin, rules });
      else institutes.push({ tier, name: offer.name, nameArabic: offer.nameArabic, category: offer.category, categoryArabic: offer.categoryArabic, latest, margin, rules });
    }
    // Likely first, then the most selective the student clears.
    const TIER_ORDER = { likely: 0, possible: 1, reach: 2, further: 3 } as const;
    institutes.sort((a, b) => TIER_ORDER[a.tier] - TIER_ORDER[b.tier] || b.latest.percentage - a.latest.percentage || a.name.localeCompare(b.name));
  }
  notOpen.sort((a, b) => b.latest.percentage - a.latest.percentage);
  const byProximity = (a: TGuidanceSuggestion, b: TGuidanceSuggestion) =>
    PROXIMITY_ORDER[a.proximity ?? 'elsewhere'] - PROXIMITY_ORDER[b.proximity ?? 'elsewhere'];
  // Group أ (or open nationwide) first, as the student must list them (R04), then nearness.
  const byGroup = (a: TGuidanceSuggestion, b: TGuidanceSuggestion) => groupRank(a.rules) - groupRank(b.rules);
  const mostSelective = (a: TGuidanceSuggestion, b: TGuidanceSuggestion) =>
    byGroup(a, b) || byProximity(a, b) || b.latest.percentage - a.latest.percentage || a.university.name.localeCompare(b.university.name);
  tiers.likely.sort(mostSelective);
  tiers.possible.sort(mostSelective);
  // Reach and further: the nearest cut-off to the student first.
  const nearest = (a: TGuidanceSuggestion, b: TGuidanceSuggestion) =>
    byGroup(a, b) || byProximity(a, b) || b.margin - a.margin || a.university.name.localeCompare(b.university.name);
  tiers.reach.sort(nearest);
  tiers.further.sort(nearest);

  if (tiers.likely.length + tiers.possible.length + tiers.reach.length === 0) notes.add('below-every-cutoff');
  if (mixedScales) notes.add('scale-change');
  if (anyStale) notes.add('stale-data');
  notes.add('geographic-distribution');
  return guidance();
}

/**
 * The national, private and technological universities for a student: the same list for every
 * total between two neighbouring published minimums (a minimum is met at or above its percentage),
 * so built once per question of that kind and index, and its JSON written once (see
 * otherUniversitiesJson): it is most of a suggestions answer's bytes.
 */
const othersKept = new WeakMap<GuidanceData, { thresholds: number[]; lists: Map<string, TOtherUniversity[]> }>();
const othersJson = new WeakMap<readonly TOtherUniversity[], string>();

function otherUniversitiesFor(data: GuidanceData, student: StudentScore, filters: GuidanceFilters, percentage: number): TOtherUniversity[] {
  if (filters.type === 'public') return [];
  let kept = othersKept.get(data);
  if (!kept) {
    const all = [...data.privateTiers.values()].flatMap((tiers) => tiers.flatMap((t) => t.minimums.map((m) => m.minPercentage)));
    kept = { thresholds: [...new Set(all)].sort((a, b) => a - b), lists: new Map() };
    othersKept.set(data, kept);
  }
  // Which minimums the total meets is all the total decides here.
  const band = kept.thresholds.filter((t) => percentage >= t).length;
  const key = JSON.stringify([student.stream, student.year, student.governorate ?? null, filters.type ?? null, filters.field ?? null, band]);
  let list = kept.lists.get(key);
  if (!list) {
    const nearFirst = (a: { proximity: TProximity | null }, b: { proximity: TProximity | null }) =>
      PROXIMITY_ORDER[a.proximity ?? 'elsewhere'] - PROXIMITY_ORDER[b.proximity ?? 'elsewhere'];
    list = data.otherUniversities
      .filter((u) => !filters.type || u.type === filters.type)
      .filter((u) => !filters.field || u.faculties.length === 0 || u.faculties.some((f) => f.field === filters.field))
      .map((u) => otherUniversityOf(data, u, student, percentage))
      .sort((a, b) => Number(b.meetsMinimum === true) - Number(a.meetsMinimum === true) || nearFirst(a, b) || a.university.name.localeCompare(b.university.name));
    // A list, its objects and its JSON are some 700 kB: 50 kept (the questions of the moment; a pod has 512 MiB), rebuilt in about a millisecond.
    if (kept.lists.size >= 50) kept.lists.clear();
    kept.lists.set(key, list);
  }
  return list;
}

/** The list's JSON, written once per list. */
export function otherUniversitiesJson(list: readonly TOtherUniversity[]): string {
  let json = othersJson.get(list);
  if (json === undefined) othersJson.set(list, (json = JSON.stringify(list)));
  return json;
}

/**
 * A national, private or technological university: its tier's minimums for the student's
 * admission year (the newest the data has up to it), each marked met or not; its rules when
 * technological.
 */
function otherUniversityOf(data: GuidanceData, u: GuidanceUniversity, student: StudentScore, percentage: number): TOtherUniversity {
  const tiers = data.privateTiers.get(u.id) ?? [];
  // Thanaweya Amma's tier: the year's list with the most faculty groups (the others are one-group certificate lists).
  const tier = tiers.find((t) => t.admissionYear <= student.year) ?? tiers[0] ?? null;
  const { indexOf } = minimumSourcesOf(data);
  const minimums = (tier?.minimums ?? []).map((m) => {
    const streamOpen = student.stream ? privateGroupOpenTo(m.facultyGroup, student.stream) : true;
    return { facultyGroup: m.facultyGroup, facultyGroupArabic: m.facultyGroupArabic, minPercentage: m.minPercentage, source: indexOf.get(m)!, streamOpen, met: streamOpen && percentage >= m.minPercentage };
  });
  return {
    university: universityOf(u),
    proximity: proximityOf(u, student.governorate),
    fee: u.fee,
    minimum: null,
    minimums,
    minimumsYear: tier?.admissionYear ?? null,
    tier: tier?.tier ?? null,
    meetsMinimum: minimums.length ? minimums.some((m) => m.met) : null,
    technologicalRules: (data.technologicalRules.get(u.id) ?? []).map(({ notes, notesArabic, ...rule }) => rule),
  };
}

/**
 * Every distinct source of the index's private and national minimums, in a fixed order, and each
 * minimum's place among them (found once per index, not per list built): a few publishers serve
 * some hundred universities' dozen groups each.
 */
const minimumSourcesKept = new WeakMap<GuidanceData, { sources: TFigureSource[]; indexOf: ReadonlyMap<TFigureSource, number> }>();

function minimumSourcesOf(data: GuidanceData) {
  let kept = minimumSourcesKept.get(data);
  if (!kept) {
    const byKey = new Map<string, number>();
    const indexOf = new Map<TFigureSource, number>();
    const sources: TFigureSource[] = [];
    for (const tiers of data.privateTiers.values()) {
      for (const m of tiers.flatMap((t) => t.minimums)) {
        const key = JSON.stringify([m.sourceName, m.sourceUrls, m.year, m.confidence, m.confidenceNote]);
        let at = byKey.get(key);
        if (at === undefined) {
          byKey.set(key, (at = sources.length));
          sources.push({ sourceName: m.sourceName, sourceUrls: m.sourceUrls, year: m.year, confidence: m.confidence, confidenceNote: m.confidenceNote });
        }
        indexOf.set(m, at);
      }
    }
    kept = { sources, indexOf };
    minimumSourcesKept.set(data, kept);
  }
  return kept;
}

/** Fields of the scientific list (a literary student's table has none of them). */
const SCIENTIFIC_FIELDS: ReadonlySet<TFacultyField> = new Set(['medicine', 'dentistry', 'pharmacy', 'physical-therapy', 'veterinary', 'nursing', 'engineering', 'computing', 'science']);
/** Science-only fields: no mathematics variant (other-rules R01). */
const SCIENCE_ONLY_FIELDS: ReadonlySet<TFacultyField> = new Set(['medicine', 'dentistry', 'pharmacy', 'physical-therapy', 'veterinary', 'nursing']);

/** Whether a private-minimum faculty group is open to a stream (R01; the literary list has no scientific faculty). */
function privateGroupOpenTo(group: string, stream: TResultStream): boolean {
  const field = classifyFaculty(group);
  // A mixed group (biotechnology, nursing, basic sciences) is open where part of it is.
  if (/biotechnolog|basic sciences/i.test(group)) return stream !== 'literary';
  if (stream === 'literary') return !SCIENTIFIC_FIELDS.has(field);
  if (stream === 'math') return !SCIENCE_ONLY_FIELDS.has(field);
  return true;
}
