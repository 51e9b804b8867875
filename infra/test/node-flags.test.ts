/**
 * `npm start`'s source maps (node-flags.ts): an error's stack names the TypeScript source, while
 * util.getCallSites — which pino calls for every logger — leaves frames unmapped, so no process
 * parses its bundle's map before it answers.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { SOURCE_MAP_FLAGS } from '../src/node-flags.ts';

describe("npm start's source-map flags", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dalil-source-maps-'));
  const bundle = path.join(dir, 'probe.mjs');

  beforeAll(async () => {
    writeFileSync(
      path.join(dir, 'probe.ts'),
      [
        "import { getCallSites } from 'node:util';",
        'const padding: number = 1;',
        'export function probe(): void {',
        "  if (process.argv[2] === 'call-sites') console.log(getCallSites()[0]!.scriptName);",
        "  else throw new Error(`probe failed ${padding}`);",
        '}',
        'probe();',
        '',
      ].join('\n'),
    );
    await build({ entryPoints: [path.join(dir, 'probe.ts')], outfile: bundle, bundle: true, platform: 'node', format: 'esm', sourcemap: 'linked', logLevel: 'error' });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('when a bundled process throws, then its stack names the TypeScript file and line', () => {
    const run = spawnSync(process.execPath, [...SOURCE_MAP_FLAGS, bundle], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('probe failed 1');
    expect(run.stderr).toMatch(/probe\.ts:5:\d+/);
  });

  it('when code asks for its call sites (as pino does for each logger), then they name the bundle: its map is not parsed for it', () => {
    const scriptName = execFileSync(process.execPath, [...SOURCE_MAP_FLAGS, bundle, 'call-sites'], { encoding: 'utf8' }).trim();
    expect(scriptName).toMatch(/probe\.mjs$/);
    // With --enable-source-maps the same call maps the frame (what this flag set avoids).
    expect(execFileSync(process.execPath, ['--enable-source-maps', bundle, 'call-sites'], { encoding: 'utf8' }).trim()).toMatch(/probe\.ts$/);
  });
});
