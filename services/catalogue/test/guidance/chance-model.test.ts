import { describe, expect, it } from 'vitest';
import { chanceTier, displayChance } from '@dalil/contracts/guidance/chance';
import { chanceOf, fitChanceModel, levelBand, normalCdf, predictiveDistribution, SINGLE_SOURCE_SPREAD, type CutoffSeries } from '../../src/guidance/chance/fit-model.ts';
import { backtestCases, baselineChance, fitSpreadScale, modelYearGaps, score, shockKnownCases, SPREAD_SCALES } from '../../src/guidance/chance/backtest.ts';
import { cutoffSeries, parseCutoffCsv } from '../../src/guidance/chance/cutoff-series.ts';
import { normalSampler, seededRandom } from '../../src/guidance/chance/random.ts';
import { chanceModelFor } from '../../src/guidance/chance/offer-model.ts';
import { buildGuidanceData } from '../../src/guidance/guidance-data.ts';
import { wishToken } from '@dalil/contracts/guidance/wishes';
import { cutoff, UNIVERSITIES } from './fixtures.ts';

const series = (key: string, stream: string, family: string, values: Record<number, number>, singleSource = true): CutoffSeries => ({
  key,
  stream,
  family,
  points: Object.entries(values).map(([year, percentage]) => ({ year: Number(year), percentage, singleSource })),
});

/** Synthetic history from a known process: shared shock per year × stream, own moves of a known spread by level. */
function synthetic(seed: number, faculties: number, years: number[], shockSpread: number, ownSpread: (level: number) => number): CutoffSeries[] {
  const normal = normalSampler(seededRandom(seed));
  const streams = ['science', 'mathematics', 'literary', ''];
  const shocks = new Map(years.flatMap((y) => streams.map((s) => [`${y}|${s}`, normal() * shockSpread] as const)));
  return Array.from({ length: faculties }, (_, i) => {
    const stream = streams[i % streams.length]!;
    let level = 55 + (i * 37) % 44;
    const values: Record<number, number> = {};
    years.forEach((y, j) => {
      if (j > 0) level += shocks.get(`${y}|${stream}`)! + normal() * ownSpread(level);
      values[y] = Math.round(level * 100) / 100;
    });
    return series(`f${i}`, stream, i % 2 ? 'medicine' : 'arts', values);
  });
}

describe('chance model', () => {
  it('gives one half at the last cut-off, rising with the total, within 0–1', () => {
    const model = fitChanceModel(synthetic(1, 400, [2021, 2022, 2023, 2024], 1.5, () => 2), { beforeYear: 2025 });
    const key = 'f3';
    const last = predictiveDistribution(model, key)!.last;
    expect(chanceOf(model, key, last)).toBeCloseTo(0.5, 6);
    const chances = [-8, -4, -1, 0, 1, 4, 8].map((d) => chanceOf(model, key, last + d)!);
    for (let i = 1; i < chances.length; i++) expect(chances[i]!).toBeGreaterThan(chances[i - 1]!);
    expect(chances[0]).toBeGreaterThanOrEqual(0);
    expect(chances.at(-1)).toBeLessThanOrEqual(1);
    expect(chanceOf(model, 'no-such-series', 90)).toBeNull();
  });

  it('recovers the shared shock and the level-dependent spreads it was generated with (seeded)', () => {
    const years = Array.from({ length: 12 }, (_, i) => 2010 + i);
    const model = fitChanceModel(synthetic(7, 2000, years, 2, (level) => (level >= 90 ? 0.5 : 2.5)), { beforeYear: 2030 });
    expect(model.shockSpread).toBeGreaterThan(1.4);
    expect(model.shockSpread).toBeLessThan(2.6);
    expect(model.bandSpread[levelBand(92)]).toBeLessThan(1);
    expect(model.bandSpread[levelBand(75)]).toBeGreaterThan(2);
    expect(model.transitions).toBe(2000 * 11);
  });

  it('uses only the years before the one predicted', () => {
    const base = synthetic(3, 200, [2022, 2023, 2024, 2025], 1, () => 2);
    const changed = base.map((s) => ({ ...s, points: s.points.map((p) => (p.year === 2025 ? { ...p, percentage: p.percentage + 30 } : p)) }));
    const a = fitChanceModel(base, { beforeYear: 2025 });
    const b = fitChanceModel(changed, { beforeYear: 2025 });
    expect(b.shockSpread).toBe(a.shockSpread);
    expect(chanceOf(b, 'f5', 80)).toBe(chanceOf(a, 'f5', 80));
    expect(predictiveDistribution(a, 'f5')!.lastYear).toBe(2024);
  });

  it('is wider for a single-source last cut-off and for a series without a past move', () => {
    const history = synthetic(5, 300, [2022, 2023, 2024], 1, () => 2);
    const twin = (key: string, single: boolean, values: Record<number, number>) => series(key, 'science', 'arts', values, single);
    const model = fitChanceModel([...history, twin('one', true, { 2023: 75, 2024: 75.5 }), twin('two', false, { 2023: 75, 2024: 75.5 }), twin('new', false, { 2024: 75.5 })], { beforeYear: 2025 });
    const one = predictiveDistribution(model, 'one')!;
    const two = predictiveDistribution(model, 'two')!;
    expect(one.ownSpread ** 2 - two.ownSpread ** 2).toBeCloseTo(SINGLE_SOURCE_SPREAD ** 2, 6);
    expect(predictiveDistribution(model, 'new')!.ownSpread).toBeGreaterThan(two.ownSpread);
    expect(chanceOf(model, 'one', 72)!).toBeGreaterThan(chanceOf(model, 'two', 72)!);
  });

  it('scales both spreads by spreadScale, so chances and draws stay one distribution', () => {
    const history = synthetic(11, 300, [2022, 2023, 2024], 1.5, () => 2);
    const plain = fitChanceModel(history, { beforeYear: 2025 });
    const narrow = fitChanceModel(history, { beforeYear: 2025, spreadScale: 0.5 });
    expect(plain.spreadScale).toBe(1);
    expect(narrow.shockSpread).toBeCloseTo(plain.shockSpread * 0.5, 10);
    const a = predictiveDistribution(plain, 'f4')!;
    const b = predictiveDistribution(narrow, 'f4')!;
    expect(b.ownSpread).toBeCloseTo(a.ownSpread * 0.5, 10);
    // Half the spread: a total one point above the last cut-off reads as two points above it.
    expect(chanceOf(narrow, 'f4', a.last + 1)!).toBeCloseTo(chanceOf(plain, 'f4', a.last + 2)!, 10);
    expect(() => fitChanceModel(history, { beforeYear: 2025, spreadScale: 0 })).toThrow(RangeError);
  });

  it('normalCdf matches known values', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1)).toBeCloseTo(0.1587, 3);
  });
});

