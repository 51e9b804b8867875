/**
 * Which published fee is "the fee" of a faculty or a university. Only an Egyptian student's
 * annual fee may stand as one: a non-Egyptian (wafid) fee is for other families, and a
 * per-credit-hour price is not a year's fee (the credit load varies), so neither ever does.
 */
import type { TDerivedFeeRange, TFeeBasis, TFeeStudents } from '@dalil/contracts/catalogue/university-figures';
import { startYearOf } from '@dalil/contracts/catalogue/university-figures';
import type { TGuidanceFee } from '@dalil/contracts/guidance/suggestions';
import type { TFigureSource } from '@dalil/contracts/common/source';
import { sourceOf } from './figure-sources.ts';
import { facultyNameKey } from '../common/index.ts';

export interface FeeRecord {
  programName: string;
  academicYear: string | null;
  students: TFeeStudents;
  basis: TFeeBasis;
  min: number | null;
  max: number | null;
  currency: string;
  appliesToAllFaculties: boolean;
  sourceName: string | null;
  /** The main one of sourceUrls. */
  sourceUrl: string | null;
  sourceUrls: string[];
}

/** A fee row names this faculty ("Faculty of Engineering" = "Engineering"), or every faculty. */
export function feeAppliesTo(fee: Pick<FeeRecord, 'programName' | 'appliesToAllFaculties'>, faculty: { name: string }): boolean {
  return fee.appliesToAllFaculties || facultyNameKey(fee.programName) === facultyNameKey(faculty.name);
}

/** An Egyptian student's annual fee with an amount: the only kind that may stand as "the fee". */
function isEgyptianAnnualFee(fee: FeeRecord): boolean {
  return fee.students === 'egyptian' && fee.basis === 'annual' && (fee.min !== null || fee.max !== null);
}

/** Newest academic year first; a fee that states no year after every dated one. */
export function newestFirst(a: Pick<FeeRecord, 'academicYear'>, b: Pick<FeeRecord, 'academicYear'>): number {
  return (startYearOf(b.academicYear) ?? -Infinity) - (startYearOf(a.academicYear) ?? -Infinity) || 0;
}

/** Who says so, for a fee: its publisher, pages and academic year (no fee file has a confidence column). */
export const feeSourceOf = (fee: Pick<FeeRecord, 'sourceName' | 'sourceUrls' | 'academicYear'>): TFigureSource => sourceOf(fee, fee.academicYear);

const guidanceFeeOf = (fee: FeeRecord): TGuidanceFee => ({
  min: fee.min ?? fee.max,
  max: fee.max ?? fee.min,
  currency: fee.currency,
  academicYear: fee.academicYear,
  sourceUrl: fee.sourceUrl,
  ...feeSourceOf(fee),
});

/**
 * A faculty's annual fee for Egyptian students: the newest fee naming the faculty, else the
 * newest one for all the university's faculties; null when the data has none.
 */
export function facultyFee(fees: readonly FeeRecord[], faculty: { name: string }): TGuidanceFee | null {
  const candidates = fees.filter((f) => isEgyptianAnnualFee(f) && feeAppliesTo(f, faculty));
  const own = candidates.filter((f) => !f.appliesToAllFaculties).sort(newestFirst)[0];
  const all = candidates.filter((f) => f.appliesToAllFaculties).sort(newestFirst)[0];
  const chosen = own ?? all;
  return chosen ? guidanceFeeOf(chosen) : null;
}

/**
 * The university's fee range, derived from its Egyptian students' annual fees of the newest
 * academic year listed (fees of different years are not mixed). Null when there are none, or
 * when that year's fees are in more than one currency.
 */
export function derivedFeeRange(fees: readonly FeeRecord[]): TDerivedFeeRange | null {
  const usable = fees.filter(isEgyptianAnnualFee).sort(newestFirst);
  if (!usable.length) return null;
  const newest = startYearOf(usable[0]!.academicYear);
  const year = usable.filter((f) => startYearOf(f.academicYear) === newest);
  if (new Set(year.map((f) => f.currency)).size > 1) return null;
  const lows = year.map((f) => (f.min ?? f.max)!);
  const highs = year.map((f) => (f.max ?? f.min)!);
  // One source when the fees share it; else the fee rows below say theirs.
  const shared = new Set(year.map((f) => `${f.sourceName}|${f.sourceUrls.join(' ')}`)).size === 1 ? year[0]! : undefined;
  return {
    min: Math.min(...lows),
    max: Math.max(...highs),
    currency: year[0]!.currency,
    academicYear: year[0]!.academicYear,
    sourceUrl: shared?.sourceUrl ?? null,
    ...feeSourceOf({ sourceName: shared?.sourceName ?? null, sourceUrls: shared?.sourceUrls ?? [], academicYear: year[0]!.academicYear }),
    derivedFrom: year.length,
  };
}
