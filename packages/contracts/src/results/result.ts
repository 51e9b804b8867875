import { z } from 'zod';
import { toWesternDigits } from '../common/text.ts';
import { ZResultStream } from '../common/streams.ts';
import { readSeatNumber, SEAT_NUMBER_MESSAGES } from './seat-number.ts';

export { RESULT_STREAMS, ZResultStream, type TResultStream } from '../common/streams.ts';

export const RESULT_STATUSES = ['passed', 'second-round', 'failed'] as const;
export const ZResultStatus = z.enum(RESULT_STATUSES);
export type TResultStatus = z.infer<typeof ZResultStatus>;

/** Egyptian grade words by percentage: ممتاز, جيد جدًا, جيد, مقبول, ضعيف. */
export const RESULT_GRADES = ['excellent', 'very-good', 'good', 'pass', 'weak'] as const;
export const ZResultGrade = z.enum(RESULT_GRADES);
export type TResultGrade = z.infer<typeof ZResultGrade>;

export function gradeOf(percentage: number): TResultGrade {
  if (percentage >= 85) return 'excellent';
  if (percentage >= 75) return 'very-good';
  if (percentage >= 65) return 'good';
  if (percentage >= 50) return 'pass';
  return 'weak';
}

export { SEAT_NUMBER_MESSAGES } from './seat-number.ts';

/**
 * A seat number as people type it: trimmed, Arabic-Indic digits converted (readSeatNumber, the
 * one rule the web's form applies too). The messages are the API's; the web shows their
 * translations (keyed by the same English text).
 */
export const ZSeatNumber = z.string({ message: SEAT_NUMBER_MESSAGES.required }).transform((value, ctx) => {
  const read = readSeatNumber(value);
  if ('problem' in read) {
    ctx.addIssue({ code: 'custom', message: SEAT_NUMBER_MESSAGES[read.problem] });
    return z.NEVER;
  }
  return read.seatNumber;
});

export const ZResultYear = z.preprocess(
  (value) => (typeof value === 'string' ? toWesternDigits(value).trim() : value),
  z.coerce.number({ message: 'year must be a number' }).int({ message: 'year must be a whole number' }).min(1990, { message: 'year must be 1990 or later' }).max(2100, { message: 'year must be 2100 or earlier' }),
);

/** The results form of the web and the lookup's query: one definition. */
export const ZResultLookupForm = z.object({ seatNumber: ZSeatNumber, year: ZResultYear.optional() });
export type TResultLookupForm = z.infer<typeof ZResultLookupForm>;

export const ZResultLookupParams = z.object({ seatNumber: z.string() });
export const ZResultLookupQuery = z.object({ year: ZResultYear.optional() });

export const ZSubjectScore = z.object({
  name: z.string(),
  nameArabic: z.string(),
  score: z.number(),
  /** Unknown when the file gave a plain subject name whose maximum the year does not configure. */
  maxScore: z.number().nullable(),
});
export type TSubjectScore = z.infer<typeof ZSubjectScore>;

export const ZStudentResult = z.object({
  seatNumber: z.string(),
  studentName: z.string(),
  stream: ZResultStream.nullable(),
  totalScore: z.number(),
  maxScore: z.number(),
  percentage: z.number(),
  grade: ZResultGrade,
  status: ZResultStatus.nullable(),
  subjects: z.array(ZSubjectScore),
  year: z.number().int(),
  // No guidance here: the page asks GET /api/guidance/suggestions for this total. Thousands of
  // students share a total, so that answer is cached (browser, edge) and the lookup stays small.
});
export type TStudentResult = z.infer<typeof ZStudentResult>;

export const ZResultYears = z.array(z.number().int());
export const ZResultStats = z.object({ lookupsServed: z.number().int(), years: ZResultYears });
export type TResultStats = z.infer<typeof ZResultStats>;

/** Year settings: the maximum total (410 old system, 320 new system from 2025) and plain-subject maximums. */
export const RESULT_SYSTEMS = ['old', 'new'] as const;
export const ZResultSystem = z.enum(RESULT_SYSTEMS);
export type TResultSystem = z.infer<typeof ZResultSystem>;
export const DEFAULT_MAX_SCORE: Record<TResultSystem, number> = { old: 410, new: 320 };
export const defaultSystemOf = (year: number): TResultSystem => (year >= 2025 ? 'new' : 'old');

export const ZResultYearSettings = z.object({
  year: z.number().int(),
  system: ZResultSystem,
  maxScore: z.number(),
  subjectMaxScores: z.record(z.string(), z.number()),
  rowCount: z.number().int(),
  importedAt: z.string().nullable(),
});
export type TResultYearSettings = z.infer<typeof ZResultYearSettings>;

export const ZResultYearSettingsInput = z.object({
  system: ZResultSystem.optional(),
  // Stored to the hundredth: at least 0.01, so a tiny positive number does not round to 0.
  maxScore: z.number({ message: 'maxScore must be a number' }).min(0.01, { message: 'maxScore must be at least 0.01' }).max(1000, { message: 'maxScore must be at most 1000' }).optional(),
  subjectMaxScores: z
    .record(z.string().min(1).max(100), z.number().min(0.01, { message: 'subject maximums must be at least 0.01' }).max(1000, { message: 'subject maximums must be at most 1000' }))
    .optional(),
});
export type TResultYearSettingsInput = z.infer<typeof ZResultYearSettingsInput>;
export const ZResultYearParams = z.object({ year: ZResultYear });
