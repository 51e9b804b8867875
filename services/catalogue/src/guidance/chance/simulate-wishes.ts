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
  shocks: Float64Array;
  /** Own moves: draw n, column c at n * MAX_WISHES + c. */
  own: Float32Array;
  /** The extremes of the shocks and of each column's own moves, to tell a wish never or always reached without drawing. */
  shockMin: number;
  shockMax: number;
  ownMin: Float64Array;
  ownMax: Float64Array;
}

let pool: DrawPool | undefined;
/** The standard normal draws every simulation uses (made once: 10,000 × 76 numbers). */
function drawPool(): DrawPool {
  if (!pool) {
    const normal = normalSampler(seededRandom(SIMULATION_SEED));
    const shocks = new Float64Array(SIMULATION_DRAWS);
    const own = new Float32Array(SIMULATION_DRAWS * MAX_WISHES);
    for (let n = 0; n < SIMULATION_DRAWS; n++) shocks[n] = normal();
    for (let i = 0; i < own.length; i++) own[i] = normal();
    const ownMin = new Float64Array(MAX_WISHES).fill(Infinity);
    const ownMax = new Float64Array(MAX_WISHES).fill(-Infinity);
    for (let i = 0; i < own.length; i++) {
      const c = i % MAX_WISHES;
      if (own[i]! < ownMin[c]!) ownMin[c] = own[i]!;
      if (own[i]! > ownMax[c]!) ownMax[c] = own[i]!;
    }
    pool = { shocks, own, shockMin: Math.min(...shocks), shockMax: Math.max(...shocks), ownMin, ownMax };
  }
  return pool;
}

export interface SimulatedInput {
  /** In list order; null where the wish cannot be estimated (no cut-off, wrong stream, unknown). */
  distributions: ReadonlyArray<PredictiveDistribution | null>;
  tokens: readonly string[];
  studentPercentage: number;
}

/** Per wish the chance of being placed there, and of no place; they add up to 1. */
export function simulatePlacement(input: SimulatedInput): { placed: number[]; noPlacement: number } {
  const { shocks, own, shockMin, shockMax, ownMin, ownMax } = drawPool();
  const count = input.distributions.length;
  // A repeated wish shares its first appearance's draws (it is the same cut-off).
  const columns = new Map<string, number>();
  const column = input.tokens.map((token) => {
    if (!columns.has(token)) columns.set(token, columns.size);
    return columns.get(token)!;
  });
  // Reached in draw n when own[n, c] ≤ a − b × shock[n]; only the estimable first appearances take part.
  const estimable = input.distributions.flatMap((d, i) => (d && input.tokens.indexOf(input.tokens[i]!) === i ? [i] : []));
  // The threshold a − b × shock is monotone in the shock, so its extremes over the draws are at the
  // extreme shocks (computed as the loop computes them). A wish no draw reaches (its column's smallest
  // own move above its highest threshold) is left out of the loop: it would place no one; after a wish
  // every draw reaches, no later wish can be placed. The counts are exactly those of the full loop,
  // and a weak total against a list of the most selective faculties skips most of it.
  const active: number[] = [];
  const a = new Float64Array(estimable.length);
  const b = new Float64Array(estimable.length);
  const col = new Int32Array(estimable.length);
  for (const i of estimable) {
    const d = input.distributions[i]!;
    const ai = (input.studentPercentage - d.last) / d.ownSpread;
    const bi = d.shockSpread / d.ownSpread;
    const c = column[i]!;
    const known = Number.isFinite(ai) && Number.isFinite(bi);
    const atMin = ai - bi * shockMin;
    const atMax = ai - bi * shockMax;
    if (known && ownMin[c]! > Math.max(atMin, atMax)) continue;
    const k = active.length;
    active.push(i);
    a[k] = ai;
    b[k] = bi;
    col[k] = c;
    if (known && ownMax[c]! <= Math.min(atMin, atMax)) break;
  }
  const m = active.length;
  const counts = new Int32Array(m);
  let none = 0;
  for (let n = 0; n < SIMULATION_DRAWS; n++) {
    const shock = shocks[n]!;
    const row = n * MAX_WISHES;
    let k = 0;
    while (k < m && own[row + col[k]!]! > a[k]! - b[k]! * shock) k++;
    if (k === m) none++;
    else counts[k]!++;
  }
  const placedCounts = new Array<number>(count).fill(0);
  active.forEach((i, k) => (placedCounts[i] = counts[k]!));
  return { placed: placedCounts.map((c) => c / SIMULATION_DRAWS), noPlacement: none / SIMULATION_DRAWS };
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
