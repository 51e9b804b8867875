/**
 * The wish list simulated: SIMULATION_DRAWS possible next years of cut-offs drawn from the fitted
 * chance model (one shared shock per draw for the student's stream, an own move per faculty), the
 * student placed in the first wish whose drawn cut-off the total reaches. The draws are the same
 * for every request (seeded once), so an answer depends only on the list and the total, and the
 * per-wish chances and the chance of no place add up to exactly 1.
 */
import { ALL_BUT_CERTAIN_CHANCE, LIKELY_CHANCE } from '@dalil/contracts/guidance/chance';
import { MAX_WISHES, SIMULATION_DRAWS, SIMULATION_SEED, wishToken, type TAssessedWish, type TSimulationWarning, type TWishSimulation } from '@dalil/contracts/guidance/wishes';
import type { TFacultyField } from '@dalil/contracts/guidance/faculty-fields';
import { chanceFrom, type PredictiveDistribution } from './fit-model.ts';
import { normalSampler, seededRandom } from './random.ts';

interface DrawPool {
  /** Sorted ascending: draws are exchangeable, and sorted shocks give each block a narrow range. */
  shocks: Float64Array;
  /** Own moves, block by block: draw n, column c at ownIndex(n, c) (a block's BLOCK moves of one column side by side). */
  own: Float32Array;
  /** The extremes of the shocks and of each column's own moves, to tell a wish never or always reached without drawing. */
  shockMin: number;
  shockMax: number;
  ownMin: Float64Array;
  ownMax: Float64Array;
  /** The same extremes per block of BLOCK draws: block j, column c at j * MAX_WISHES + c. */
  blockOwnMin: Float32Array;
  blockOwnMax: Float32Array;
  /** And per span of SPAN draws (SPAN / BLOCK blocks), likewise. */
  spanOwnMin: Float32Array;
  spanOwnMax: Float32Array;
  /**
   * Each block's moves of each column, smallest first (at the same places as `own`), and the draw
   * each came from (0 to BLOCK − 1 within the block): the draws of a block that reach a wish are
   * those whose move is at or below its threshold, a run from the start of this order.
   */
  sortedOwn: Float32Array;
  sortedDraw: Uint8Array;
}

/** Draws per block: a block's draws not yet placed are the bits of one int32 (32 took a fifth less time than 16 on bench:guidance's list). */
const BLOCK = 32;
const BLOCKS = Math.ceil(SIMULATION_DRAWS / BLOCK);
/** Draws per span: a first sorting of the wishes, so that a block goes down only the span's undecided ones. */
const SPAN = 256;
const SPANS = Math.ceil(SIMULATION_DRAWS / SPAN);
const ownIndex = (n: number, c: number) => (Math.floor(n / BLOCK) * MAX_WISHES + c) * BLOCK + (n % BLOCK);

