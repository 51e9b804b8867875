/**
 * Contracts own routing: the type check fails on an operation without a route, on a route record
 * missing a handler, on a route for an operation the gateway sends to another service, and on a
 * gateway override naming no operation. Proven by type-checking the config service and the
 * gateway's route table against a copy of the sources with those four
 * mutations (a temporary tsconfig whose `paths` point the packages at the copy), and the real ones.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const COPIED = ['packages/contracts/src', 'packages/service-kit/src', 'services/config/src', 'gateway/src'];
const ENTRY_POINTS = ['services/config/src/app.ts', 'gateway/src/route-table.ts'];

// Inside the repository, so the copy's own imports (zod, fastify) resolve from its node_modules.
let work: string;

beforeAll(() => {
  const cache = path.join(ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  work = mkdtempSync(path.join(cache, 'contract-routing-'));
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${path.relative(work, file)} no longer contains ${from}: update this test's mutation`);
  writeFileSync(file, text.replace(from, to));
}

/** Type-checks the config service's app and the gateway's route table with the sources read from `root`. */
async function typecheck(root: string, name: string): Promise<{ failed: boolean; errors: string[] }> {
  const config = path.join(work, `tsconfig.${name}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      extends: path.join(ROOT, 'tsconfig.base.json'),
      compilerOptions: {
        types: ['node'],
        noEmit: true,
        // The errors name the operations in full.
        noErrorTruncation: true,
        paths: {
          '@dalil/contracts/*': [path.join(root, 'packages/contracts/src/*.ts')],
          '@dalil/service-kit/*': [path.join(root, 'packages/service-kit/src/*.ts')],
        },
      },
      files: ENTRY_POINTS.map((file) => path.join(root, file)),
    }),
  );
  try {
    await promisify(execFile)(process.execPath, [TSC, '-p', config, '--pretty', 'false'], { cwd: ROOT });
    return { failed: false, errors: [] };
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    const output = `${failure.stdout ?? ''}${failure.stderr ?? ''}`;
    // One entry per error: its first line and the indented lines that elaborate it.
    const errors = output.split(/\n(?=\S)/).filter((entry) => entry.includes('error TS'));
    // tsc names files from its working directory (the repository): read the copy's as the sources'.
    const copy = root === ROOT ? '' : `${path.relative(ROOT, root)}/`;
    return { failed: true, errors: errors.map((entry) => (entry.startsWith(copy) ? entry.slice(copy.length) : entry)) };
  }
}

describe('contracts own routing', () => {
  it('an operation without a route, a missing handler, a route for an operation of another service and an override naming no operation fail the type check; the real sources pass', async () => {
    const mutated = path.join(work, 'mutated');
    for (const dir of COPIED) cpSync(path.join(ROOT, dir), path.join(mutated, dir), { recursive: true });
    // An operation the contracts give the config service, which none of its features serves.
    edit(
      path.join(mutated, 'packages/contracts/src/config/operations.ts'),
      'export const configOperations = [',
      "export const configOperations = [\n  defineOperation({ method: 'delete', path: '/api/admin/contact-messages/{id}', summary: 'x', tags: [], admin: true, params: ZIdParams, responses: {} }),",
    );
    // A feature's record without one of its operations' handlers.
    edit(path.join(mutated, 'services/config/src/contact/routes.ts'), "'put /api/admin/contact-messages/{id}': {", "'put /api/admin/contact-messages/{id}/gone': {");
    // A feature of the config service serving an operation the contracts give the catalogue.
    edit(
      path.join(mutated, 'services/config/src/app.ts'),
      "import type { ConfigContext } from './context.ts';",
      "import { configFeature, type ConfigContext } from './context.ts';\nimport { getResultYears } from '@dalil/contracts/results/operations';\nconst stray = configFeature('stray', [getResultYears]).serve(() => ({ 'get /api/results/years': { handler: async () => ({ success: true as const, data: [] }) } }));",
    );
    edit(path.join(mutated, 'services/config/src/app.ts'), '[servicesConfigFeature, contactFeature]', '[servicesConfigFeature, contactFeature, stray]');
    // A gateway override for a path no operation has.
    edit(path.join(mutated, 'gateway/src/route-table.ts'), "'get /api/results/{seatNumber}': {", "'get /api/results/by-seat/{seatNumber}': {");

    const [broken, real] = await Promise.all([typecheck(mutated, 'mutated'), typecheck(ROOT, 'real')]);

    expect(real.errors).toEqual([]);
    expect(real.failed).toBe(false);
    expect(broken.failed).toBe(true);
    const at = (file: string, text: string) => broken.errors.some((line) => line.startsWith(file) && line.includes(text));
    expect(at('services/config/src/app.ts', "'operations of this service without a route'"), broken.errors.join('\n')).toBe(true);
    expect(at('services/config/src/app.ts', '"delete /api/admin/contact-messages/{id}"'), broken.errors.join('\n')).toBe(true);
    expect(at('services/config/src/app.ts', "'served, but the gateway routes them to another service or nowhere'"), broken.errors.join('\n')).toBe(true);
    expect(at('services/config/src/contact/routes.ts', '"put /api/admin/contact-messages/{id}"\' is missing'), broken.errors.join('\n')).toBe(true);
    expect(at('gateway/src/route-table.ts', "'get /api/results/by-seat/{seatNumber}'"), broken.errors.join('\n')).toBe(true);
  }, 180_000); // two type checks of ~25 s of CPU each; more on a busy machine
});
