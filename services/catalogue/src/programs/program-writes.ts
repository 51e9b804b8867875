/**
 * Every write of a programme goes through here: an administrator's create and update, the bulk
 * import and the seed. What an administrator's edit protects is decided by the one rule in
 * ../common/admin-edits.ts. (No scraper brings programmes.)
 */
import type { TProgram } from '@dalil/contracts/catalogue/program';
import type { TUniversity } from '@dalil/contracts/catalogue/university';
import type { Queryable } from '@dalil/service-kit/database';
import { markedAsAdmin, upsertRecord, type UpsertOutcome, type WriteOrigin, type DeepPartial } from '../common/index.ts';
import { newProgram } from './program-rows.ts';
import { createProgramRepository, type ProgramData } from './program-repository.ts';

export type ProgramPatch = DeepPartial<ProgramData> & { name: string; type: ProgramData['type'] };
export type ProgramUpsert = { outcome: UpsertOutcome; program: TProgram };
type UniversityNames = Pick<TUniversity, 'id' | 'name' | 'nameArabic'>;

export function createProgramWrites(db: Queryable) {
  const programs = createProgramRepository(db);

  /** Insert-or-merge by university, English name and type, in the mode the rule gives `origin`. */
  async function upsert(origin: WriteOrigin, university: UniversityNames, patch: ProgramPatch): Promise<ProgramUpsert> {
    const { outcome, record } = await upsertRecord(programs, origin, {
      existing: await programs.findByKey(university.id, patch.name, patch.type),
      patch,
      insert: () => programs.insert(newProgram(university, patch)),
      save: async (existing, next) => (await programs.replace(existing.id, next))!,
    });
    return { outcome, program: record };
  }

  return {
    /** An administrator's new programme (marked: see the rule). */
    create: async (data: ProgramData): Promise<TProgram> => markedAsAdmin(programs, await programs.insert(data)),

    /** An administrator's change: `next` replaces the values of the stored `current` (marked: see the rule). */
    update: async (current: TProgram, next: ProgramData): Promise<TProgram | undefined> => markedAsAdmin(programs, await programs.replace(current.id, next)),

    /** The published data: a programme not there yet is added; a stored one is left alone. */
    upsertFromSeed: (university: UniversityNames, patch: ProgramPatch) => upsert('seed', university, patch),

    /** A row of an administrator's file: replaces what the row gives, unless the record is marked. */
    upsertFromImport: (university: UniversityNames, patch: ProgramPatch) => upsert('import', university, patch),
  };
}