let pool: DrawPool | undefined;
/** The standard normal draws every simulation uses (made once: 10,000 × 76 numbers). */
function drawPool(): DrawPool {
  if (!pool) {
    const normal = normalSampler(seededRandom(SIMULATION_SEED));
    const drawnShocks = new Float64Array(SIMULATION_DRAWS);
    const drawnOwn = new Float32Array(SIMULATION_DRAWS * MAX_WISHES);
    for (let n = 0; n < SIMULATION_DRAWS; n++) drawnShocks[n] = normal();
    for (let i = 0; i < drawnOwn.length; i++) drawnOwn[i] = normal();
    // Each draw (its shock with its row of own moves) moved to its shock's rank: the same draws, so
    // the same counts, in an order where a block of consecutive draws has nearly one shock.
    const order = Array.from({ length: SIMULATION_DRAWS }, (_, n) => n).sort((x, y) => drawnShocks[x]! - drawnShocks[y]! || x - y);
    const shocks = new Float64Array(SIMULATION_DRAWS);
    const own = new Float32Array(BLOCKS * BLOCK * MAX_WISHES);
    const ownMin = new Float64Array(MAX_WISHES).fill(Infinity);
    const ownMax = new Float64Array(MAX_WISHES).fill(-Infinity);
    const blockOwnMin = new Float32Array(BLOCKS * MAX_WISHES).fill(Infinity);
    const blockOwnMax = new Float32Array(BLOCKS * MAX_WISHES).fill(-Infinity);
    const spanOwnMin = new Float32Array(SPANS * MAX_WISHES).fill(Infinity);
    const spanOwnMax = new Float32Array(SPANS * MAX_WISHES).fill(-Infinity);
    order.forEach((from, n) => {
      shocks[n] = drawnShocks[from]!;
      for (let c = 0; c < MAX_WISHES; c++) {
        const value = drawnOwn[from * MAX_WISHES + c]!;
        own[ownIndex(n, c)] = value;
        const bc = Math.floor(n / BLOCK) * MAX_WISHES + c;
        if (value < ownMin[c]!) ownMin[c] = value;
        if (value > ownMax[c]!) ownMax[c] = value;
        if (value < blockOwnMin[bc]!) blockOwnMin[bc] = value;
        if (value > blockOwnMax[bc]!) blockOwnMax[bc] = value;
        const sc = Math.floor(n / SPAN) * MAX_WISHES + c;
        if (value < spanOwnMin[sc]!) spanOwnMin[sc] = value;
        if (value > spanOwnMax[sc]!) spanOwnMax[sc] = value;
      }
    });
    const sortedOwn = new Float32Array(own.length);
    const sortedDraw = new Uint8Array(own.length);
    for (let at = 0; at < own.length; at += BLOCK) {
      // The last block may be short: only its real draws are sorted (a block's walk reads its first `size`).
      const size = Math.min(BLOCK, SIMULATION_DRAWS - Math.floor(at / (BLOCK * MAX_WISHES)) * BLOCK);
      const inBlock = Array.from({ length: size }, (_, d) => d).sort((x, y) => own[at + x]! - own[at + y]! || x - y);
      inBlock.forEach((d, i) => {
        sortedOwn[at + i] = own[at + d]!;
        sortedDraw[at + i] = d;
      });
    }
    pool = { shocks, own, shockMin: shocks[0]!, shockMax: shocks[SIMULATION_DRAWS - 1]!, ownMin, ownMax, blockOwnMin, blockOwnMax, spanOwnMin, spanOwnMax, sortedOwn, sortedDraw };
  }
  return pool;
}

export interface SimulatedInput {
  /** In list order; null where the wish cannot be estimated (no cut-off, wrong stream, unknown). */
  distributions: ReadonlyArray<PredictiveDistribution | null>;
  tokens: readonly string[];
  studentPercentage: number;
}

/** The list's wishes that take part, each reached in draw n when own[n, column] ≤ a − b × shock[n]. */
interface Contenders {
  /** Index in the list. */
  wish: number[];
  a: Float64Array;
  b: Float64Array;
  column: Int32Array;
  /** a and b finite: the threshold is monotone in the shock, so its extremes are at the extreme shocks. */
  known: Uint8Array;
}

function contendersOf(input: SimulatedInput, pool: DrawPool): Contenders {
  const { shockMin, shockMax, ownMin, ownMax } = pool;
  // A repeated wish shares its first appearance's draws (it is the same cut-off).
  const columns = new Map<string, number>();
  const repeat = new Uint8Array(input.tokens.length);
  const column = input.tokens.map((token, i) => {
    let c = columns.get(token);
    if (c === undefined) columns.set(token, (c = columns.size));
    else repeat[i] = 1;
    return c;
  });
  const estimable = input.distributions.flatMap((d, i) => (d && !repeat[i] ? [i] : []));
  // A wish no draw reaches (its column's smallest own move above its highest threshold) is left out:
  // it would place no one; after a wish every draw reaches, no later wish can be placed.
  const found: Contenders = { wish: [], a: new Float64Array(estimable.length), b: new Float64Array(estimable.length), column: new Int32Array(estimable.length), known: new Uint8Array(estimable.length) };
  for (const i of estimable) {
    const d = input.distributions[i]!;
    const ai = (input.studentPercentage - d.last) / d.ownSpread;
    const bi = d.shockSpread / d.ownSpread;
    const c = column[i]!;
    const known = Number.isFinite(ai) && Number.isFinite(bi);
    const atMin = ai - bi * shockMin;
    const atMax = ai - bi * shockMax;
    if (known && ownMin[c]! > Math.max(atMin, atMax)) continue;
    const k = found.wish.length;
    found.wish.push(i);
    found.a[k] = ai;
    found.b[k] = bi;
    found.column[k] = c;
    found.known[k] = known ? 1 : 0;
    if (known && ownMax[c]! <= Math.min(atMin, atMax)) break;
  }
  return found;
}

