import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSeeded, seededWith, seedInputsFingerprint } from '../../src/seed/seed-inputs.ts';
import { openCatalogue } from '../results/support.ts';

describe('seed inputs at start', () => {
  let t: Awaited<ReturnType<typeof openCatalogue>>;
  beforeAll(async () => {
    t = await openCatalogue();
  });
  afterAll(async () => t?.close());

  it('when the seed files or the program change, then the fingerprint changes; unchanged, it stays', () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'dalil-seed-inputs-'));
    const program = path.join(directory, '..', `program-${path.basename(directory)}.mjs`);
    writeFileSync(path.join(directory, 'universities.csv'), 'name_en\nCairo University\n');
    writeFileSync(program, 'export {}');
    const first = seedInputsFingerprint(directory, program);
    expect(seedInputsFingerprint(directory, program)).toBe(first);
    writeFileSync(path.join(directory, 'universities.csv'), 'name_en\nCairo University\nAlexandria University\n');
    const changedFile = seedInputsFingerprint(directory, program);
    expect(changedFile).not.toBe(first);
    writeFileSync(program, 'export const version = 2');
    expect(seedInputsFingerprint(directory, program)).not.toBe(changedFile);
  });

  it('when a seed completed with some inputs, then only those inputs count as seeded (a start may answer before seeding again)', async () => {
    expect(await seededWith(t.pool, 'a'.repeat(64))).toBe(false);
    await recordSeeded(t.pool, 'a'.repeat(64));
    expect(await seededWith(t.pool, 'a'.repeat(64))).toBe(true);
    await recordSeeded(t.pool, 'b'.repeat(64));
    expect(await seededWith(t.pool, 'b'.repeat(64))).toBe(true);
    expect(await seededWith(t.pool, 'a'.repeat(64))).toBe(false);
  });
});