describe('backtest', () => {
  it('reads the baseline tiers at the contract margins', () => {
    expect([3, 2, 0.5, 0, -1, -2, -3, -5, -6].map(baselineChance)).toEqual([0.9, 0.9, 0.65, 0.65, 0.3, 0.3, 0.1, 0.1, 0.02]);
  });

  it('scores cases: Brier, log loss, deciles and the largest gap', () => {
    const cases = [
      ...Array.from({ length: 60 }, (_, i) => ({ model: 0.95, baseline: 0.9, reached: i < 57 })),
      ...Array.from({ length: 60 }, (_, i) => ({ model: 0.05, baseline: 0.1, reached: i < 12 })),
    ];
    const s = score(cases, 'model');
    expect(s.cases).toBe(120);
    expect(s.brier).toBeCloseTo((57 * 0.05 ** 2 + 3 * 0.95 ** 2 + 48 * 0.05 ** 2 + 12 * 0.95 ** 2) / 120, 10);
    expect(s.deciles.map((d) => d.cases)).toEqual([60, 60]);
    expect(s.maxGap).toBeCloseTo(0.15, 10);
  });

  it('puts 33 totals around each previous cut-off and asks whether each reaches the held-out one', () => {
    const history = [series('a', 'science', 'medicine', { 2023: 90, 2024: 91, 2025: 92 }), series('b', 'science', 'medicine', { 2023: 80, 2024: 81, 2025: 80 })];
    const cases = backtestCases(history, 2025);
    expect(cases).toHaveLength(66);
    // a: previous 91, actual 92 → reached from margin +1 (index 16 + 2).
    expect(cases.slice(0, 33).map((c) => c.reached).indexOf(true)).toBe(18);
    expect(cases.slice(33).map((c) => c.reached).indexOf(true)).toBe(14);
  });
});

describe('recalibration and calibration diagnostics', () => {
  it('fits a spread scale below 1 when the year scored was calmer than the years before it, and none without a past change', () => {
    // A volatile 2022→2023 (own moves of spread 4), then a calm 2024 (spread 1): predicting 2024 from 2023 is too wide.
    const normal = normalSampler(seededRandom(21));
    const history = Array.from({ length: 400 }, (_, i) => {
      const start = 60 + (i % 35);
      const y2023 = start + normal() * 4;
      return series(`f${i}`, 'science', 'arts', { 2022: start, 2023: Math.round(y2023 * 100) / 100, 2024: Math.round((y2023 + normal()) * 100) / 100 });
    });
    const scale = fitSpreadScale(history, 2024)!;
    expect(SPREAD_SCALES).toContain(scale);
    expect(scale).toBeLessThan(0.6);
    const scaled = score(backtestCases(history, 2024, () => true, { spreadScale: scale }), 'model');
    expect(scaled.brier).toBeLessThan(score(backtestCases(history, 2024), 'model').brier);
    expect(fitSpreadScale(history, 2023)).toBeNull();
    expect(fitSpreadScale(history, 2030)).toBeNull();
  });

  it('scores the own spreads alone once each stream’s shock is known', () => {
    // Every series of the stream moves by exactly +2: known shock +2, so a total 2 points above the previous cut-off is a half.
    const history = Array.from({ length: 9 }, (_, i) => series(`s${i}`, 'science', 'arts', { 2023: 70 + i, 2024: 70.5 + i, 2025: 72.5 + i }));
    const cases = shockKnownCases(history, 2025);
    expect(cases).toHaveLength(9 * 33);
    // Index 16 is margin 0, 20 is margin +2 (the known shock): below a half, then exactly a half, and reached from there on.
    expect(cases[16]!.model).toBeLessThan(0.5);
    expect(cases[20]!.model).toBeCloseTo(0.5, 6);
    expect(cases.slice(0, 33).map((c) => c.reached).indexOf(true)).toBe(20);
  });

  it('draws years from the model itself: seeded, sorted, and wider gaps when the shared shock is larger', () => {
    const calm = synthetic(31, 400, [2021, 2022, 2023, 2024, 2025], 0.05, () => 2);
    const shocked = synthetic(31, 400, [2021, 2022, 2023, 2024, 2025], 4, () => 2);
    const a = modelYearGaps(calm, 2025, () => true, 40);
    expect(a).toHaveLength(40);
    expect(a).toEqual([...a].sort((x, y) => x - y));
    expect(modelYearGaps(calm, 2025, () => true, 40)).toEqual(a);
    const b = modelYearGaps(shocked, 2025, () => true, 40);
    expect(a[20]!).toBeLessThan(0.1);
    expect(b[20]!).toBeGreaterThan(a[20]!);
  });
});

