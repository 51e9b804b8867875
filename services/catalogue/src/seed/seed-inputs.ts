/**
 * What the seeding at start read last time: a fingerprint of the seed files and of the program
 * that applied them. A start with the same fingerprint (a restart, a respawn after a crash) has
 * nothing new to write — every seed step applies new or changed rows only — so the service
 * listens first and seeds after; a first start, new seed files or a new version seed before the
 * service answers, as always.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { createSeedKeysRepository } from '../common/index.ts';
import { SEED_DIRECTORY } from './seed-catalogue.ts';

const KEY_PREFIX = 'seed-inputs:';

export function seedInputsFingerprint(directory = SEED_DIRECTORY, program = process.argv[1]): string {
  const hash = createHash('sha256');
  // Sub-folders too (tansik-rules/): a changed rules file is new seed input.
  const files = readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort((a, b) => a.localeCompare(b));
  for (const file of files) {
    hash.update(file);
    hash.update(readFileSync(path.join(directory, file)));
  }
  if (program) hash.update(readFileSync(program));
  return hash.digest('hex');
}

export async function seededWith(pool: pg.Pool, fingerprint: string): Promise<boolean> {
  return createSeedKeysRepository(pool).has(KEY_PREFIX + fingerprint);
}

/** After every seed step succeeded: the next start with these inputs may seed after listening. */
export async function recordSeeded(pool: pg.Pool, fingerprint: string): Promise<void> {
  const keys = createSeedKeysRepository(pool);
  await keys.add([KEY_PREFIX + fingerprint]);
  await keys.removeOthers(KEY_PREFIX, KEY_PREFIX + fingerprint);
}
