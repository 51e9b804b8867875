/**
 * What is published about getting into a university that Tansik's cut-offs do not cover
 * (shared/data/README.md section 19): the minimum percentages the Councils of Private and National
 * Universities set per tier of universities and faculty group (private-minimums-2025.csv), the
 * admission rules of the technological universities (technological-admission.csv), and, for
 * Al-Azhar, that it admits through its own coordination with no per-faculty cut-offs here.
 * Every row keeps its publisher, year and the data's own confidence; the English texts of the
 * data come with Dalil's Arabic translation where one is written (null otherwise).
 */
import { z } from 'zod';
import { ZFigureSource } from '../common/source.ts';

/** One faculty group's minimum in a tier (year = the academic year; confidenceNote = the row's note). */
export const ZPrivateMinimum = z
  .object({
    facultyGroup: z.string(),
    facultyGroupArabic: z.string().nullable(),
    /** The minimum total, as a percentage of the certificate's maximum. */
    minPercentage: z.number(),
    notes: z.string().nullable(),
    notesArabic: z.string().nullable(),
  })
  .extend(ZFigureSource.shape);
export type TPrivateMinimum = z.infer<typeof ZPrivateMinimum>;

/** A university's tier for one admission year and certificate, with its minimums per faculty group. */
export const ZPrivateMinimumTier = z.object({
  admissionYear: z.number().int(),
  academicYear: z.string(),
  /** The data's tier code ("A" … "D", "FC-1", "2024-general"). */
  tier: z.string(),
  /** Which universities the tier covers, as the data words it. */
  members: z.string(),
  membersArabic: z.string().nullable(),
  certificate: z.string(),
  certificateArabic: z.string().nullable(),
  /** This university's own exceptions (e.g. humanities 55 % at four private universities) replace its tier's row. */
  minimums: z.array(ZPrivateMinimum),
});
export type TPrivateMinimumTier = z.infer<typeof ZPrivateMinimumTier>;

/** One admission rule of the technological universities (year = the academic year; null when the source states none). */
export const ZTechnologicalRule = z
  .object({
    academicYear: z.string().nullable(),
    appliesTo: z.string(),
    appliesToArabic: z.string().nullable(),
    certificate: z.string(),
    certificateArabic: z.string().nullable(),
    rule: z.string(),
    ruleArabic: z.string().nullable(),
    details: z.string().nullable(),
    detailsArabic: z.string().nullable(),
    notes: z.string().nullable(),
    notesArabic: z.string().nullable(),
  })
  .extend(ZFigureSource.shape);
export type TTechnologicalRule = z.infer<typeof ZTechnologicalRule>;

/** The admission facts a university's page shows beside (or instead of) Tansik's cut-offs. */
export const ZUniversityAdmission = z.discriminatedUnion('kind', [
  /** Private and national universities: their tier's minimums, newest admission year first. */
  z.object({ kind: z.literal('private-minimums'), tiers: z.array(ZPrivateMinimumTier) }),
  /** Technological universities: the published rules (which certificates, minimums, the admission test). */
  z.object({ kind: z.literal('technological'), rules: z.array(ZTechnologicalRule) }),
  /** Al-Azhar: its own coordination for Azhari certificates; no per-faculty cut-offs are published here. */
  z.object({ kind: z.literal('al-azhar') }),
]);
export type TUniversityAdmission = z.infer<typeof ZUniversityAdmission>;
