/**
 * The images prune development dependencies (npm prune --omit=dev), so every npm package the
 * bundled processes import must be a run-time dependency — playwright-core, which the workers'
 * scrapers open Chromium with, was once a devDependency.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runtimePackages } from '../src/build-node.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const lock = JSON.parse(readFileSync(`${ROOT}/package-lock.json`, 'utf8')) as { packages: Record<string, { dev?: boolean; devOptional?: boolean }> };

describe('run-time dependencies', () => {
  it('when the processes are bundled, then every package they import is installed without dev dependencies', async () => {
    const packages = (await runtimePackages()).filter((name) => !builtinModules.includes(name));
    expect(packages).toContain('playwright-core');
    expect(packages).toContain('prom-client');
    const devOnly = packages.filter((name) => {
      const entry = lock.packages[`node_modules/${name}`];
      return !entry || entry.dev || entry.devOptional;
    });
    expect(devOnly).toEqual([]);
  }, 60_000);
});
