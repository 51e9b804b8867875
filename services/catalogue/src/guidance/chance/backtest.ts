/**
 * The backtest: predict each cut-off of a held-out year from the years before it, and score the
 * chances over a grid of totals around each faculty's previous cut-off (−8 to +8 percentage
 * points in half points: the student reaches the cut-off when the percentage is at least it).
 * The margin-tier baseline is scored the same way.
 */
import { FURTHER_MARGIN, LIKELY_MARGIN, REACH_MARGIN } from '@dalil/contracts/guidance/suggestions';
import { chanceOf, fitChanceModel, normalCdf, type CutoffSeries } from './fit-model.ts';
import { normalSampler, seededRandom } from './random.ts';

const GRID_REACH = 8;
const GRID_STEP = 0.5;

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
export function backtestCases(
  allSeries: readonly CutoffSeries[],
  year: number,
  targets: (series: CutoffSeries) => boolean = () => true,
  options: { spreadScale?: number } = {},
): BacktestCase[] {
  const model = fitChanceModel(allSeries, { beforeYear: year, spreadScale: options.spreadScale });
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

/** The spread scales tried when recalibrating: 0.50 to 2.00 in steps of 0.05. */
export const SPREAD_SCALES = Array.from({ length: 31 }, (_, i) => Math.round((0.5 + i * 0.05) * 100) / 100);

/**
 * The spread scale with the lowest Brier score when predicting `year` from the years before it: a
 * recalibration fitted on an earlier backtest, to be applied to a later year's model (never fitted
 * on the year it is applied to). Null when `year` has no cases (no earlier year to predict it from).
 */
export function fitSpreadScale(allSeries: readonly CutoffSeries[], year: number, targets: (series: CutoffSeries) => boolean = () => true): number | null {
  // A model with no past change is all defaults: nothing to recalibrate.
  if (fitChanceModel(allSeries, { beforeYear: year }).transitions === 0) return null;
  let best: { scale: number; brier: number } | null = null;
  for (const scale of SPREAD_SCALES) {
    const cases = backtestCases(allSeries, year, targets, { spreadScale: scale });
    if (cases.length === 0) return null;
    const { brier } = score(cases, 'model');
    if (!best || brier < best.brier - 1e-12) best = { scale, brier };
  }
  return best?.scale ?? null;
}

/**
 * Diagnostic only (it reads the held-out year): the same cases with each stream's shared shock of
 * `year` known (the median change of the stream's series scored) and only the faculties' own moves
 * uncertain. It separates the gap the unknowable yearly shock leaves from the own spreads' miscalibration.
 */
export function shockKnownCases(allSeries: readonly CutoffSeries[], year: number, targets: (series: CutoffSeries) => boolean = () => true): BacktestCase[] {
  const model = fitChanceModel(allSeries, { beforeYear: year });
  const scored = allSeries.flatMap((series) => {
    const actual = series.points.find((p) => p.year === year);
    const previous = series.points.filter((p) => p.year < year).at(-1);
    const state = model.series.get(series.key);
    return actual && previous && state && targets(series) ? [{ series, actual, previous, ownSpread: state.ownSpread }] : [];
  });
  const byStream = new Map<string, number[]>();
  for (const s of scored) byStream.set(s.series.stream, [...(byStream.get(s.series.stream) ?? []), s.actual.percentage - s.previous.percentage]);
  const shock = new Map([...byStream].map(([stream, changes]) => [stream, median(changes)] as const));
  const cases: BacktestCase[] = [];
  for (const { series, actual, previous, ownSpread } of scored) {
    for (let step = -GRID_REACH / GRID_STEP; step <= GRID_REACH / GRID_STEP; step++) {
      const margin = step * GRID_STEP;
      const student = previous.percentage + margin;
      cases.push({ model: normalCdf((margin - shock.get(series.stream)!) / ownSpread), baseline: baselineChance(margin), reached: student >= actual.percentage - 1e-9 });
    }
  }
  return cases;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * How large the max calibration gap is in one year when the model is exactly right: `draws` years
 * drawn from the model fitted before `year` (one shock per stream, an own move per series scored),
 * each scored on the same grid. Sorted ascending. A single held-out year is one such draw, so this
 * says what the ±0.10 target can be expected to give, not how good the model is. Seeded.
 */
export function modelYearGaps(allSeries: readonly CutoffSeries[], year: number, targets: (series: CutoffSeries) => boolean = () => true, draws = 200, seed = 2027): number[] {
  const model = fitChanceModel(allSeries, { beforeYear: year });
  const scored = allSeries.flatMap((series) => {
    const state = model.series.get(series.key);
    const hasActual = series.points.some((p) => p.year === year);
    return state && hasActual && targets(series) ? [{ stream: series.stream, last: state.last.percentage, ownSpread: state.ownSpread }] : [];
  });
  const steps = Array.from({ length: (2 * GRID_REACH) / GRID_STEP + 1 }, (_, i) => -GRID_REACH + i * GRID_STEP);
  // The chances do not depend on the draw; only whether each total reaches the drawn cut-off does.
  const chances = scored.map((s) => steps.map((margin) => normalCdf(margin / Math.sqrt(model.shockSpread ** 2 + s.ownSpread ** 2))));
  const normal = normalSampler(seededRandom(seed));
  const streams = [...new Set(scored.map((s) => s.stream))];
  const gaps: number[] = [];
  for (let d = 0; d < draws; d++) {
    const shock = new Map(streams.map((stream) => [stream, normal() * model.shockSpread] as const));
    const cases: BacktestCase[] = [];
    scored.forEach((s, i) => {
      const move = shock.get(s.stream)! + normal() * s.ownSpread;
      steps.forEach((margin, j) => cases.push({ model: chances[i]![j]!, baseline: 0, reached: margin >= move - 1e-9 }));
    });
    gaps.push(score(cases, 'model').maxGap);
  }
  return gaps.sort((a, b) => a - b);
}
