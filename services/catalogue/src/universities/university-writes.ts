/**
 * Every write of a university goes through here: an administrator's create and update, the
 * bulk import, the scrapers and the seed. What an administrator's edit protects is decided by
 * the one rule in ../common/admin-edits.ts; a renamed university's programmes follow its names.
 */
import type { TFaculty, TUniversity } from '@dalil/contracts/catalogue/university';
import type { Queryable } from '@dalil/service-kit/database';
import { dataOf, markedAsAdmin, upsertRecord, type UpsertOutcome, type WriteOrigin, type DeepPartial } from '../common/index.ts';
import { newUniversity } from './university-rows.ts';
import { createProgramRepository } from '../programs/index.ts';
import { createUniversityRepository, type UniversityData } from './university-repository.ts';

export type UniversityPatch = DeepPartial<UniversityData> & { name: string; type: UniversityData['type'] };
export type UniversityUpsert = { outcome: UpsertOutcome; university: TUniversity };

export function createUniversityWrites(db: Queryable) {
  const universities = createUniversityRepository(db);

  async function save(current: TUniversity, next: UniversityData): Promise<TUniversity> {
    const saved = (await universities.replace(current.id, next))!;
    if (saved.name !== current.name || saved.nameArabic !== current.nameArabic) {
      await createProgramRepository(db).renameUniversity(current.id, saved.name, saved.nameArabic);
    }
    return saved;
  }

  /** Insert-or-merge by English name (or a former name), in the mode the rule gives `origin`. */
  async function upsert(origin: WriteOrigin, patch: UniversityPatch): Promise<UniversityUpsert> {
    const { outcome, record } = await upsertRecord(universities, origin, {
      existing: await universities.findByName(patch.name),
      patch,
      insert: () => universities.insert(newUniversity(patch)),
      save,
    });
    return { outcome, university: record };
  }

  return {
    /** An administrator's new university (marked: see the rule). */
    create: async (data: UniversityData): Promise<TUniversity> => markedAsAdmin(universities, await universities.insert(data)),

    /** An administrator's change: `next` replaces the values of the stored `current` (marked: see the rule). */
    update: async (current: TUniversity, next: UniversityData): Promise<TUniversity> => markedAsAdmin(universities, await save(current, next)),

    /** The published data: a university not there yet is added; a stored one is left alone. */
    upsertFromSeed: (patch: UniversityPatch) => upsert('seed', patch),

    /** A row of an administrator's file: replaces what the row gives, unless the record is marked. */
    upsertFromImport: (patch: UniversityPatch) => upsert('import', patch),

    /**
     * Scraped values fill only what the university lacks; the faculties and source URLs it does
     * not list yet are added. Nothing is deleted and no stored value is replaced.
     */
    async upsertFromScrape(patch: UniversityPatch & { faculties?: TFaculty[]; sourceUrls?: string[] }): Promise<UniversityUpsert> {
      const { outcome, university } = await upsert('scrape', patch);
      if (outcome === 'imported') return { outcome, university };
      const known = new Set(university.faculties.map((f) => f.name.toLowerCase()));
      const newFaculties = (patch.faculties ?? []).filter((f) => !known.has(f.name.toLowerCase()));
      const newSources = (patch.sourceUrls ?? []).filter((s) => !university.sourceUrls.includes(s));
      if (!newFaculties.length && !newSources.length) return { outcome, university };
      const data = dataOf(university);
      const saved = (await universities.replace(university.id, {
        ...data,
        faculties: [...data.faculties, ...newFaculties],
        sourceUrls: [...data.sourceUrls, ...newSources],
      }))!;
      return { outcome: 'updated', university: saved };
    },
  };
}
