import { z } from 'zod';
import { ZResultStream } from './result.ts';

/** A published admission cut-off (تنسيق): minimum percentage or score per faculty, stream and year. */
export const ZCutoff = z.object({
  _id: z.string(),
  id: z.string(),
  year: z.number().int(),
  /** Null when the source does not limit it to one stream. */
  stream: ZResultStream.nullable(),
  universityId: z.string().nullable(),
  universityName: z.string(),
  universityNameArabic: z.string().nullable(),
  /** A national minimum announced for every public university. */
  allPublicUniversities: z.boolean(),
  facultyName: z.string(),
  facultyNameArabic: z.string(),
  minScore: z.number().nullable(),
  maxScoreOfYear: z.number().nullable(),
  minPercentage: z.number().nullable(),
  /** minPercentage, or minScore over maxScoreOfYear. */
  effectivePercentage: z.number().nullable(),
  sourceUrl: z.string().nullable(),
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
    universityName: text('universityName'),
    universityNameArabic: z.string().trim().max(300).nullable().optional(),
    allPublicUniversities: z.boolean().optional(),
    facultyName: text('facultyName'),
    facultyNameArabic: text('facultyNameArabic'),
    minScore: z.number({ message: 'minScore must be a number' }).nonnegative({ message: 'minScore must be 0 or more' }).nullable().optional(),
    maxScoreOfYear: z.number({ message: 'maxScoreOfYear must be a number' }).positive({ message: 'maxScoreOfYear must be greater than 0' }).nullable().optional(),
    minPercentage: z.number({ message: 'minPercentage must be a number' }).min(0, { message: 'minPercentage must be 0 or more' }).max(100, { message: 'minPercentage must be at most 100' }).nullable().optional(),
    sourceUrl: z.string().trim().url({ message: 'sourceUrl must be a URL' }).nullable().optional(),
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
