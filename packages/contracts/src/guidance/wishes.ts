/**
 * The coordination wish list (رغبات التنسيق): an ordered list of faculties at universities. The
 * coordination office places a student in the first wish the total reaches, so order matters:
 * each wish is assessed like a suggestion, and the list is checked for the mistakes that cost
 * students a place (wishWarnings).
 */
import { z } from 'zod';
import { ZResultStream } from '../common/streams.ts';
import { ZCutoffPoint, ZCutoffTrend, ZGuidanceUniversity, ZSuggestionTier, scoreWithinMaximum, studentScoreFields } from './suggestions.ts';
import { ZFacultyField } from './suggestions.ts';
import { MAX_WISHES, wishToken, type TWishRef } from './wish-token.ts';


export const ZWishRef = z.object({
  universityId: z.string().trim().min(1, { message: 'universityId is required' }).max(64, { message: 'universityId is too long' }).regex(/^[A-Za-z0-9-]+$/, { message: 'universityId must be letters, digits and dashes' }),
  facultyKey: z.string().trim().min(1, { message: 'facultyKey is required' }).max(200, { message: 'facultyKey is too long' }).regex(/^[a-z0-9-]+$/, { message: 'facultyKey must be lower-case letters, digits and dashes' }),
});
export type { TWishRef } from './wish-token.ts';
export { MAX_WISHES, formatWishes, wishToken } from './wish-token.ts';

/** `a~b,c~d` → wishes; a malformed token is an error naming it, not a silently dropped wish. */
export const ZWishTokens = z.string().transform((value, ctx) => {
  const tokens = value.split(',').map((t) => t.trim()).filter(Boolean);
  if (tokens.length > MAX_WISHES) {
    ctx.addIssue({ code: 'custom', message: `wishes must be at most ${MAX_WISHES}` });
    return z.NEVER;
  }
  const wishes: TWishRef[] = [];
  for (const token of tokens) {
    const [universityId, facultyKey, extra] = token.split('~');
    const parsed = ZWishRef.safeParse({ universityId, facultyKey });
    if (extra !== undefined || !parsed.success) {
      ctx.addIssue({ code: 'custom', message: `wish "${token.slice(0, 80)}" must be <universityId>~<facultyKey>` });
      return z.NEVER;
    }
    wishes.push(parsed.data);
  }
  return wishes;
});

/** GET /api/guidance/wishes: the student's total and the list, in the order the student wants. */
export const ZWishesQuery = z
  .object({
    ...studentScoreFields,
    wishes: z.string({ message: 'wishes must be text' }).default('').pipe(ZWishTokens),
  })
  .superRefine(scoreWithinMaximum);
export type TWishesQuery = z.input<typeof ZWishesQuery>;
export type TWishesInput = z.output<typeof ZWishesQuery>;

/**
 * ok: the faculty takes the stream and has a cut-off in the years compared;
 * wrong-stream: it has cut-offs, but not for the student's stream;
 * no-cutoff: the university and faculty exist, with no cut-off in the years compared;
 * unknown: no such university or faculty (removed since the list was made).
 */
export const WISH_STATUSES = ['ok', 'wrong-stream', 'no-cutoff', 'unknown'] as const;
export const ZWishStatus = z.enum(WISH_STATUSES);
export type TWishStatus = z.infer<typeof ZWishStatus>;

/** Where a wish stands: a suggestion tier, or 'unlikely' below the furthest margin. */
export const ZWishTier = z.union([ZSuggestionTier, z.literal('unlikely')]);
export type TWishTier = z.infer<typeof ZWishTier>;

export const ZAssessedWish = z.object({
  universityId: z.string(),
  facultyKey: z.string(),
  status: ZWishStatus,
  university: ZGuidanceUniversity.nullable(),
  faculty: z.object({ key: z.string(), name: z.string(), nameArabic: z.string().nullable(), field: ZFacultyField }).nullable(),
  campus: z.string().nullable(),
  /** Null unless the status is ok. */
  tier: ZWishTier.nullable(),
  margin: z.number().nullable(),
  latest: ZCutoffPoint.nullable(),
  /** The cut-offs of the years compared, oldest first. */
  history: z.array(ZCutoffPoint),
  trend: ZCutoffTrend.nullable(),
  stale: z.boolean(),
});
export type TAssessedWish = z.infer<typeof ZAssessedWish>;

export const ZWishAssessment = z.object({
  student: z.object({ score: z.number(), maxScore: z.number(), percentage: z.number(), stream: ZResultStream, year: z.number().int() }),
  referenceYear: z.number().int().nullable(),
  yearsUsed: z.array(z.number().int()),
  /** In the order asked. */
  wishes: z.array(ZAssessedWish),
});
export type TWishAssessment = z.infer<typeof ZWishAssessment>;

export type TWishWarning =
  /** A wish after one the student is likely to get: it will most probably never be reached. */
  | { code: 'after-likely'; index: number; likelyIndex: number }
  /** The same faculty at the same university twice. */
  | { code: 'duplicate'; index: number; firstIndex: number }
  /** The faculty does not take the student's stream. */
  | { code: 'wrong-stream'; index: number }
  /** Nothing on the list is likely: the student may end with no place from this stage. */
  | { code: 'no-likely' };

/** The mistakes that cost a place, in list order (indexes are 0-based positions in the list). */
export function wishWarnings(wishes: ReadonlyArray<Pick<TAssessedWish, 'universityId' | 'facultyKey' | 'status' | 'tier'>>): TWishWarning[] {
  const warnings: TWishWarning[] = [];
  const seen = new Map<string, number>();
  let likelyIndex: number | undefined;
  wishes.forEach((wish, index) => {
    const key = wishToken(wish);
    const first = seen.get(key);
    if (first !== undefined) warnings.push({ code: 'duplicate', index, firstIndex: first });
    else seen.set(key, index);
    if (wish.status === 'wrong-stream') warnings.push({ code: 'wrong-stream', index });
    if (likelyIndex !== undefined && first === undefined) warnings.push({ code: 'after-likely', index, likelyIndex });
    if (likelyIndex === undefined && wish.status === 'ok' && wish.tier === 'likely') likelyIndex = index;
  });
  if (wishes.length > 0 && likelyIndex === undefined) warnings.push({ code: 'no-likely' });
  return warnings;
}
