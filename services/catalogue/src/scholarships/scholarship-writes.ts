/**
 * Every write of a scholarship goes through here: an administrator's create and update, the
 * bulk import, the scrapers and the seed. What an administrator's edit protects is decided by
 * the one rule in ../common/admin-edits.ts.
 */
import type { TScholarship } from '@dalil/contracts/catalogue/scholarship';
import type { Queryable } from '@dalil/service-kit/database';
import { dataOf, markedAsAdmin, upsertRecord, type UpsertOutcome, type WriteOrigin, type DeepPartial } from '../common/index.ts';
import { newScholarship } from './scholarship-rows.ts';
import { createScholarshipRepository, type ScholarshipData } from './scholarship-repository.ts';

export type ScholarshipPatch = DeepPartial<ScholarshipData> & { name: string; type: ScholarshipData['type'] };
export type ScholarshipUpsert = { outcome: UpsertOutcome; scholarship: TScholarship };

export function createScholarshipWrites(db: Queryable) {
  const scholarships = createScholarshipRepository(db);

  /** Insert-or-merge by English name, in the mode the rule gives `origin`. */
  async function upsert(origin: WriteOrigin, patch: ScholarshipPatch): Promise<ScholarshipUpsert> {
    const { outcome, record } = await upsertRecord(scholarships, origin, {
      existing: await scholarships.findByName(patch.name),
      patch,
      insert: () => scholarships.insert(newScholarship(patch)),
      save: async (existing, next) => (await scholarships.replace(existing.id, next))!,
    });
    return { outcome, scholarship: record };
  }

  return {
    /** An administrator's new scholarship (marked: see the rule). */
    create: async (data: ScholarshipData): Promise<TScholarship> => markedAsAdmin(scholarships, await scholarships.insert(data)),

    /** An administrator's change: `next` replaces the values of the stored `current` (marked: see the rule). */
    update: async (current: TScholarship, next: ScholarshipData): Promise<TScholarship | undefined> => markedAsAdmin(scholarships, await scholarships.replace(current.id, next)),

    /** The published data: a scholarship not there yet is added; a stored one is left alone. */
    upsertFromSeed: (patch: ScholarshipPatch) => upsert('seed', patch),

    /** A row of an administrator's file: replaces what the row gives, unless the record is marked. */
    upsertFromImport: (patch: ScholarshipPatch) => upsert('import', patch),

    /** Scraped values fill only what the scholarship lacks; source URLs it does not list yet are added. */
    async upsertFromScrape(patch: ScholarshipPatch & { sourceUrls?: string[] }): Promise<ScholarshipUpsert> {
      const { outcome, scholarship } = await upsert('scrape', patch);
      if (outcome === 'imported') return { outcome, scholarship };
      const newSources = (patch.sourceUrls ?? []).filter((u) => !scholarship.sourceUrls.includes(u));
      if (!newSources.length) return { outcome, scholarship };
      const saved = (await scholarships.replace(scholarship.id, { ...dataOf(scholarship), sourceUrls: [...scholarship.sourceUrls, ...newSources] }))!;
      return { outcome: 'updated', scholarship: saved };
    },
  };
}
