/**
 * The published Tansik cut-offs on first start and after every upgrade that changes the seed
 * files: the historic file (2006–2019) and the recent one (2021–2026), linked to the catalogue.
 * Idempotent: rows are upserted by their natural key, so nothing is added twice; a row an
 * administrator changed keeps the change, and one an administrator deleted is not brought back.
 * Unchanged files (same content hash) are not read again.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { createSeedKeysRepository } from '../common/index.ts';
import { cutoffNaturalKey, importCutoffs } from './import-cutoffs.ts';
import { linkCutoffs, type LinkOutcome } from './link-cutoffs.ts';

const seedFile = (name: string) => fileURLToPath(new URL(`../../seed/${name}`, import.meta.url));
export const CUTOFFS_SEED_FILES = [seedFile('tansik-cutoffs.csv'), seedFile('tansik-cutoffs-recent.csv')];
/** Technical and higher institutes: cut-offs of kind 'institute' (same columns). */
export const INSTITUTES_SEED_FILE = seedFile('tansik-institutes.csv');
/** Files whose change means the cut-offs must be read and linked again. */
const INPUTS = [...CUTOFFS_SEED_FILES, INSTITUTES_SEED_FILE, seedFile('university-aliases.csv'), seedFile('university-renames.csv')];
/** Recorded when an administrator deletes a cut-off, so the seed leaves it out. */
const DELETED_CUTOFF_PREFIX = 'cutoff-deleted:';

export interface CutoffSeedOutcome {
  imported: number;
  rejected: number;
  skipped: boolean;
  link: LinkOutcome;
}

export async function seedCutoffs(
  pool: pg.Pool,
  files = CUTOFFS_SEED_FILES,
  inputs = INPUTS,
  instituteFiles: readonly string[] = [INSTITUTES_SEED_FILE],
): Promise<CutoffSeedOutcome> {
  const fingerprint = createHash('sha256');
  for (const file of inputs) fingerprint.update(readFileSync(file));
  const digest = fingerprint.digest('hex');
  const lock = await pool.connect();
  try {
    // Replicas starting together: one seeds, the others then find the fingerprint recorded.
    await lock.query(`select pg_advisory_lock(hashtext('dalil-cutoffs-seed'))`);
    const seedKeys = createSeedKeysRepository(lock);
    if (await seedKeys.fileApplied('cutoffs', digest)) return { imported: 0, rejected: 0, skipped: true, link: await linkCutoffs(lock) };
    const deleted = new Set(
      [...(await seedKeys.withPrefix(DELETED_CUTOFF_PREFIX))].map((key) => key.slice(DELETED_CUTOFF_PREFIX.length)),
    );
    let imported = 0;
    let rejected = 0;
    const runs = [...files.map((filePath) => ({ filePath })), ...instituteFiles.map((filePath) => ({ filePath, kind: 'institute' as const }))];
    for (const run of runs) {
      const outcome = await importCutoffs({ pool }, { ...run, by: 'seed', exclude: deleted });
      imported += outcome.imported;
      rejected += outcome.rejected.length;
    }
    await seedKeys.recordFiles('cutoffs', digest);
    return { imported, rejected, skipped: false, link: await linkCutoffs(lock) };
  } finally {
    await lock.query(`select pg_advisory_unlock(hashtext('dalil-cutoffs-seed'))`).catch(() => undefined);
    lock.release();
  }
}

/** The seed key that keeps a deleted cut-off out of later seeds. */
export function deletedCutoffKey(row: Parameters<typeof cutoffNaturalKey>[0]): string {
  return `${DELETED_CUTOFF_PREFIX}${cutoffNaturalKey(row)}`;
}
