/**
 * A university's published figures, each from its own source and year: fees per faculty or
 * programme, world rankings (QS, THE, U.S. News) by edition, facts (student counts, founding
 * decrees) and encyclopedia links. Read from the seed files described in shared/data/README.md
 * (sections 10–14); nothing is computed except what says so (`derived`, `nationalRank`).
 */
import { z } from 'zod';
import { ZGuidanceFee } from '../guidance/suggestions.ts';
import { ZFigureSource } from '../common/source.ts';
import { ZUniversityAdmission } from './university-admission.ts';

/** Who a fee is for. A non-Egyptian (wafid) fee is never an Egyptian family's fee. */
export const FEE_STUDENTS = ['egyptian', 'non-egyptian'] as const;
export const ZFeeStudents = z.enum(FEE_STUDENTS);
export type TFeeStudents = z.infer<typeof ZFeeStudents>;

/** What one amount pays for: a year, or one credit hour (never multiplied into a year). */
export const FEE_BASES = ['annual', 'per-credit-hour'] as const;
export const ZFeeBasis = z.enum(FEE_BASES);
export type TFeeBasis = z.infer<typeof ZFeeBasis>;

export const ZUniversityFee = z.object({
  id: z.string(),
  /** The faculty or programme as the source names it. */
  programName: z.string(),
  programNameArabic: z.string().nullable(),
  /** "2025/2026"; null when the source states no year. */
  academicYear: z.string().nullable(),
  students: ZFeeStudents,
  basis: ZFeeBasis,
  /** Per `basis`, in `currency`; a range when the source gives categories; null when unknown. */
  min: z.number().nullable(),
  max: z.number().nullable(),
  currency: z.string(),
  /** The row covers every faculty of the university (e.g. "All faculties - regular programmes"). */
  appliesToAllFaculties: z.boolean(),
  /** The university's faculties (keys) this fee is for, matched by name. */
  facultyKeys: z.array(z.string()),
  /** The compiler's note on the row, in English (extras left out, arithmetic done, trust). */
  notes: z.string().nullable(),
  /** Dalil's Arabic translation of `notes` (marked as a translation where shown); null where none is written. */
  notesArabic: z.string().nullable(),
}).extend(ZFigureSource.shape);
export type TUniversityFee = z.infer<typeof ZUniversityFee>;

/**
 * The university's fee range, derived by us from its Egyptian students' annual faculty fees of the
 * newest academic year listed (never from non-Egyptian or per-credit-hour fees).
 */
export const ZDerivedFeeRange = ZGuidanceFee.extend({
  /** How many faculty fees the range was derived from (their publishers: `sourceName` when they share one, else each fee's own). */
  derivedFrom: z.number().int(),
});
export type TDerivedFeeRange = z.infer<typeof ZDerivedFeeRange>;

export const RANKING_SYSTEMS = ['qs', 'the', 'usnews'] as const;
export const ZRankingSystem = z.enum(RANKING_SYSTEMS);
export type TRankingSystem = z.infer<typeof ZRankingSystem>;

export const ZUniversityRanking = z.object({
  ranking: ZRankingSystem,
  /** The edition as the publisher names it: "2026", "2025-2026". */
  edition: z.string(),
  /** As published: an exact rank ("347") or a band ("1001-1200", "1401+"). */
  worldRank: z.string(),
  /**
   * Our derivation, not an official ranking: the position among the Egyptian institutions in
   * that table, a range where they share a band ("8-21"). Null when not derived.
   */
  nationalRank: z.string().nullable(),
}).extend(ZFigureSource.shape);
export type TUniversityRanking = z.infer<typeof ZUniversityRanking>;

/**
 * students-fte: full-time-equivalent students the university reported to THE (not a headcount);
 * students: a student count stated elsewhere; faculties: number of faculties; founded: the year of
 * the founding decree.
 */
export const FACT_KINDS = ['students-fte', 'students', 'faculties', 'founded'] as const;
export const ZFactKind = z.enum(FACT_KINDS);
export type TFactKind = z.infer<typeof ZFactKind>;

