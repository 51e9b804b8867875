/**
 * The web's API calls are typed by the contracts: a contract change the web does not follow
 * fails the type check where the web uses it. Proven by type-checking web files against a copy
 * of the contracts with a route and a response field renamed (a temporary tsconfig whose
 * `paths` point `@dalil/contracts/*` at the copy), and against the real contracts.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const CONTRACTS = path.join(ROOT, 'packages/contracts/src');
// The home page's figures: the result statistics' call and the band that shows them.
const CALL_SITE = 'web/src/features/home/api/get-result-stats.ts';
const FIELD_SITE = 'web/src/features/home/components/stats-band.tsx';

// Inside the repository, so the copy's own imports (zod) resolve from its node_modules.
let work: string;

beforeAll(() => {
  const cache = path.join(ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  work = mkdtempSync(path.join(cache, 'contract-link-'));
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${path.relative(work, file)} no longer contains ${from}: update this test's mutation`);
  writeFileSync(file, text.replaceAll(from, to));
}

/** Type-checks the two web files (and everything they import) with `@dalil/contracts` read from `contracts`. */
async function typecheckWebAgainst(contracts: string, name: string): Promise<{ failed: boolean; output: string }> {
  const config = path.join(work, `tsconfig.${name}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      extends: path.join(ROOT, 'web/tsconfig.json'),
      compilerOptions: {
        paths: {
          '@dalil/contracts/client': [path.join(contracts, 'client/index.ts')],
          '@dalil/contracts/*': [path.join(contracts, '*.ts')],
        },
      },
      include: [CALL_SITE, FIELD_SITE].map((file) => path.join(ROOT, file)),
    }),
  );
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [TSC, '-p', config, '--pretty', 'false'], { cwd: ROOT });
    return { failed: false, output: stdout };
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    return { failed: true, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
}

describe('the web client is bound to the contracts', () => {
  it('a renamed route or response field fails the web type check at its use site; the real contracts pass', async () => {
    const mutated = path.join(work, 'contracts');
    cpSync(CONTRACTS, mutated, { recursive: true });
    edit(path.join(mutated, 'results/operations.ts'), "path: '/api/results/stats'", "path: '/api/results/statistics'");
    edit(path.join(mutated, 'results/result.ts'), 'lookupsServed:', 'lookupsCount:');

    const [broken, real] = await Promise.all([typecheckWebAgainst(mutated, 'mutated'), typecheckWebAgainst(CONTRACTS, 'real')]);

    expect(real.output).toBe('');
    expect(real.failed).toBe(false);
    expect(broken.failed).toBe(true);
    const errors = broken.output.split('\n').filter((line) => line.includes('error TS'));
    expect(errors.some((line) => line.startsWith(CALL_SITE) && line.includes('"/api/results/stats"'))).toBe(true);
    expect(errors.some((line) => line.startsWith(FIELD_SITE) && line.includes('lookupsServed'))).toBe(true);
  }, 60_000);
});