describe('the model the product serves (guidance index)', () => {
  it('fits every stream at once, as the backtest does: one shock spread from all streams’ shocks, each stream’s series by wish token', () => {
    // Math engineering rises 10 points out of 410 then falls; literary commerce falls, then rises.
    const data = buildGuidanceData(
      [
        cutoff({ year: 2023, stream: 'math', minScore: 360, max: 410 }),
        cutoff({ year: 2024, stream: 'math', minScore: 370, max: 410 }),
        cutoff({ year: 2025, stream: 'math', minScore: 280, max: 320 }),
        cutoff({ year: 2023, faculty: 'commerce', stream: 'literary', minScore: 300, max: 410 }),
        cutoff({ year: 2024, faculty: 'commerce', stream: 'literary', minScore: 280, max: 410 }),
        cutoff({ year: 2025, faculty: 'commerce', stream: 'literary', minScore: 230, max: 320 }),
      ],
      UNIVERSITIES,
    );
    const math = chanceModelFor(data, 'math', 2025);
    const literary = chanceModelFor(data, 'literary', 2025);
    expect(math.shockSpread).toBe(literary.shockSpread);
    expect([...math.shocks.keys()].sort()).toEqual(['2024|literary', '2024|math', '2025|literary', '2025|math']);
    // The shared spread is the root mean square of all four shocks, not of one stream's two.
    const all = [...math.shocks.values()];
    expect(math.shockSpread).toBeCloseTo(Math.sqrt(all.reduce((t, v) => t + v * v, 0) / all.length), 10);
    expect([...math.series.keys()]).toEqual([wishToken({ universityId: 'u-cairo', facultyKey: 'engineering' })]);
    expect([...literary.series.keys()]).toEqual([wishToken({ universityId: 'u-cairo', facultyKey: 'commerce' })]);
    expect(chanceModelFor(data, 'math', 2025)).toBe(math);
  });
});

describe('cut-off series from the published table', () => {
  it('keeps percentages as published, prefers the final minimum, leaves out national minimums and flags single sources', () => {
    const csv = [
      'year,stage,stream,faculty_en,faculty_ar,university_en,university_ar,min_score,max_score_of_year,min_percentage,source_name,source_url',
      '2025,,science,Faculty of Medicine,كلية الطب,Cairo University,جامعة القاهرة,300,320,93.75,A | B,u',
      '2025,1,science,Faculty of Medicine,كلية الطب,Cairo University,جامعة القاهرة,301,320,94.06,A,u',
      '2024,,science,Faculty of Medicine,كلية الطب,Cairo University,جامعة القاهرة,380,410,92.68,A,u',
      '2025,1,science,Faculties of Medicine,كليات الطب,All public universities (national minimum),جميع,290,320,90.63,A,u',
      '2026,3,,Faculty of Arts,كلية الآداب,Cairo University,جامعة القاهرة,200,320,,C,u',
    ].join('\n');
    const result = cutoffSeries(parseCutoffCsv(csv));
    expect(result).toHaveLength(1);
    expect(result[0]!.family).toBe('medicine');
    expect(result[0]!.points).toEqual([
      { year: 2024, percentage: 92.68, singleSource: true },
      { year: 2025, percentage: 93.75, singleSource: false },
    ]);
  });
});

describe('chance tiers and display (contracts)', () => {
  it('reads tiers at the stated thresholds and rounds to 5 %', () => {
    expect([0.99, 0.8, 0.79, 0.5, 0.49, 0.15, 0.14, 0.02, 0.01].map(chanceTier)).toEqual(['likely', 'likely', 'possible', 'possible', 'reach', 'reach', 'further', 'further', 'beyond']);
    expect([0.93, 0.926, 0.024, 0.026, 1, 0].map(displayChance)).toEqual([0.95, 0.95, 0, 0.05, 1, 0]);
  });
});
