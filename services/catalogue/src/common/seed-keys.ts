/**
 * The seed's own bookkeeping, written only here: catalogue_seed_keys (a seed row applied once, an
 * administrator's delete that the seed must respect, a faculty the cut-off linking added) and
 * catalogue_seed_files (the fingerprint of the seed files a step last applied).
 */
import type { Queryable } from '@dalil/service-kit/database';

export function createSeedKeysRepository(db: Queryable) {
  return {
    /** The recorded keys that start with `prefix` (all of them by default). */
    async withPrefix(prefix = ''): Promise<Set<string>> {
      const { rows } = await db.query<{ seed_key: string }>('select seed_key from catalogue_seed_keys where starts_with(seed_key, $1)', [prefix]);
      return new Set(rows.map((r) => r.seed_key));
    },

    async has(key: string): Promise<boolean> {
      const { rowCount } = await db.query('select 1 from catalogue_seed_keys where seed_key = $1', [key]);
      return rowCount === 1;
    },

    async add(keys: readonly string[]): Promise<void> {
      if (keys.length) await db.query('insert into catalogue_seed_keys (seed_key) select unnest($1::text[]) on conflict do nothing', [keys]);
    },

    /** Forgets the keys that start with `prefix`, except `kept`. */
    async removeOthers(prefix: string, kept: string): Promise<void> {
      await db.query('delete from catalogue_seed_keys where starts_with(seed_key, $1) and seed_key <> $2', [prefix, kept]);
    },

    /** Whether seed step `name` last applied files with this fingerprint. */
    async fileApplied(name: string, fingerprint: string): Promise<boolean> {
      const { rowCount } = await db.query('select 1 from catalogue_seed_files where name = $1 and fingerprint = $2', [name, fingerprint]);
      return (rowCount ?? 0) > 0;
    },

    async recordFiles(name: string, fingerprint: string): Promise<void> {
      await db.query(
        `insert into catalogue_seed_files (name, fingerprint) values ($1, $2)
         on conflict (name) do update set fingerprint = excluded.fingerprint, applied_at = now()`,
        [name, fingerprint],
      );
    },
  };
}
