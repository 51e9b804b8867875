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
  type TGuidance,
  type TGuidanceNote,
  type TGuidanceSuggestion,
  type TProximity,
  type TSuggestionTier,
} from '@dalil/contracts/guidance/suggestions';
import type { TFacultyField } from '@dalil/contracts/guidance/faculty-fields';
import type { TResultStatus, TResultStream } from '@dalil/contracts/results/result';
import type { TUniversityType } from '@dalil/contracts/catalogue/university';
import { regionOf, type GuidanceData, type GuidanceUniversity } from './guidance-data.ts';

export interface StudentScore {
  score: number;
  maxScore: number;
  stream: TResultStream | null;
  year: number;
  governorate?: string | null;
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
}

// `+ 0` turns a rounded -0 into 0.
export const round2 = (n: number) => Math.round(n * 100) / 100 + 0;

/** A cut-off's percentage before rounding, when its score and maximum are known (an equal score is a margin of exactly 0). */
export const exactPercentage = (p: { minScore: number | null; maxScore: number | null; percentage: number }) =>
  p.minScore !== null && p.maxScore ? (p.minScore / p.maxScore) * 100 : p.percentage;

/** The cut-off year compared against: the student's own year when it is published, else the newest one before it, else the newest. */
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
export const universityOf = ({ region, faculties, fees, fee, ...university }: GuidanceUniversity) => university;

export function suggestFaculties(data: GuidanceData, student: StudentScore, filters: GuidanceFilters): TGuidance {
  const percentage = round2((student.score / student.maxScore) * 100);
  const precise = (student.score / student.maxScore) * 100;
  const now = filters.now ?? new Date().getUTCFullYear();
  const notes = new Set<TGuidanceNote>();
  const tiers: TGuidance['tiers'] = { likely: [], possible: [], reach: [], further: [] };
  const refYear = referenceYear(data.years, student.year);
  const yearsUsed = refYear === null ? [] : data.years.filter((y) => y <= refYear && y > refYear - GUIDANCE_YEARS);
  const guidance = (): TGuidance => {
    const totals = { likely: tiers.likely.length, possible: tiers.possible.length, reach: tiers.reach.length, further: tiers.further.length, others: 0 };
    const nearFirst = (a: { proximity: TProximity | null }, b: { proximity: TProximity | null }) =>
      PROXIMITY_ORDER[a.proximity ?? 'elsewhere'] - PROXIMITY_ORDER[b.proximity ?? 'elsewhere'];
    const system = student.maxScore >= 400 ? 'old' : 'new';
    // The stages of the student's own coordination year; else the newest before it (newest first).
    const stageYears = data.stages.filter((s) => s.streams.includes(student.stream ?? 'science')).map((s) => s.year);
    const stageYear = stageYears.find((y) => y <= student.year) ?? stageYears.at(-1);
    const answer: TGuidance = {
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
      tiers: {
        likely: tiers.likely.slice(0, filters.limit),
        possible: tiers.possible.slice(0, filters.limit),
        reach: tiers.reach.slice(0, filters.limit),
        further: tiers.further.slice(0, filters.limit),
      },
      totals,
      stages: student.stream
        ? data.stages
            .filter((s) => s.year === stageYear && s.streams.includes(student.stream!) && (s.system === null || s.system === system))
            .map(({ streams, ...s }) => ({ ...s, reached: precise >= exactPercentage(s) }))
        : [],
      otherUniversities:
        filters.type === 'public'
          ? []
          : data.otherUniversities
              .filter((u) => !filters.type || u.type === filters.type)
              .filter((u) => !filters.field || u.faculties.length === 0 || u.faculties.some((f) => f.field === filters.field))
              .map((u) => ({ university: universityOf(u), proximity: proximityOf(u, student.governorate), fee: u.fee, minimum: null }))
              .sort((a, b) => nearFirst(a, b) || a.university.name.localeCompare(b.university.name)),
      notes: [...notes],
    };
    answer.totals.others = answer.otherUniversities.length;
    return answer;
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
  if (filters.type === undefined || filters.type === 'public') {
    for (const offer of offers) {
      if (filters.field && offer.faculty.field !== filters.field) continue;
      const history = offer.points.filter((p) => yearsUsed.includes(p.year));
      if (!history.length) continue;
      const latest = history.at(-1)!;
      const margin = round2(precise - exactPercentage(latest));
      const tier = tierOf(margin);
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
      };
      tiers[tier].push(suggestion);
    }
  }
  const byProximity = (a: TGuidanceSuggestion, b: TGuidanceSuggestion) =>
    PROXIMITY_ORDER[a.proximity ?? 'elsewhere'] - PROXIMITY_ORDER[b.proximity ?? 'elsewhere'];
  const mostSelective = (a: TGuidanceSuggestion, b: TGuidanceSuggestion) =>
    byProximity(a, b) || b.latest.percentage - a.latest.percentage || a.university.name.localeCompare(b.university.name);
  tiers.likely.sort(mostSelective);
  tiers.possible.sort(mostSelective);
  // Reach and further: the nearest cut-off to the student first.
  const nearest = (a: TGuidanceSuggestion, b: TGuidanceSuggestion) => byProximity(a, b) || b.margin - a.margin || a.university.name.localeCompare(b.university.name);
  tiers.reach.sort(nearest);
  tiers.further.sort(nearest);

  if (tiers.likely.length + tiers.possible.length + tiers.reach.length === 0) notes.add('below-every-cutoff');
  if (mixedScales) notes.add('scale-change');
  if (anyStale) notes.add('stale-data');
  notes.add('geographic-distribution');
  return guidance();
}
