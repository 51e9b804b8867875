/**
 * npm run data:coverage — the data health table of /admin/data, printed (docs/data.md carries its
 * latest output for the published data set).
 *
 *  - With DATABASE_URL: the catalogue of that database (a running install).
 *  - Without it: the published data set. A scratch database on the local PostgreSQL
 *    (TEST_DATABASE_URL, default 127.0.0.1:5432) is seeded by starting the catalogue service on it,
 *    exactly as `npm start` seeds a new install, measured, then dropped.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { DATA_HEALTH_LISTS, type TDataCheck, type TDataHealth, type TDataKind } from '@dalil/contracts/catalogue/data-health';
import { createDatabase, redactUrl } from '@dalil/service-kit/database';
import { createTestDatabase, flushRedisPrefix, freePort, serviceTestEnv } from '@dalil/service-kit/testing';
import { dataHealth } from '@dalil/catalogue/testing';
import { startNodeProcess, stopProcess, waitForHttp } from './bench/processes.ts';

const KINDS: Record<TDataKind, string> = {
  universities: 'Universities',
  faculties: "Public universities' faculties",
  fees: 'Fees',
  rankings: 'Rankings',
  facts: 'University facts',
  cutoffs: "Faculties' cut-offs",
  minimums: 'Private/national minimums',
  technological: 'Technological admission rules',
  salaries: 'Salary figures',
  growth: 'Growth indicators',
  prices: 'Living-cost prices',
  scholarships: 'Scholarships (active)',
};

function checkLabel(check: TDataCheck, health: TDataHealth): string {
  const labels: Record<TDataCheck, string> = {
    'no-fee': 'without a fee',
    'no-rank': 'without a rank',
    'no-arabic-name': 'without an Arabic name',
    'no-cutoff-latest-year': `without a cut-off for ${health.latestCutoffYear ?? 'the latest year'}`,
    old: `older than two years (before ${health.oldBefore})`,
    'no-year': 'year not stated',
    'single-source': 'a single source page',
    'low-confidence': 'low confidence',
    'medium-confidence': 'medium confidence',
    'deadline-passed': 'deadline passed',
  };
  return labels[check];
}

/** The table as Markdown: kind, records, then each check with its count, and where it is fixed. */
function table(health: TDataHealth): string {
  const lines = ['| Kind | Records | Check | Count | Fixed in |', '|---|---:|---|---:|---|'];
  for (const { kind, total, checks } of health.kinds) {
    const where = DATA_HEALTH_LISTS[kind] === 'cutoff-import' ? 'panel: file upload (cut-offs)' : DATA_HEALTH_LISTS[kind] ? `panel: /admin/${DATA_HEALTH_LISTS[kind]}` : 'seed files';
    checks.forEach(({ check, count }, i) => {
      lines.push(`| ${i === 0 ? KINDS[kind] : ''} | ${i === 0 ? total.toLocaleString('en') : ''} | ${checkLabel(check, health)} | ${count.toLocaleString('en')} | ${i === 0 ? where : ''} |`);
    });
  }
  return lines.join('\n');
}

async function measure(url: string): Promise<TDataHealth> {
  const database = createDatabase(url, { schema: 'catalogue', applicationName: 'data-coverage', max: 4 });
  try {
    return await dataHealth(database.pool);
  } finally {
    await database.close();
  }
}

async function publishedDataSet(): Promise<TDataHealth> {
  const database = await createTestDatabase('coverage');
  const prefix = `coverage_${randomBytes(4).toString('hex')}`;
  const port = await freePort();
  const catalogue = startNodeProcess(
    'catalogue',
    'services/catalogue/src/server.ts',
    serviceTestEnv(database.url, prefix, { NODE_ENV: 'production', LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(32).toString('base64url'), PORT: String(port) }),
  );
  try {
    // Ready once its migrations ran and the published data is seeded.
    await Promise.race([waitForHttp(`http://127.0.0.1:${port}/readyz`, 300_000), once(catalogue, 'exit').then(() => Promise.reject(new Error('the catalogue service stopped before it was ready')))]);
    return await measure(database.url);
  } finally {
    await stopProcess(catalogue);
    await database.drop();
    await flushRedisPrefix(prefix);
  }
}

const url = process.env.DATABASE_URL;
const health = url ? await measure(url) : await publishedDataSet();
console.log(`Data coverage of ${url ? redactUrl(url) : 'the published data set (services/catalogue/seed, seeded into a scratch database as npm start seeds a new install)'}, ${health.generatedAt.slice(0, 10)}\n`);
console.log(table(health));
