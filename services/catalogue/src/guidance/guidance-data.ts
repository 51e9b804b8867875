/**
 * What guidance compares a student against, built once per change of the cut-offs (and at most
 * every half minute for the catalogue's names): per student stream, every public-university
 * faculty with its cut-off per year, plus the coordination stages' minimums and the national
 * and private universities.
 */
import type { TResultStream } from '@dalil/contracts/results/result';
import type { TFacultyField } from '@dalil/contracts/guidance/faculty-fields';
import type { TCutoffPoint, TGuidanceFee, TGuidanceUniversity } from '@dalil/contracts/guidance/suggestions';
import type { TCutoff } from '@dalil/contracts/results/cutoff';
import type { TUniversityType } from '@dalil/contracts/catalogue/university';
import { GOVERNORATES, type TRegion } from '@dalil/contracts/common/governorates';
import { normalizeSearchText } from '@dalil/contracts/common/text';
import type { TPrivateMinimumTier, TTechnologicalRule } from '@dalil/contracts/catalogue/university-admission';
import { derivedFeeRange, facultyFee, type FeeRecord } from '../universities/index.ts';
import { buildPlacementRules, type PlacementRules } from './rules/placement-rules.ts';
import type { RuleRow } from './rules/rule-rows.ts';

export interface GuidanceUniversity extends TGuidanceUniversity {
  region: TRegion | null;
  faculties: Array<{ key: string; name: string; nameArabic: string | null; field: TFacultyField; campus: string | null }>;
  /** Its published fees (every kind: only Egyptian annual ones become a `fee`). */
  fees: FeeRecord[];
  /** Annual fee range for Egyptian students, derived from its faculty fees; null when none is known. */
  fee: TGuidanceFee | null;
}

/** One faculty at one university, as open to one stream: its cut-off per year (one per year). */
export interface FacultyOffer {
  university: GuidanceUniversity;
  faculty: { key: string; name: string; nameArabic: string | null; field: TFacultyField };
  campus: string | null;
  /** Oldest first. */
  points: TCutoffPoint[];
  /** The faculty's annual fee for Egyptian students, when the data has one. */
  fee: TGuidanceFee | null;
  /** The faculty as the newest cut-off row publishes it (the rules read its Arabic name). */
  published: { name: string; nameArabic: string };
}

/** A technical or higher institute, as open to one stream: its cut-off per year. */
interface InstituteOffer {
  name: string;
  nameArabic: string | null;
  category: string;
  categoryArabic: string;
  /** Oldest first, one per year. */
  points: TCutoffPoint[];
}

/** What guidance reads beside the cut-offs and universities (the rules, private minimums, technological rules). */
export interface GuidanceExtras {
  ruleRows: readonly RuleRow[];
  /** universityId → its private/national tiers, newest year first. */
  privateTiers: ReadonlyMap<string, TPrivateMinimumTier[]>;
  /** The technological universities' rules, per university id. */
  technologicalRules: ReadonlyMap<string, TTechnologicalRule[]>;
}
const NO_EXTRAS: GuidanceExtras = { ruleRows: [], privateTiers: new Map(), technologicalRules: new Map() };

interface StageMinimum extends TCutoffPoint {
  stage: number;
  system: 'old' | 'new' | null;
  streams: TResultStream[];
}

export interface GuidanceData {
  offers: Record<TResultStream, FacultyOffer[]>;
  institutes: Record<TResultStream, InstituteOffer[]>;
  /** Years that have faculty cut-offs, newest first. */
  years: number[];
  /** Years whose faculty cut-offs are final minimums (no row of a stage), newest first. */
  finalYears: number[];
  rules: PlacementRules;
  privateTiers: GuidanceExtras['privateTiers'];
  technologicalRules: GuidanceExtras['technologicalRules'];
  stages: StageMinimum[];
  otherUniversities: GuidanceUniversity[];
}

const REGION_BY_GOVERNORATE = new Map(GOVERNORATES.flatMap((g) => [[normalizeSearchText(g.name), g.region], [normalizeSearchText(g.nameArabic), g.region]]));

export function regionOf(governorate: string | null | undefined): TRegion | null {
  return governorate ? (REGION_BY_GOVERNORATE.get(normalizeSearchText(governorate)) ?? null) : null;
}

export interface CatalogueUniversityRow {
  id: string;
  name: string;
  nameArabic: string | null;
  type: TUniversityType;
  governorate: string | null;
  governorateArabic: string | null;
  faculties: GuidanceUniversity['faculties'];
  /** The university's published fees (university_fees); none when not loaded. */
  fees?: FeeRecord[];
}

function pointOf(cutoff: TCutoff): TCutoffPoint | undefined {
  if (cutoff.effectivePercentage === null) return undefined;
  return {
    year: cutoff.year,
    stage: cutoff.stage,
    minScore: cutoff.minScore,
    maxScore: cutoff.maxScoreOfYear,
    percentage: cutoff.effectivePercentage,
    sourceUrl: cutoff.sourceUrl,
    sourceName: cutoff.sourceName,
    sourceUrls: cutoff.sourceUrls.length ? cutoff.sourceUrls : cutoff.sourceUrl ? [cutoff.sourceUrl] : [],
  };
}

function feeRangeOf(fees: readonly FeeRecord[]): TGuidanceFee | null {
  const range = derivedFeeRange(fees);
  if (!range) return null;
  const { derivedFrom, ...fee } = range;
  return fee;
}