/**
 * The placement of every draw, counted the plain way: each draw walks the list until a wish is
 * reached. The definition simulatePlacement's counts must equal exactly (the tests compare them).
 */
export function placementCountsByDraw(input: SimulatedInput): { counts: Int32Array; none: number } {
  const pool = drawPool();
  const { shocks, own } = pool;
  const { wish, a, b, column } = contendersOf(input, pool);
  const counts = new Int32Array(input.distributions.length);
  let none = 0;
  for (let n = 0; n < SIMULATION_DRAWS; n++) {
    const shock = shocks[n]!;
    let k = 0;
    while (k < wish.length && own[ownIndex(n, column[k]!)]! > a[k]! - b[k]! * shock) k++;
    if (k === wish.length) none++;
    else counts[wish[k]!]!++;
  }
  return { counts, none };
}

/**
 * Sorts the candidates (indexes into the contenders, in list order) for draws first … last (their
 * shocks sorted, so a threshold a − b × s lies between its values at the two ends, rounding
 * included): a wish whose column's smallest own move there is above that range is reached by no
 * draw and dropped; one whose largest own move is at or below it is reached by every draw, so
 * every draw not placed above it is placed there and the rest of the list is never looked at
 * (returned, else -1); the others are written to `open`, whose count is `open.length` on return.
 */
function sortWishes(contenders: Contenders, candidates: Int32Array, count: number, first: number, last: number, ownMin: Float32Array, ownMax: Float32Array, row: number, open: { list: Int32Array; length: number }): number {
  const { a, b, column, known } = contenders;
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const k = candidates[i]!;
    if (known[k]) {
      const atFirst = a[k]! - b[k]! * first;
      const atLast = a[k]! - b[k]! * last;
      const c = column[k]!;
      if (ownMin[row + c]! > Math.max(atFirst, atLast)) continue;
      if (ownMax[row + c]! <= Math.min(atFirst, atLast)) {
        open.length = kept;
        return k;
      }
    }
    open.list[kept++] = k;
  }
  open.length = kept;
  return -1;
}

/** Set bits of each 16-bit number, and of a block's mask of draws (BLOCK = 32 bits, an int32). */
const BITS16 = Uint8Array.from({ length: 1 << 16 }, (_, mask) => {
  let bits = 0;
  for (let rest = mask; rest; rest &= rest - 1) bits++;
  return bits;
});
const bitsOf = (mask: number) => BITS16[mask & 0xffff]! + BITS16[mask >>> 16]!;

/**
 * The same counts, span by span and block by block (consecutive draws, nearly one shock each).
 * Each span sorts the list's wishes (sortWishes). Each block then goes down the span's undecided
 * wishes in list order with a mask of its draws not yet placed: the draws a wish takes are those
 * whose move is at or below its threshold, found from the block's moves in sorted order (those
 * below the threshold at either end of the block's shocks are reached, those above it at both
 * are not, the few between are compared with their own draw's threshold); the block is done when
 * every draw has a place. Draws left after the last undecided wish go to the span's certain wish,
 * or to no place. A low-chance wish costs a block a comparison or two, not one per draw.
 */
