/**
 * The backtest: predict each cut-off of a held-out year from the years before it, and score the
 * chances over a grid of totals around each faculty's previous cut-off (−8 to +8 percentage
 * points in half points: the student reaches the cut-off when the percentage is at least it).
 * The margin-tier baseline is scored the same way.
 */
import { FURTHER_MARGIN, LIKELY_MARGIN, REACH_MARGIN } from '@dalil/contracts/guidance/suggestions';
import { chanceOf, fitChanceModel, type CutoffSeries } from './fit-model.ts';

export const GRID_REACH = 8;
export const GRID_STEP = 0.5;

/** The margin tiers read as chances: likely / possible / reach / further / beyond. */
export function baselineChance(margin: number): number {
  if (margin >= LIKELY_MARGIN) return 0.9;
  if (margin >= 0) return 0.65;
  if (margin >= -REACH_MARGIN) return 0.3;
  if (margin >= -FURTHER_MARGIN) return 0.1;
  return 0.02;
}

export interface BacktestCase {
  model: number;
  baseline: number;
  reached: boolean;
}

export interface Score {
  cases: number;
  brier: number;
  logLoss: number;
  /** Deciles of predicted chance: cases, mean predicted, observed rate. */
  deciles: { from: number; cases: number; predicted: number; observed: number }[];
  /** The largest |predicted − observed| over deciles with at least MIN_DECILE_CASES cases. */
  maxGap: number;
}

export const MIN_DECILE_CASES = 50;

/**
 * Cases for `year`: every series with a cut-off that year and one before it (`targets` picks which
 * of that year's series count, e.g. the rows a final list confirms); the model sees only the years before.
 */
export function backtestCases(allSeries: readonly CutoffSeries[], year: number, targets: (series: CutoffSeries) => boolean = () => true): BacktestCase[] {
  const model = fitChanceModel(allSeries, { beforeYear: year });
  const cases: BacktestCase[] = [];
  for (const series of allSeries) {
    const actual = series.points.find((p) => p.year === year);
    const previous = series.points.filter((p) => p.year < year).at(-1);
    if (!actual || !previous || !targets(series)) continue;
    for (let step = -GRID_REACH / GRID_STEP; step <= GRID_REACH / GRID_STEP; step++) {
      const margin = step * GRID_STEP;
      const student = previous.percentage + margin;
      cases.push({ model: chanceOf(model, series.key, student)!, baseline: baselineChance(margin), reached: student >= actual.percentage - 1e-9 });
    }
  }
  return cases;
}

export function score(cases: readonly BacktestCase[], which: 'model' | 'baseline'): Score {
  const n = cases.length;
  let brier = 0;
  let logLoss = 0;
  const bins = Array.from({ length: 10 }, (_, i) => ({ from: i / 10, cases: 0, predicted: 0, observed: 0 }));
  for (const c of cases) {
    const p = c[which];
    const o = c.reached ? 1 : 0;
    brier += (p - o) ** 2;
    const clipped = Math.min(1 - 1e-6, Math.max(1e-6, p));
    logLoss -= Math.log(o ? clipped : 1 - clipped);
    const bin = bins[Math.min(9, Math.floor(p * 10))]!;
    bin.cases++;
    bin.predicted += p;
    bin.observed += o;
  }
  const deciles = bins.filter((b) => b.cases > 0).map((b) => ({ ...b, predicted: b.predicted / b.cases, observed: b.observed / b.cases }));
  const maxGap = Math.max(0, ...deciles.filter((d) => d.cases >= MIN_DECILE_CASES).map((d) => Math.abs(d.predicted - d.observed)));
  return { cases: n, brier: n ? brier / n : Number.NaN, logLoss: n ? logLoss / n : Number.NaN, deciles, maxGap };
}