export function buildGuidanceData(cutoffs: readonly TCutoff[], universityRows: readonly CatalogueUniversityRow[], extras: GuidanceExtras = NO_EXTRAS): GuidanceData {
  const universities = new Map<string, GuidanceUniversity>(
    universityRows.map((u) => [
      u.id,
      {
        id: u.id,
        name: u.name,
        nameArabic: u.nameArabic,
        type: u.type,
        governorate: u.governorate,
        governorateArabic: u.governorateArabic,
        region: regionOf(u.governorate) ?? regionOf(u.governorateArabic),
        faculties: u.faculties,
        fees: u.fees ?? [],
        fee: feeRangeOf(u.fees ?? []),
      },
    ]),
  );
  const offers: GuidanceData['offers'] = { science: [], math: [], literary: [] };
  const years = new Set<number>();
  const stages: StageMinimum[] = [];
  for (const stream of ['science', 'math', 'literary'] as const) {
    // Per faculty and year, a row for this stream beats a scientific row that names no stream.
    const byFaculty = new Map<string, { offer: FacultyOffer; byYear: Map<number, { point: TCutoffPoint; specific: boolean }> }>();
    for (const cutoff of cutoffs) {
      if (cutoff.kind !== 'faculty' || !cutoff.universityId || !cutoff.facultyKey || !cutoff.streams.includes(stream)) continue;
      const university = universities.get(cutoff.universityId);
      const point = pointOf(cutoff);
      if (!university || !point) continue;
      years.add(cutoff.year);
      const key = `${university.id}|${cutoff.facultyKey}`;
      let entry = byFaculty.get(key);
      if (!entry) {
        const faculty = university.faculties.find((f) => f.key === cutoff.facultyKey);
        entry = {
          offer: {
            university,
            faculty: {
              key: cutoff.facultyKey,
              name: faculty?.name ?? cutoff.facultyName,
              nameArabic: faculty?.nameArabic ?? cutoff.facultyNameArabic,
              field: faculty?.field ?? 'other',
            },
            campus: cutoff.campus ?? faculty?.campus ?? null,
            points: [],
            fee: facultyFee(university.fees, { name: faculty?.name ?? cutoff.facultyName }),
            published: { name: cutoff.facultyName, nameArabic: cutoff.facultyNameArabic },
          },
          byYear: new Map(),
        };
        byFaculty.set(key, entry);
      }
      const specific = cutoff.stream === stream;
      const held = entry.byYear.get(cutoff.year);
      if (!held || (specific && !held.specific)) entry.byYear.set(cutoff.year, { point, specific });
      if (cutoff.year >= Math.max(...entry.byYear.keys())) entry.offer.published = { name: cutoff.facultyName, nameArabic: cutoff.facultyNameArabic };
    }
    offers[stream] = [...byFaculty.values()].map(({ offer, byYear }) => ({
      ...offer,
      points: [...byYear.values()].map((v) => v.point).sort((a, b) => a.year - b.year),
    }));
  }
  const institutes: GuidanceData['institutes'] = { science: [], math: [], literary: [] };
  for (const stream of ['science', 'math', 'literary'] as const) {
    const byInstitute = new Map<string, { offer: InstituteOffer; byYear: Map<number, { point: TCutoffPoint; specific: boolean }> }>();
    for (const cutoff of cutoffs) {
      if (cutoff.kind !== 'institute' || !cutoff.streams.includes(stream)) continue;
      const point = pointOf(cutoff);
      if (!point) continue;
      const key = `${cutoff.universityName}|${cutoff.facultyName}`;
      let entry = byInstitute.get(key);
      if (!entry) {
        entry = {
          offer: { name: cutoff.universityName, nameArabic: cutoff.universityNameArabic, category: cutoff.facultyName, categoryArabic: cutoff.facultyNameArabic, points: [] },
          byYear: new Map(),
        };
        byInstitute.set(key, entry);
      }
      const specific = cutoff.stream === stream;
      const held = entry.byYear.get(cutoff.year);
      if (!held || (specific && !held.specific)) entry.byYear.set(cutoff.year, { point, specific });
    }
    institutes[stream] = [...byInstitute.values()].map(({ offer, byYear }) => ({ ...offer, points: [...byYear.values()].map((v) => v.point).sort((a, b) => a.year - b.year) }));
  }
  // A year is final when none of its faculty rows is a stage's (2026's tables after stage 2 are not).
  const staged = new Set(cutoffs.filter((c) => c.kind === 'faculty' && c.stage !== null).map((c) => c.year));
  for (const cutoff of cutoffs) {
    if (cutoff.kind !== 'stage-threshold' || cutoff.stage === null) continue;
    const point = pointOf(cutoff);
    if (point) stages.push({ ...point, stage: cutoff.stage, system: cutoff.system, streams: cutoff.streams });
  }
  stages.sort((a, b) => b.year - a.year || a.stage - b.stage);
  const sortedYears = [...years].sort((a, b) => b - a);
  return {
    offers,
    institutes,
    years: sortedYears,
    finalYears: sortedYears.filter((y) => !staged.has(y)),
    rules: buildPlacementRules(extras.ruleRows),
    privateTiers: extras.privateTiers,
    technologicalRules: extras.technologicalRules,
    stages,
    otherUniversities: [...universities.values()].filter((u) => u.type !== 'public'),
  };
}
