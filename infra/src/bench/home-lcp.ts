/**
 * npm run bench:lcp — the home page's largest contentful paint on an emulated mid-range phone
 * (390×844, 4× slower CPU) over DevTools' "Fast 3G" (562.5 ms latency, 1.44 Mbit/s down, 675
 * kbit/s up), as web/e2e/home-lcp.e2e.ts measures it, BENCH_LCP_RUNS times (5) in fresh browser
 * contexts (cache disabled) against one production stack: the median beside the target (≤ 1.5 s)
 * with the spread (min–max) and each run's figures.
 * Env: BENCH_LCP_RUNS, CHROMIUM_PATH (/usr/bin/chromium).
 */
import os from 'node:os';
import { chromium } from 'playwright-core';
import { median } from './measures.ts';
import { startStack } from './stack.ts';
import { openSlowPhonePage } from '../../../web/e2e/slow-phone.ts';

const RUNS = Number(process.env.BENCH_LCP_RUNS ?? 5);
const TARGET_MS = 1_500;

interface Run {
  lcp: number;
  element: string;
  html: number;
  firstContentfulPaint: number;
}

const stack = await startStack();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await openSlowPhonePage(browser, stack.gatewayUrl);
    // Run in the page (strings: this file is type-checked without the DOM's types).
    await page.addInitScript(`
      window.__lcp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__lcp.push({ startTime: entry.startTime, element: (entry.element ? entry.element.tagName : '?') + (entry.element && entry.element.closest('#landing') ? ' (first screen)' : ' (app)') });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    `);
    await page.goto('/', { waitUntil: 'load', timeout: 60_000 });
    await page.locator('#root h1').waitFor({ timeout: 60_000 });
    const measured = (await page.evaluate(`(() => {
      const last = window.__lcp[window.__lcp.length - 1];
      const navigation = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return { lcp: last ? last.startTime : NaN, element: last ? last.element : 'none', html: navigation.responseEnd, firstContentfulPaint: fcp ? fcp.startTime : NaN };
    })()`)) as Run;
    runs.push(measured);
    await page.context().close();
  }
  const lcps = runs.map((r) => r.lcp);
  const ms = (n: number) => `${Math.round(n)} ms`;
  console.log(`\nbench:lcp — home page, 390 px phone, 4× CPU, Fast 3G, ${RUNS} runs, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`);
  runs.forEach((r, i) => console.log(`  run ${i + 1}: LCP ${ms(r.lcp)} (${r.element}), HTML at ${ms(r.html)}, first contentful paint ${ms(r.firstContentfulPaint)}`));
  const middle = median(lcps);
  console.log(`  median LCP ${ms(middle)}, spread ${ms(Math.min(...lcps))}–${ms(Math.max(...lcps))} (target median ≤ ${TARGET_MS} ms: ${middle <= TARGET_MS ? 'met' : 'MISSED'})`);
} finally {
  await browser.close();
  await stack.stop();
}