function placementCountsByBlock(input: SimulatedInput): { counts: Int32Array; none: number } {
  const pool = drawPool();
  const { shocks, sortedOwn, sortedDraw, blockOwnMin, blockOwnMax, spanOwnMin, spanOwnMax } = pool;
  const contenders = contendersOf(input, pool);
  const { wish, a, b, column, known } = contenders;
  const m = wish.length;
  // Locals, not the imported constants, in the loops (a transpiled import is a getter per read).
  const draws = SIMULATION_DRAWS;
  const width = MAX_WISHES;
  const counts = new Int32Array(input.distributions.length);
  // No wish any draw reaches: every draw is left without a place.
  if (m === 0) return { counts, none: draws };
  let none = 0;
  const all = Int32Array.from({ length: m }, (_, k) => k);
  const spanOpen = { list: new Int32Array(m), length: 0 };
  for (let spanStart = 0; spanStart < draws; spanStart += SPAN) {
    const spanEnd = Math.min(spanStart + SPAN, draws);
    const spanCertain = sortWishes(contenders, all, m, shocks[spanStart]!, shocks[spanEnd - 1]!, spanOwnMin, spanOwnMax, (spanStart / SPAN) * width, spanOpen);
    const candidates = spanOpen.list;
    const candidateCount = spanOpen.length;
    for (let start = spanStart; start < spanEnd; start += BLOCK) {
      const size = Math.min(BLOCK, draws - start);
      const blockRow = (start / BLOCK) * width;
      const first = shocks[start]!;
      const last = shocks[start + size - 1]!;
      // All `size` low bits set (1 << 32 is 1 in JavaScript, so a full block is all 32 bits: -1).
      let unplaced = size === 32 ? -1 : (1 << size) - 1;
      for (let i = 0; i < candidateCount && unplaced !== 0; i++) {
        const j = candidates[i]!;
        const row = blockRow + column[j]!;
        const at = row * BLOCK;
        const aj = a[j]!;
        const bj = b[j]!;
        // The threshold a − b × shock is monotone in the shock, rounding included: its extremes over
        // the block are at its first and last (sorted) shocks. An infinite or undefined threshold
        // has no such bounds: every draw is compared as the plain walk compares it.
        let low = -Infinity;
        let high = Infinity;
        if (known[j]) {
          const atFirst = aj - bj * first;
          const atLast = aj - bj * last;
          low = Math.min(atFirst, atLast);
          high = Math.max(atFirst, atLast);
        }
        if (blockOwnMin[row]! > high) continue;
        let reached = 0;
        if (blockOwnMax[row]! <= low) reached = unplaced;
        else {
          let k = 0;
          while (k < size && sortedOwn[at + k]! <= low) reached |= 1 << sortedDraw[at + k++]!;
          for (; k < size && sortedOwn[at + k]! <= high; k++) {
            const d = sortedDraw[at + k]!;
            if (!(sortedOwn[at + k]! > aj - bj * shocks[start + d]!)) reached |= 1 << d;
          }
        }
        const placed = reached & unplaced;
        if (placed !== 0) {
          counts[wish[j]!]! += bitsOf(placed);
          unplaced &= ~placed;
        }
      }
      if (unplaced !== 0) {
        if (spanCertain >= 0) counts[wish[spanCertain]!]! += bitsOf(unplaced);
        else none += bitsOf(unplaced);
      }
    }
  }
  return { counts, none };
}

/** Per wish the chance of being placed there, and of no place; they add up to 1. */
export function simulatePlacement(input: SimulatedInput): { placed: number[]; noPlacement: number } {
  const { counts, none } = placementCountsByBlock(input);
  return { placed: Array.from(counts, (c) => c / SIMULATION_DRAWS), noPlacement: none / SIMULATION_DRAWS };
}

