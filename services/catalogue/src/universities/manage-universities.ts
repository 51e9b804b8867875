/** Administrators' university writes: create, update (program copies follow), delete; the
 * values are written by ./university-writes.ts, which marks them as the administrator's. */
import type pg from 'pg';
import { missingFigureSources, type TCreateUniversity, type TUniversity, type TUpdateUniversity } from '@dalil/contracts/catalogue/university';
import { Conflict, Invalid, NotFound, errorCode } from '@dalil/service-kit/errors';
import { inTransaction } from '../common/index.ts';
import type { CatalogueEvents } from '../events/index.ts';
import { createUniversityRepository } from './university-repository.ts';
import { createUniversityWrites } from './university-writes.ts';
import { universityAfterUpdate, universityFromCreate } from './university-data.ts';

export interface UniversityWriteDeps {
  pool: pg.Pool;
  events: CatalogueEvents;
}

export const UNIVERSITY_NOT_FOUND = 'University not found';

function duplicateName(error: unknown, name: string): never {
  if (errorCode(error) === '23505') throw new Conflict(`A university named '${name}' already exists`);
  throw error;
}

/** A new or changed fee or rank must say its year, publisher and page, as the public site shows them. */
function requireFigureSources(body: TCreateUniversity | TUpdateUniversity, stored?: TUniversity): void {
  const missing = missingFigureSources(body, stored);
  if (missing.length) throw new Invalid(missing.map((m) => m.message).join('; '), missing.map((m) => ({ field: m.path.join('.'), message: m.message })));
}

export async function createUniversity(deps: UniversityWriteDeps, input: TCreateUniversity): Promise<TUniversity> {
  requireFigureSources(input);
  const created = await inTransaction(deps.pool, (client) =>
    createUniversityWrites(client)
      .create(universityFromCreate(input))
      .catch((error) => duplicateName(error, input.name)),
  );
  await deps.events.changed({ entity: 'university', action: 'created', id: created.id });
  return created;
}

export async function updateUniversity(deps: UniversityWriteDeps, id: string, patch: TUpdateUniversity): Promise<TUniversity> {
  const updated = await inTransaction(deps.pool, async (client) => {
    const current = await createUniversityRepository(client).findById(id);
    if (!current) throw new NotFound(UNIVERSITY_NOT_FOUND);
    requireFigureSources(patch, current);
    const next = universityAfterUpdate(current, patch);
    return createUniversityWrites(client).update(current, next).catch((error) => duplicateName(error, next.name));
  });
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
      if (errorCode(error) === '23503') throw new Conflict(`Cannot delete ${current.name}: programs still belong to it`);
      throw error;
    });
  });
  await deps.events.changed({ entity: 'university', action: 'deleted', id });
}
