import { z } from 'zod';
import { ZResultStream } from '../common/streams.ts';

export const CUTOFF_KINDS = ['faculty', 'national-minimum', 'stage-threshold', 'institute'] as const;
/**
 * A faculty's minimum at one university, a national minimum for a group of faculties, a
 * coordination stage's minimum to apply, or a technical or higher institute's minimum (the
 * institute is `universityName`, its category `facultyName`; not a catalogue university).
 */
export const ZCutoffKind = z.enum(CUTOFF_KINDS, { message: `kind must be one of: ${CUTOFF_KINDS.join(', ')}` });
export type TCutoffKind = z.infer<typeof ZCutoffKind>;

/** A published admission cut-off (تنسيق): minimum percentage or score per faculty, stream and year. */
export const ZCutoff = z.object({
  _id: z.string(),
  id: z.string(),
  year: z.number().int(),
  /** As published; null when the source names no stream. */
  stream: ZResultStream.nullable(),
  /** The student streams the row is open to (a scientific row with no stream: science and math). */
  streams: z.array(ZResultStream),
  kind: ZCutoffKind,
  /** Coordination stage (1–3) when the source states it; null for a faculty's final minimum. */
  stage: z.number().int().nullable(),
  /** For stage minimums: the 320-point (new) or 410-point (old) system. */
  system: z.enum(['old', 'new']).nullable(),
  universityId: z.string().nullable(),
  /** The catalogue faculty (within the university) the row belongs to. */
  facultyKey: z.string().nullable(),
  campus: z.string().nullable(),
  universityName: z.string(),
  universityNameArabic: z.string().nullable(),
  /** A national minimum announced for every public university. */
  allPublicUniversities: z.boolean(),
  facultyName: z.string(),
  facultyNameArabic: z.string(),
  minScore: z.number().nullable(),
  maxScoreOfYear: z.number().nullable(),
  minPercentage: z.number().nullable(),
  /** minPercentage as published, or minScore over maxScoreOfYear when none is. */
  effectivePercentage: z.number().nullable(),
  /** The publisher as the data names it (`source_name`); null when not recorded. */
  sourceName: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  sourceUrls: z.array(z.string()),
  /** Changed by an administrator: a re-seed leaves it as it is. */
  editedByAdmin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCutoff = z.infer<typeof ZCutoff>;

const text = (field: string, max = 300) =>
  z.string({ message: `${field} is required` }).trim().min(1, { message: `${field} is required` }).max(max, { message: `${field} must be at most ${max} characters` });

export const ZCutoffInput = z
  .object({
    year: z.number({ message: 'year must be a number' }).int({ message: 'year must be a whole number' }).min(1990, { message: 'year must be 1990 or later' }).max(2100, { message: 'year must be 2100 or earlier' }),
    stream: ZResultStream.nullable().optional(),
    kind: ZCutoffKind.optional(),
    stage: z.number({ message: 'stage must be a number' }).int({ message: 'stage must be 1, 2 or 3' }).min(1, { message: 'stage must be 1, 2 or 3' }).max(3, { message: 'stage must be 1, 2 or 3' }).nullable().optional(),
    system: z.enum(['old', 'new'], { message: 'system must be old or new' }).nullable().optional(),
    campus: z.string().trim().max(100, { message: 'campus must be at most 100 characters' }).nullable().optional(),
    universityName: text('universityName'),
    universityNameArabic: z.string().trim().max(300).nullable().optional(),
    allPublicUniversities: z.boolean().optional(),
    facultyName: text('facultyName'),
    facultyNameArabic: text('facultyNameArabic'),
    // Scores are stored to the hundredth (numeric(7, 2)): bounds keep them storable after rounding.
    minScore: z.number({ message: 'minScore must be a number' }).nonnegative({ message: 'minScore must be 0 or more' }).max(1000, { message: 'minScore must be at most 1000' }).nullable().optional(),
    maxScoreOfYear: z.number({ message: 'maxScoreOfYear must be a number' }).min(0.01, { message: 'maxScoreOfYear must be at least 0.01' }).max(1000, { message: 'maxScoreOfYear must be at most 1000' }).nullable().optional(),
    minPercentage: z.number({ message: 'minPercentage must be a number' }).min(0, { message: 'minPercentage must be 0 or more' }).max(100, { message: 'minPercentage must be at most 100' }).nullable().optional(),
    sourceUrl: z.string().trim().url({ message: 'sourceUrl must be a URL' }).nullable().optional(),
    /** The publisher ("Tansik coordination office minimums, compiled by …"), never a bare web host. */
    sourceName: z.string().trim().max(300, { message: 'sourceName must be at most 300 characters' }).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.minPercentage == null && value.minScore == null) {
      ctx.addIssue({ code: 'custom', path: ['minPercentage'], message: 'minPercentage or minScore is required' });
    }
    if (value.minScore != null && value.maxScoreOfYear != null && value.minScore > value.maxScoreOfYear) {
      ctx.addIssue({ code: 'custom', path: ['minScore'], message: 'minScore must not exceed maxScoreOfYear' });
    }
  });
export type TCutoffInput = z.infer<typeof ZCutoffInput>;

export const ZListCutoffsQuery = z.object({
  year: z.coerce.number().int().optional(),
  stream: ZResultStream.optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number({ message: 'page must be a number' }).int().min(1, { message: 'page must be at least 1' }).default(1),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int()
    .min(1, { message: 'limit must be at least 1' })
    .default(50)
    .transform((n) => Math.min(n, 200)),
});
export type TListCutoffsQuery = z.infer<typeof ZListCutoffsQuery>;
