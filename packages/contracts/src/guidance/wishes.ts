/**
 * The coordination wish list (رغبات التنسيق): an ordered list of faculties at universities. The
 * coordination office places a student in the first wish the total reaches, so order matters:
 * each wish is assessed like a suggestion, and the list is checked for the mistakes that cost
 * students a place (wishWarnings).
 */
import { z } from 'zod';
import { ZResultStream } from '../common/streams.ts';
import { ZCutoffPoint, ZCutoffTrend, ZCutoffValue, ZGovernorateName, ZGuidanceUniversity, ZSuggestionTier, scoreWithinMaximum, studentScoreFields } from './suggestions.ts';
import { ZFacultyField } from './suggestions.ts';
import { MAX_WISHES, wishToken, type TWishRef } from './wish-token.ts';


const UNIVERSITY_ID = { max: 64, pattern: /^[A-Za-z0-9-]+$/ };
const FACULTY_KEY = { max: 200, pattern: /^[a-z0-9-]+$/ };
export const ZWishRef = z.object({
  universityId: z.string().trim().min(1, { message: 'universityId is required' }).max(UNIVERSITY_ID.max, { message: 'universityId is too long' }).regex(UNIVERSITY_ID.pattern, { message: 'universityId must be letters, digits and dashes' }),
  facultyKey: z.string().trim().min(1, { message: 'facultyKey is required' }).max(FACULTY_KEY.max, { message: 'facultyKey is too long' }).regex(FACULTY_KEY.pattern, { message: 'facultyKey must be lower-case letters, digits and dashes' }),
});
/**
 * A token ZWishRef takes as it is (nothing to trim, both parts within their lengths and alphabets):
 * checked with one expression, not two zod object parses, since a 75-wish query was ~5 % of the
 * simulation's CPU. Anything else goes through ZWishRef, which names what is wrong.
 */
const PLAIN_WISH_TOKEN = new RegExp(`^[A-Za-z0-9-]{1,${UNIVERSITY_ID.max}}~[a-z0-9-]{1,${FACULTY_KEY.max}}$`);
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
    if (PLAIN_WISH_TOKEN.test(token)) {
      wishes.push({ universityId: universityId!, facultyKey: facultyKey! });
      continue;
    }
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
    /** The student's governorate (English or Arabic name), for the rules that depend on it. */
    governorate: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZGovernorateName.optional()),
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
  /** The cut-offs of the years compared, oldest first, without their sources (latest carries them): a 75-wish answer is half as large. */
  history: z.array(ZCutoffValue),
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

/** Draws of the wish-list simulation (each one a possible next year of cut-offs). */
export const SIMULATION_DRAWS = 10_000;
/** The simulation's seed: the same list and total always give the same answer. */
export const SIMULATION_SEED = 20_250_801;

export const ZSimulatedWish = z.object({
  /** 0-based position in the list. */
  index: z.number().int(),
  /** The chance the total reaches this wish's next cut-off (alone); null when it cannot be estimated (no cut-off, wrong stream, unknown). */
  reach: z.number().min(0).max(1).nullable(),
  /** The chance of being placed here: the total reaches it and none of the wishes above. */
  placed: z.number().min(0).max(1),
  /** The last cut-off the chance is measured from rests on one published source. */
  singleSource: z.boolean(),
});
export type TSimulatedWish = z.infer<typeof ZSimulatedWish>;

/** A list-level warning, naming the wishes involved (0-based indexes). */
export const ZSimulationWarning = z.discriminatedUnion('code', [
  /** Wishes after one that is all but certain (reach ≥ ALL_BUT_CERTAIN_CHANCE): a run of them, one warning. */
  z.object({ code: z.literal('unreachable'), indexes: z.array(z.number().int()), certainIndex: z.number().int() }),
  /** The same faculty at the same university again. */
  z.object({ code: z.literal('duplicate'), indexes: z.array(z.number().int()), firstIndex: z.number().int() }),
  /** The faculty does not take the student's stream. */
  z.object({ code: z.literal('wrong-stream'), indexes: z.array(z.number().int()) }),
  /** No cut-off for the stream in the years compared (or not found): not counted as a place. */
  z.object({ code: z.literal('no-cutoff'), indexes: z.array(z.number().int()) }),
  /** The last cut-off is old (more than STALE_AFTER_YEARS before this year). */
  z.object({ code: z.literal('stale'), indexes: z.array(z.number().int()) }),
  /** The last cut-off rests on one published source. */
  z.object({ code: z.literal('single-source'), indexes: z.array(z.number().int()) }),
  /** Within one sector (field), a wish of a later geographic group (ب, ج) listed before one of an earlier group (أ, ب): all the wishes out of order. */
  z.object({ code: z.literal('group-order'), indexes: z.array(z.number().int()), field: ZFacultyField }),
  /** Regional admission, and the university is not in the student's region: never placed there. */
  z.object({ code: z.literal('regional-outside'), indexes: z.array(z.number().int()) }),
  /** No wish with a chance of at least LIKELY_CHANCE. */
  z.object({ code: z.literal('no-likely'), indexes: z.array(z.number().int()) }),
]);
export type TSimulationWarning = z.infer<typeof ZSimulationWarning>;

export const ZWishSimulation = z.object({
  draws: z.number().int(),
  seed: z.number().int(),
  /** The cut-off year the chances are for (the one after the last year used). */
  predictedYear: z.number().int().nullable(),
  wishes: z.array(ZSimulatedWish),
  /** The chance of no place from this list; with every wish's `placed` it adds up to 1. */
  noPlacement: z.number().min(0).max(1),
  /** 1 − noPlacement. */
  placedAnywhere: z.number().min(0).max(1),
  /** The wish with the largest chance of being placed; null when no wish can be. */
  mostLikelyIndex: z.number().int().nullable(),
  warnings: z.array(ZSimulationWarning),
});
export type TWishSimulation = z.infer<typeof ZWishSimulation>;

/** GET /api/guidance/wishes: the assessment, and the simulation of the list in its order. */
export const ZWishAnswer = ZWishAssessment.extend({ simulation: ZWishSimulation });
export type TWishAnswer = z.infer<typeof ZWishAnswer>;

/**
 * Shares that add up to 1 shown in steps of `step` that still add up to exactly 1 (largest
 * remainders): each is within one step of its value.
 */
export function roundShares(shares: readonly number[], step = 0.05): number[] {
  const units = Math.round(1 / step);
  const scaled = shares.map((s) => s * units);
  const floors = scaled.map(Math.floor);
  let left = units - floors.reduce((t, v) => t + v, 0);
  const order = scaled.map((v, i) => [v - Math.floor(v), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i]!++;
    left--;
  }
  return floors.map((f) => f / units);
}
