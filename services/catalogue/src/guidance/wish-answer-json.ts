/**
 * `{ success: true, data: answer }` for GET /api/guidance/wishes, as UTF-8 JSON bytes. A 75-wish
 * answer is ~110 kB of JSON, and most of it (each wish's university, faculty, cut-offs and trend)
 * is the same for every total: assess-wishes.ts shares those objects per offer and years, and
 * their bytes are written once here, keyed by the shared history array, then copied into each
 * answer. Bytes, not a string: the answer is gzipped next, and encoding 110 kB of mostly Arabic
 * text to UTF-8 again for every answer was a tenth of the catalogue's time under load.
 */
import type { TAssessedWish, TWishAnswer } from '@dalil/contracts/guidance/wishes';
import { answerAround } from './answer-json.ts';

const standingBytes = new WeakMap<object, Buffer>();
/** A wish's parts that are the same for every total (its offer's), written once. */
type StandingKey = 'university' | 'faculty' | 'campus' | 'latest' | 'history' | 'trend' | 'stale';

/** The wish as JSON: a string for what depends on the total, the kept bytes for the rest. */
function wishParts(wish: TAssessedWish): [string] | [string, Buffer] {
  // Only an ok wish's history is shared (a wish without cut-offs has an empty array of its own).
  if (wish.status !== 'ok' || wish.history.length === 0) return [JSON.stringify(wish)];
  let standing = standingBytes.get(wish.history);
  if (standing === undefined) {
    const { university, faculty, campus, latest, history, trend, stale } = wish;
    standing = Buffer.from(`,${JSON.stringify({ university, faculty, campus, latest, history, trend, stale }).slice(1)}`);
    standingBytes.set(wish.history, standing);
  }
  // Named, not `...rest` (V8 copies a rest object key by key, ~5 % of a 75-wish answer's CPU); the
  // type holds the two lists to every key of a wish, and the tests compare the bytes with JSON.stringify's.
  const own = { universityId: wish.universityId, facultyKey: wish.facultyKey, status: wish.status, tier: wish.tier, margin: wish.margin } satisfies Record<Exclude<keyof TAssessedWish, StandingKey>, unknown>;
  return [JSON.stringify(own).slice(0, -1), standing];
}

// Where each answer's bytes are written: grown when an answer outgrows it, reused by the next one.
let scratch = Buffer.allocUnsafe(128 * 1024);

/**
 * Writes the answer's bytes and hands them to `use`, which must be done with them when it returns
 * (they are overwritten by the next answer): a 75-wish answer is gzipped straight from them, so
 * no 110 kB buffer is made and left to the garbage collector per answer.
 */
export function withWishAnswerBytes<T>(answer: TWishAnswer, use: (bytes: Buffer) => T): T {
  // The simulation's own `wishes` is an array, never the placeholder 0.
  const { head, tail } = answerAround(answer, 'wishes');
  const parts: Array<string | Buffer> = [`${head}[`];
  answer.wishes.forEach((wish, i) => parts.push(...(i ? [','] : []), ...wishParts(wish)));
  parts.push(`]${tail}`);
  const length = parts.reduce((total, part) => total + (typeof part === 'string' ? Buffer.byteLength(part) : part.length), 0);
  if (length > scratch.length) scratch = Buffer.allocUnsafe(Math.max(length, scratch.length * 2));
  let offset = 0;
  for (const part of parts) offset += typeof part === 'string' ? scratch.write(part, offset) : part.copy(scratch, offset);
  return use(scratch.subarray(0, length));
}