export function simulateWishes(
  wishes: readonly TAssessedWish[],
  distributions: ReadonlyArray<PredictiveDistribution | null>,
  studentPercentage: number,
  predictedYear: number | null,
): TWishSimulation {
  const tokens = wishes.map(wishToken);
  const { placed, noPlacement } = simulatePlacement({ distributions, tokens, studentPercentage });
  const reach = distributions.map((d) => (d ? chanceFrom(d, studentPercentage) : null));
  const warnings: TSimulationWarning[] = [];

  const firstIndex = new Map<string, number>();
  tokens.forEach((token, index) => {
    const first = firstIndex.get(token);
    if (first === undefined) firstIndex.set(token, index);
    else {
      const held = warnings.find((w): w is Extract<TSimulationWarning, { code: 'duplicate' }> => w.code === 'duplicate' && w.firstIndex === first);
      if (held) held.indexes.push(index);
      else warnings.push({ code: 'duplicate', indexes: [index], firstIndex: first });
    }
  });
  const certainIndex = reach.findIndex((r) => r !== null && r >= ALL_BUT_CERTAIN_CHANCE);
  if (certainIndex >= 0) {
    // Every wish after it: one run, one warning naming them all.
    const after = wishes.map((_, i) => i).filter((i) => i > certainIndex);
    if (after.length) warnings.push({ code: 'unreachable', indexes: after, certainIndex });
  }
  const named = (code: 'wrong-stream' | 'no-cutoff' | 'stale' | 'single-source', test: (w: TAssessedWish, i: number) => boolean) => {
    const indexes = wishes.map((w, i) => (test(w, i) ? i : -1)).filter((i) => i >= 0);
    if (indexes.length) warnings.push({ code, indexes });
  };
  named('wrong-stream', (w) => w.status === 'wrong-stream');
  named('no-cutoff', (w) => w.status === 'no-cutoff' || w.status === 'unknown');
  named('stale', (w) => w.status === 'ok' && w.stale);
  named('single-source', (_, i) => distributions[i]?.singleSource === true);
  if (wishes.length > 0 && !reach.some((r) => r !== null && r >= LIKELY_CHANCE)) warnings.push({ code: 'no-likely', indexes: [] });

  let mostLikelyIndex: number | null = null;
  placed.forEach((p, i) => {
    if (p > 0 && (mostLikelyIndex === null || p > placed[mostLikelyIndex]!)) mostLikelyIndex = i;
  });
  return {
    draws: SIMULATION_DRAWS,
    seed: SIMULATION_SEED,
    predictedYear,
    wishes: wishes.map((_, i) => ({ index: i, reach: reach[i]!, placed: placed[i]!, singleSource: distributions[i]?.singleSource ?? false })),
    noPlacement,
    placedAnywhere: 1 - noPlacement,
    mostLikelyIndex,
    warnings,
  };
}

const GROUP_RANK: Record<string, number> = { أ: 0, ب: 1, ج: 2 };

/** What the placement rules say about one wish, as far as the list's order is concerned. */
export interface WishRuleFacts {
  field: TFacultyField | null;
  verdict: { group: string | null; openNationwide: boolean; reasons: ReadonlyArray<{ reason: string }> } | null;
}

/**
 * The rules' warnings for a list: within a sector (field), every wish out of geographic-group
 * order (a ب or ج wish listed before an أ or ب one of the same sector, both named), one warning
 * per sector; and the regional-admission wishes outside the student's region, one warning.
 */
export function ruleWarnings(wishes: readonly WishRuleFacts[]): TSimulationWarning[] {
  const warnings: TSimulationWarning[] = [];
  const byField = new Map<TFacultyField, number[]>();
  wishes.forEach((w, i) => {
    if (!w.field || !w.verdict || w.verdict.openNationwide || w.verdict.group === null || GROUP_RANK[w.verdict.group] === undefined) return;
    const list = byField.get(w.field) ?? [];
    list.push(i);
    byField.set(w.field, list);
  });
  for (const [field, indexes] of byField) {
    const rank = (i: number) => GROUP_RANK[wishes[i]!.verdict!.group!]!;
    const involved = new Set<number>();
    indexes.forEach((i, k) => {
      for (const j of indexes.slice(0, k)) {
        if (rank(j) > rank(i)) {
          involved.add(j);
          involved.add(i);
        }
      }
    });
    if (involved.size) warnings.push({ code: 'group-order', field, indexes: [...involved].sort((a, b) => a - b) });
  }
  const outside = wishes.map((w, i) => (w.verdict?.reasons.some((r) => r.reason === 'regional-outside') ? i : -1)).filter((i) => i >= 0);
  if (outside.length) warnings.push({ code: 'regional-outside', indexes: outside });
  return warnings;
}
