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
import { derivedFeeRange, facultyFee, type FeeRecord } from '../universities/index.ts';

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
}

export interface StageMinimum extends TCutoffPoint {
  stage: number;
  system: 'old' | 'new' | null;
  streams: TResultStream[];
}

export interface GuidanceData {
  offers: Record<TResultStream, FacultyOffer[]>;
  /** Years that have faculty cut-offs, newest first. */
  years: number[];
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
  };
}

function feeRangeOf(fees: readonly FeeRecord[]): TGuidanceFee | null {
  const range = derivedFeeRange(fees);
  if (!range) return null;
  const { derivedFrom, ...fee } = range;
  return fee;
}

export function buildGuidanceData(cutoffs: readonly TCutoff[], universityRows: readonly CatalogueUniversityRow[]): GuidanceData {
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
          },
          byYear: new Map(),
        };
        byFaculty.set(key, entry);
      }
      const specific = cutoff.stream === stream;
      const held = entry.byYear.get(cutoff.year);
      if (!held || (specific && !held.specific)) entry.byYear.set(cutoff.year, { point, specific });
    }
    offers[stream] = [...byFaculty.values()].map(({ offer, byYear }) => ({
      ...offer,
      points: [...byYear.values()].map((v) => v.point).sort((a, b) => a.year - b.year),
    }));
  }
  for (const cutoff of cutoffs) {
    if (cutoff.kind !== 'stage-threshold' || cutoff.stage === null) continue;
    const point = pointOf(cutoff);
    if (point) stages.push({ ...point, stage: cutoff.stage, system: cutoff.system, streams: cutoff.streams });
  }
  stages.sort((a, b) => b.year - a.year || a.stage - b.stage);
  return {
    offers,
    years: [...years].sort((a, b) => b - a),
    stages,
    otherUniversities: [...universities.values()].filter((u) => u.type !== 'public'),
  };
}
