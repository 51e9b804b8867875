/**
 * The chance model: how far a faculty's next cut-off may move from its last one, fitted on the
 * year-to-year changes of every faculty's published cut-offs (as percentages) before the year
 * predicted. Pure and dependency-free: the same series in, the same model out.
 *
 * next cut-off = last cut-off + shock(year, stream) + own change(faculty)
 *  - shock: one shared move per year and stream (cut-offs of a stream move together). Next
 *    year's is unknown: centred on 0, with the spread of the shocks seen before (root mean square).
 *  - own change: centred on 0, with a spread that depends on the level of the last cut-off (high
 *    cut-offs move less; estimated per band of levels, each shrunk toward all bands), times its
 *    family's factor (shrunk toward 1), blended with the series' own past moves (shrunk toward
 *    that spread by SERIES_PRIOR_WEIGHT transitions); wider when the last cut-off rests on one
 *    source or the series has no past move of its own.
 * Spreads are robust (1.4826 × the median absolute move), so a few odd rows do not inflate them.
 * `spreadScale` multiplies both spreads (a recalibration of the whole distribution, so the wish
 * simulator's draws stay coherent with the chances); the product serves 1 (see docs/guidance.md).
 */

/** One published cut-off of a series: the percentage as published, and whether one source alone gives it. */
interface CutoffObservation {
  year: number;
  percentage: number;
  singleSource: boolean;
}

/** A faculty at a university for one stream ('' when the official label gives none), oldest year first or not. */
export interface CutoffSeries {
  key: string;
  stream: string;
  /** The faculty family (field), whose moves the series' own are shrunk toward. */
  family: string;
  points: readonly CutoffObservation[];
}

/** Lower edges of the level bands (percentage of the last cut-off). */
const LEVEL_BANDS = [0, 60, 70, 80, 90, 95] as const;
/** Transitions' worth of weight the band × family spread has against a series' own moves. */
const SERIES_PRIOR_WEIGHT = 4;
/** Cases' worth of weight the overall spread has against a band's or family's own. */
const GROUP_PRIOR_WEIGHT = 20;
/** Extra spread (percentage points, added in quadrature) when the last cut-off has one source only. */
export const SINGLE_SOURCE_SPREAD = 0.5;
/** Factor on the spread of a series with no past move of its own. */
const NEW_SERIES_FACTOR = 1.25;
/** The smallest spread the model gives (percentage points): a cut-off is published to 0.01 %. */
const MIN_SPREAD = 0.25;

interface SeriesState {
  stream: string;
  last: CutoffObservation;
  /** Spread of the faculty's own change (points). */
  ownSpread: number;
}

export interface ChanceModel {
  beforeYear: number;
  /** The factor both spreads were multiplied by (1: as fitted). */
  spreadScale: number;
  /** The spread of next year's shared shock per stream (points). */
  shockSpread: number;
  /** The shared shocks seen, `${year}|${stream}` → median change (points). */
  shocks: ReadonlyMap<string, number>;
  /** Spread of the own change per level band (points), before the family factor. */
  bandSpread: readonly number[];
  familyFactor: ReadonlyMap<string, number>;
  transitions: number;
  series: ReadonlyMap<string, SeriesState>;
}

