/**
 * Chances: the probability that a student's total reaches a faculty's next cut-off, from the
 * model fitted on the cut-off history (services/catalogue/src/guidance/chance). Tiers are read
 * from the chance with the thresholds below, and a chance is shown rounded to 5 % (the model is
 * not precise to the point).
 */
import { z } from 'zod';

/** A chance of at least this is 'likely'. */
export const LIKELY_CHANCE = 0.8;
/** At least this (and below LIKELY_CHANCE) is 'possible'. */
export const POSSIBLE_CHANCE = 0.5;
/** At least this (and below POSSIBLE_CHANCE) is 'reach'. */
export const REACH_CHANCE = 0.15;
/** At least this (and below REACH_CHANCE) is 'further'; below it, 'beyond'. */
export const FURTHER_CHANCE = 0.02;
/** A wish reached with at least this chance is all but certain: the wishes after it are hardly ever reached. */
export const ALL_BUT_CERTAIN_CHANCE = 0.97;
/** A chance is shown in steps of this (5 %). */
export const CHANCE_STEP = 0.05;

export const CHANCE_TIERS = ['likely', 'possible', 'reach', 'further', 'beyond'] as const;
export const ZChanceTier = z.enum(CHANCE_TIERS);
export type TChanceTier = z.infer<typeof ZChanceTier>;

export function chanceTier(chance: number): TChanceTier {
  if (chance >= LIKELY_CHANCE) return 'likely';
  if (chance >= POSSIBLE_CHANCE) return 'possible';
  if (chance >= REACH_CHANCE) return 'reach';
  if (chance >= FURTHER_CHANCE) return 'further';
  return 'beyond';
}

/** The chance as shown: to the nearest 5 % (0.05 steps), within 0–1. */
export function displayChance(chance: number): number {
  const steps = Math.round(1 / CHANCE_STEP);
  return Math.min(1, Math.max(0, Math.round(chance * steps) / steps));
}

/**
 * The backtest's figures, as `npm run eval:guidance` printed them on the published cut-offs
 * (4,168 rows, 27–28 Nov 2026): each held-out year predicted from the years before it only, scored
 * over totals from 8 points below to 8 above each faculty's previous cut-off in half points.
 * `baseline` is the margin tiers read as 0.9/0.65/0.3/0.1/0.02; `marginOnlyBound` the best any
 * margin-only rule can do, fitted on the held-out year itself (measured before issue 27 was filed).
 * `likelyObserved`: of the totals the model called likely (≥ 0.8), the share that reached the cut-off.
 * `withinTargetIfRight`: of 200 seeded years drawn from the fitted model itself, the share whose
 * max calibration gap is within 0.10 — what the ±0.10 target gives a model that is exactly right
 * (the shared shock moves a whole stream at once); `medianGapIfRight` their median gap.
 */
export const BACKTEST = {
  2025: { faculties: 1047, cases: 34_551, brier: 0.087, baseline: 0.0874, marginOnlyBound: 0.0822, maxGap: 0.143, baselineGap: 0.044, likelyObserved: 0.981, withinTargetIfRight: 0.34, medianGapIfRight: 0.137 },
  2026: { faculties: 333, cases: 10_989, brier: 0.0926, baseline: 0.0955, marginOnlyBound: null, maxGap: 0.204, baselineGap: 0.177, likelyObserved: 0.998, withinTargetIfRight: 0.09, medianGapIfRight: 0.2 },
} as const;
