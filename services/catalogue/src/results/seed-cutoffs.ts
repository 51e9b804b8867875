import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { importCutoffs } from './import-cutoffs.ts';
import { createCutoffsRepository } from './cutoffs-repository.ts';

export const CUTOFFS_SEED_FILE = fileURLToPath(new URL('../../seed/tansik-cutoffs.csv', import.meta.url));

/**
 * Loads the published Tansik cut-offs on a database that has none yet. An administrator's
 * later edits and deletions stand: the seed never runs again once there are cut-offs.
 */
export async function seedCutoffs(pool: pg.Pool): Promise<{ imported: number; skipped: boolean }> {
  if ((await createCutoffsRepository(pool).count()) > 0) return { imported: 0, skipped: true };
  const outcome = await importCutoffs({ pool }, { filePath: CUTOFFS_SEED_FILE });
  return { imported: outcome.imported, skipped: false };
}
