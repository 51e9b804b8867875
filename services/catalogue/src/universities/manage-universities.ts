/** Administrators' university writes: create, update (program copies follow), delete. */
import type pg from 'pg';
import type { TCreateUniversity, TUniversity, TUpdateUniversity } from '@dalil/contracts/catalogue/university';
import { Conflict, NotFound } from '@dalil/service-kit/errors';
import { inTransaction } from '../common/transaction.ts';
import type { CatalogueEvents } from '../events/catalogue-events.ts';
import { createProgramRepository } from '../programs/program-repository.ts';
import { createUniversityRepository } from './university-repository.ts';
import { universityAfterUpdate, universityFromCreate } from './university-data.ts';

export interface UniversityWriteDeps {
  pool: pg.Pool;
  events: CatalogueEvents;
}

export const UNIVERSITY_NOT_FOUND = 'University not found';

function duplicateName(error: unknown, name: string): never {
  if ((error as { code?: string }).code === '23505') throw new Conflict(`A university named '${name}' already exists`);
  throw error;
}

export async function createUniversity(deps: UniversityWriteDeps, input: TCreateUniversity): Promise<TUniversity> {
  const created = await createUniversityRepository(deps.pool)
    .insert(universityFromCreate(input))
    .catch((error) => duplicateName(error, input.name));
  await markEditedByAdmin(deps, created.id);
  await deps.events.changed({ entity: 'university', action: 'created', id: created.id });
  return created;
}

export async function updateUniversity(deps: UniversityWriteDeps, id: string, patch: TUpdateUniversity): Promise<TUniversity> {
  const updated = await inTransaction(deps.pool, async (client) => {
    const universities = createUniversityRepository(client);
    const current = await universities.findById(id);
    if (!current) throw new NotFound(UNIVERSITY_NOT_FOUND);
    const next = universityAfterUpdate(current, patch);
    const saved = (await universities.replace(id, next).catch((error) => duplicateName(error, next.name)))!;
    if (saved.name !== current.name || saved.nameArabic !== current.nameArabic) {
      await createProgramRepository(client).renameUniversity(id, saved.name, saved.nameArabic);
    }
    return saved;
  });
  await markEditedByAdmin(deps, id);
  await deps.events.changed({ entity: 'university', action: 'updated', id });
  return updated;
}

export async function deleteUniversity(deps: UniversityWriteDeps, id: string): Promise<void> {
  await inTransaction(deps.pool, async (client) => {
    const universities = createUniversityRepository(client);
    const current = await universities.findById(id);
    if (!current) throw new NotFound(UNIVERSITY_NOT_FOUND);
    const programs = await universities.countPrograms(id);
    if (programs > 0) {
      throw new Conflict(
        `Cannot delete ${current.name}: ${programs} program${programs === 1 ? '' : 's'} still belong${programs === 1 ? 's' : ''} to it. Delete or move ${programs === 1 ? 'it' : 'them'} first.`,
      );
    }
    await universities.delete(id).catch((error) => {
      // A program added meanwhile: the foreign key refuses, with the same answer.
      if ((error as { code?: string }).code === '23503') throw new Conflict(`Cannot delete ${current.name}: programs still belong to it`);
      throw error;
    });
  });
  await deps.events.changed({ entity: 'university', action: 'deleted', id });
}

/** An administrator's record: a re-seed of the published data never rewrites it. */
async function markEditedByAdmin(deps: UniversityWriteDeps, id: string): Promise<void> {
  await deps.pool.query('update universities set edited_by_admin = true where id = $1', [id]);
}