/** The model's prediction of one series' next cut-off: last + shock(stream) + own, both normal and centred on 0. */
export interface PredictiveDistribution {
  stream: string;
  last: number;
  lastYear: number;
  shockSpread: number;
  ownSpread: number;
  singleSource: boolean;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const robustSpread = (values: readonly number[]): number => 1.4826 * median(values.map(Math.abs));
const shrink = (own: number, n: number, prior: number, weight: number) => (n * own + weight * prior) / (n + weight);

export function levelBand(percentage: number): number {
  let band = 0;
  LEVEL_BANDS.forEach((edge, i) => {
    if (percentage >= edge) band = i;
  });
  return band;
}

/** Fits the model on every year-to-year change that ends before `beforeYear`. */
export function fitChanceModel(allSeries: readonly CutoffSeries[], options: { beforeYear: number; spreadScale?: number }): ChanceModel {
  const { beforeYear } = options;
  const spreadScale = options.spreadScale ?? 1;
  if (!(spreadScale > 0)) throw new RangeError(`spreadScale must be positive, got ${spreadScale}`);
  const usable = allSeries.map((s) => ({ ...s, points: [...s.points].filter((p) => p.year < beforeYear).sort((a, b) => a.year - b.year) }));

  // Changes between consecutive published years of a series (a gap of more than one year is not a change).
  const moves: { series: (typeof usable)[number]; year: number; from: number; change: number }[] = [];
  for (const s of usable) {
    for (let i = 1; i < s.points.length; i++) {
      const a = s.points[i - 1]!;
      const b = s.points[i]!;
      if (b.year === a.year + 1) moves.push({ series: s, year: b.year, from: a.percentage, change: b.percentage - a.percentage });
    }
  }
  const shockKey = (year: number, stream: string) => `${year}|${stream}`;
  const grouped = new Map<string, number[]>();
  for (const m of moves) {
    const k = shockKey(m.year, m.series.stream);
    const list = grouped.get(k) ?? [];
    list.push(m.change);
    grouped.set(k, list);
  }
  const shocks = new Map([...grouped].map(([k, list]) => [k, median(list)] as const));
  const shockValues = [...shocks.values()];
  const shockSpread = spreadScale * (shockValues.length ? Math.sqrt(shockValues.reduce((t, v) => t + v * v, 0) / shockValues.length) : 0);

  const residuals = moves.map((m) => ({ ...m, residual: m.change - shocks.get(shockKey(m.year, m.series.stream))! }));
  const overall = residuals.length ? Math.max(MIN_SPREAD, robustSpread(residuals.map((r) => r.residual))) : 2;
  const bandSpread = LEVEL_BANDS.map((_, band) => {
    const own = residuals.filter((r) => levelBand(r.from) === band).map((r) => r.residual);
    return own.length ? Math.max(MIN_SPREAD, shrink(robustSpread(own), own.length, overall, GROUP_PRIOR_WEIGHT)) : overall;
  });
  // A family's factor: its moves measured in units of their band's spread, shrunk toward 1.
  const byFamily = new Map<string, number[]>();
  for (const r of residuals) {
    const list = byFamily.get(r.series.family) ?? [];
    list.push(r.residual / bandSpread[levelBand(r.from)]!);
    byFamily.set(r.series.family, list);
  }
  const familyFactor = new Map([...byFamily].map(([family, list]) => [family, shrink(robustSpread(list), list.length, 1, GROUP_PRIOR_WEIGHT)] as const));

  const ownMoves = new Map<string, number[]>();
  for (const r of residuals) {
    const list = ownMoves.get(r.series.key) ?? [];
    list.push(r.residual);
    ownMoves.set(r.series.key, list);
  }
  const series = new Map<string, SeriesState>();
  for (const s of usable) {
    const last = s.points.at(-1);
    if (!last) continue;
    const prior = bandSpread[levelBand(last.percentage)]! * (familyFactor.get(s.family) ?? 1);
    const own = ownMoves.get(s.key) ?? [];
    // Mean square of own moves blended with the prior's square, by weight in transitions.
    const blended = own.length
      ? Math.sqrt((SERIES_PRIOR_WEIGHT * prior * prior + own.reduce((t, v) => t + v * v, 0)) / (SERIES_PRIOR_WEIGHT + own.length))
      : prior * NEW_SERIES_FACTOR;
    const ownSpread = Math.max(MIN_SPREAD, Math.sqrt(blended * blended + (last.singleSource ? SINGLE_SOURCE_SPREAD ** 2 : 0)));
    series.set(s.key, { stream: s.stream, last, ownSpread: spreadScale * ownSpread });
  }
  return { beforeYear, spreadScale, shockSpread, shocks, bandSpread, familyFactor, transitions: moves.length, series };
}

export function predictiveDistribution(model: ChanceModel, seriesKey: string): PredictiveDistribution | null {
  const state = model.series.get(seriesKey);
  if (!state) return null;
  return {
    stream: state.stream,
    last: state.last.percentage,
    lastYear: state.last.year,
    shockSpread: model.shockSpread,
    ownSpread: state.ownSpread,
    singleSource: state.last.singleSource,
  };
}

/** Standard normal distribution function (Abramowitz–Stegun 7.1.26 on erf; error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** The chance (0–1) that a student with this percentage reaches the series' next cut-off; null without a cut-off. */
export function chanceOf(model: ChanceModel, seriesKey: string, studentPercentage: number): number | null {
  const d = predictiveDistribution(model, seriesKey);
  if (!d) return null;
  return chanceFrom(d, studentPercentage);
}

export function chanceFrom(d: PredictiveDistribution, studentPercentage: number): number {
  const spread = Math.sqrt(d.shockSpread ** 2 + d.ownSpread ** 2);
  return normalCdf((studentPercentage - d.last) / spread);
}