export const ZUniversityFact = z.object({
  kind: ZFactKind,
  value: z.number(),
  /** The year the figure is for (for THE counts, the THE edition year). */
  asOfYear: z.number().int().nullable(),
}).extend(ZFigureSource.shape);
export type TUniversityFact = z.infer<typeof ZUniversityFact>;

export const ZUniversityLinks = z.object({
  wikipediaEn: z.string().nullable(),
  wikipediaAr: z.string().nullable(),
  /** The file gives no year for the links; null says so. */
  asOfYear: z.number().int().nullable(),
}).extend(ZFigureSource.shape);
export type TUniversityLinks = z.infer<typeof ZUniversityLinks>;

/** GET /api/universities/{id}/figures */
export const ZUniversityFigures = z.object({
  universityId: z.string(),
  /** Newest academic year first; rows with no year last. */
  fees: z.array(ZUniversityFee),
  feeRange: ZDerivedFeeRange.nullable(),
  /** Per ranking, newest edition first. */
  rankings: z.array(ZUniversityRanking),
  facts: z.array(ZUniversityFact),
  links: ZUniversityLinks.nullable(),
  /** Published admission minimums and rules for its type (private and national, technological, Al-Azhar); null for the others. */
  admission: ZUniversityAdmission.nullable(),
});
export type TUniversityFigures = z.infer<typeof ZUniversityFigures>;

/**
 * GET /api/universities/headlines: for every university with any of them, the three figures its
 * card shows, each the same one its page headlines, with its source and year.
 */
export const ZUniversityHeadline = z.object({
  universityId: z.string(),
  feeRange: ZDerivedFeeRange.nullable(),
  /** The newest full-time-equivalent count reported to THE, else the newest headcount. */
  students: ZUniversityFact.nullable(),
  /** The rank in Egypt: the newest edition of the first ranking (QS, THE, U.S. News) that gives one. */
  rank: ZUniversityRanking.nullable(),
});
export type TUniversityHeadline = z.infer<typeof ZUniversityHeadline>;

const RANKING_ORDER: readonly TRankingSystem[] = RANKING_SYSTEMS;

/** The rank in Egypt a university's page and card headline (see ZUniversityHeadline.rank). */
export function headlineNationalRank(rankings: readonly TUniversityRanking[]): TUniversityRanking | undefined {
  for (const ranking of RANKING_ORDER) {
    const newest = rankings.filter((r) => r.ranking === ranking).sort((a, b) => b.edition.localeCompare(a.edition))[0];
    if (newest?.nationalRank) return newest;
  }
  return undefined;
}

/** The newest fact of a kind. */
export function newestFact(facts: readonly TUniversityFact[], kind: TFactKind): TUniversityFact | undefined {
  return facts.filter((f) => f.kind === kind).sort((a, b) => (b.asOfYear ?? 0) - (a.asOfYear ?? 0))[0];
}

/** The student count a page and card headline (see ZUniversityHeadline.students). */
export function headlineStudents(facts: readonly TUniversityFact[]): TUniversityFact | undefined {
  return newestFact(facts, 'students-fte') ?? newestFact(facts, 'students');
}

/** A figure this many years older than the current year, or more, is shown as old. */
export const FIGURE_OLD_AFTER_YEARS = 2;

/** The first calendar year of "2024/2025", "2025-2026" or "2026"; null when none is given. */
export function startYearOf(period: string | number | null | undefined): number | null {
  if (typeof period === 'number') return period;
  const match = period?.match(/\d{4}/);
  return match ? Number(match[0]) : null;
}

/** Whether a figure for `period` is old in `now` (a figure with no year is not called old: it says it has none). */
export function isOldFigure(period: string | number | null | undefined, now = new Date().getUTCFullYear()): boolean {
  const start = startYearOf(period);
  return start !== null && start < now - FIGURE_OLD_AFTER_YEARS;
}
