/**
 * npm run eval:guidance [cut-off CSV] — the backtest of the chance model (services/catalogue/src/
 * guidance/chance): every 2025 cut-off predicted from the years before it, and the 2026 final
 * values (the 2026 rows the final list confirms) from everything before 2026, scored over a grid
 * of totals from 8 points below to 8 above each faculty's previous cut-off in half points. The
 * margin tiers of today's suggestions, read as chances, are scored the same way as the baseline.
 * Per year also: the spreads recalibrated on the previous year's backtest (checked, not served),
 * the gap with each stream's shock known, and the gaps of years drawn from the model itself.
 * The last line: `brier <model> baseline <baseline> max-calibration-gap <gap>` for 2025.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  backtestCases, cutoffSeries, fitChanceModel, fitSpreadScale, MIN_DECILE_CASES, modelYearGaps, parseCutoffCsv, score, shockKnownCases, type Score,
} from '@dalil/catalogue/testing';
import { FURTHER_CHANCE, LIKELY_CHANCE, POSSIBLE_CHANCE, REACH_CHANCE } from '@dalil/contracts/guidance/chance';

const DEFAULT_CSV = fileURLToPath(new URL('../../services/catalogue/seed/tansik-cutoffs-recent.csv', import.meta.url));
const path = process.argv[2] ?? DEFAULT_CSV;
const rows = parseCutoffCsv(readFileSync(path, 'utf8'));
const f = (n: number, digits = 4) => n.toFixed(digits);

function table(name: string, s: Score): void {
  console.log(`  ${name}: cases ${s.cases}  Brier ${f(s.brier)}  log loss ${f(s.logLoss)}  max calibration gap ${f(s.maxGap, 3)} (deciles with ≥ ${MIN_DECILE_CASES} cases)`);
  console.log('    decile     cases  predicted  observed    gap');
  for (const d of s.deciles) {
    const flag = d.cases >= MIN_DECILE_CASES && Math.abs(d.predicted - d.observed) > 0.1 ? '  > 0.10' : '';
    console.log(`    ${d.from.toFixed(1)}–${(d.from + 0.1).toFixed(1)}  ${String(d.cases).padStart(7)}  ${f(d.predicted, 3).padStart(9)}  ${f(d.observed, 3).padStart(8)}  ${f(d.predicted - d.observed, 3).padStart(6)}${flag}`);
  }
}

console.log(`Cut-offs: ${path} (${rows.length} rows)`);
const results: { year: number; model: Score; baseline: Score }[] = [];
for (const year of [2025, 2026]) {
  // 2026: only the values the final list (with stage 3) confirms are final minimums.
  const series = cutoffSeries(rows, (r) => r.year !== 2026 || (year === 2026 && /Tansekak/.test(r.sourceName)));
  const needed = year === 2025 ? [2023, 2024] : [2025];
  const cases = backtestCases(series, year, (s) => needed.every((y) => s.points.some((p) => p.year === y)));
  if (cases.length === 0) {
    console.log(`\n${year}: no cut-offs to predict in this file`);
    continue;
  }
  const model = fitChanceModel(series, { beforeYear: year });
  console.log(`\n${year} predicted from ${[...new Set(series.flatMap((s) => s.points.map((p) => p.year)).filter((y) => y < year))].sort().join(', ')}: ${cases.length / 33} faculties, ${model.transitions} past year-to-year changes`);
  console.log(`  shared shock spread ${f(model.shockSpread, 2)} points; own spread by level band ${model.bandSpread.map((s) => f(s, 2)).join(' / ')} (below 60, 60–70, 70–80, 80–90, 90–95, 95+)`);
  const m = score(cases, 'model');
  const b = score(cases, 'baseline');
  table('model', m);
  console.log('    tier (from the chance)   cases  predicted  observed');
  for (const [tier, from, to] of [['likely', LIKELY_CHANCE, 1.01], ['possible', POSSIBLE_CHANCE, LIKELY_CHANCE], ['reach', REACH_CHANCE, POSSIBLE_CHANCE], ['further', FURTHER_CHANCE, REACH_CHANCE], ['beyond', 0, FURTHER_CHANCE]] as const) {
    const inTier = cases.filter((c) => c.model >= from && c.model < to);
    const mean = (values: number[]) => values.reduce((t, v) => t + v, 0) / Math.max(1, values.length);
    console.log(`    ${tier.padEnd(24)} ${String(inTier.length).padStart(6)}  ${f(mean(inTier.map((c) => c.model)), 3).padStart(9)}  ${f(mean(inTier.map((c) => (c.reached ? 1 : 0))), 3).padStart(8)}`);
  }
  table('baseline (margin tiers as 0.9/0.65/0.3/0.1/0.02)', b);
  // Checked, not served: the spreads scaled by the factor that best predicted the year before (fitted on that earlier backtest only).
  const previousYear = year - 1;
  const scale = fitSpreadScale(series, previousYear, (s) => [previousYear - 1, previousYear].every((y) => s.points.some((p) => p.year === y)));
  if (scale === null) console.log(`  recalibration: none possible (no backtest of ${previousYear} from the years before it)`);
  else {
    const r = score(backtestCases(series, year, (s) => needed.every((y) => s.points.some((p) => p.year === y)), { spreadScale: scale }), 'model');
    table(`recalibrated (not served): spreads × ${scale.toFixed(2)}, the scale fitted on the ${previousYear} backtest`, r);
  }
  // Diagnostic (reads the held-out year): how much of the gap is the year's unknowable shared shock.
  const known = score(shockKnownCases(series, year, (s) => needed.every((y) => s.points.some((p) => p.year === y))), 'model');
  console.log(`  diagnostic, each stream's ${year} shared shock known: Brier ${f(known.brier)}  max calibration gap ${f(known.maxGap, 3)}`);
  // What the ±0.10 target gives when the model is exactly right: years drawn from the model itself.
  const gaps = modelYearGaps(series, year, (s) => needed.every((y) => s.points.some((p) => p.year === y)));
  const within = gaps.filter((g) => g <= 0.1).length / gaps.length;
  console.log(`  years drawn from the model itself (${gaps.length}, seeded): max calibration gap median ${f(gaps[gaps.length >> 1]!, 3)}, 90th percentile ${f(gaps[Math.floor(gaps.length * 0.9)]!, 3)}; within 0.10 in ${Math.round(within * 100)} %`);
  results.push({ year, model: m, baseline: b });
}
console.log('');
for (const r of results.slice(1)) console.log(`${r.year}: brier ${f(r.model.brier)} baseline ${f(r.baseline.brier)} max-calibration-gap ${f(r.model.maxGap, 3)}`);
const main = results[0];
if (main) console.log(`brier ${f(main.model.brier)} baseline ${f(main.baseline.brier)} max-calibration-gap ${f(main.model.maxGap, 3)}`);
