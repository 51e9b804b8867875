/**
 * Administrators' program writes; the university's names are always copied from universityId.
 * The values are written by ./program-writes.ts, which marks them as the administrator's.
 */
import type pg from 'pg';
import type { TCreateProgram, TProgram, TUpdateProgram } from '@dalil/contracts/catalogue/program';
import { Invalid, NotFound, errorCode } from '@dalil/service-kit/errors';
import { inTransaction } from '../common/index.ts';
import type { CatalogueEvents } from '../events/index.ts';
import type { Queryable } from '@dalil/service-kit/database';
import { createProgramRepository, type ProgramData } from './program-repository.ts';
import { createProgramWrites } from './program-writes.ts';

export interface ProgramWriteDeps {
  pool: pg.Pool;
  events: CatalogueEvents;
}

export const PROGRAM_NOT_FOUND = 'Program not found';

async function universityNames(db: Queryable, universityId: string) {
  const names = await createProgramRepository(db).universityNames(universityId);
  if (!names) throw new Invalid('universityId: University not found', [{ field: 'universityId', message: 'University not found' }]);
  return names;
}

function duplicate(error: unknown): never {
  if (errorCode(error) === '23505') {
    throw new Invalid('name: This university already has a program of this type with this name', [
      { field: 'name', message: 'This university already has a program of this type with this name' },
    ]);
  }
  throw error;
}

export async function createProgram(deps: ProgramWriteDeps, input: TCreateProgram): Promise<TProgram> {
  const created = await inTransaction(deps.pool, async (client) => {
    const names = await universityNames(client, input.universityId);
    const data: ProgramData = {
      universityId: input.universityId,
      ...names,
      name: input.name,
      nameArabic: input.nameArabic,
      faculty: input.faculty,
      facultyArabic: input.facultyArabic,
      specialization: input.specialization,
      specializationArabic: null,
      type: input.type,
      language: input.language,
      duration: input.duration,
      tuition: { annual: input.tuition.annual, currency: input.tuition.currency },
      requirements: { gpa: input.requirements.gpa, degree: input.requirements.degree, degreeArabic: input.requirements.degreeArabic },
      applicationDeadline: input.applicationDeadline,
      applicationDeadlineText: input.applicationDeadlineText ?? null,
      applicationDeadlineTextArabic: null,
      onlineAvailable: input.onlineAvailable,
      applicationLink: input.applicationLink,
      description: input.description,
      descriptionArabic: input.descriptionArabic,
      isActive: input.isActive,
      sourceUrl: input.sourceUrl,
      // An administrator writes the Arabic texts: they are not Dalil's translation.
      arabicTranslated: false,
    };
    return createProgramWrites(client).create(data).catch(duplicate);
  });
  await deps.events.changed({ entity: 'program', action: 'created', id: created.id });
  return created;
}

export async function updateProgram(deps: ProgramWriteDeps, id: string, patch: TUpdateProgram): Promise<TProgram> {
  const updated = await inTransaction(deps.pool, async (client) => {
    const programs = createProgramRepository(client);
    const current = await programs.findById(id);
    if (!current) throw new NotFound(PROGRAM_NOT_FOUND);
    const { _id, createdAt, updatedAt, id: _ignored, ...data } = current;
    const set = <K extends keyof TUpdateProgram>(key: K) => Object.hasOwn(patch, key) && patch[key] !== undefined;
    const next: ProgramData = {
      ...data,
      ...(set('universityId') ? { universityId: patch.universityId!, ...(await universityNames(client, patch.universityId!)) } : {}),
      ...(set('name') ? { name: patch.name! } : {}),
      ...(set('nameArabic') ? { nameArabic: patch.nameArabic! } : {}),
      ...(set('faculty') ? { faculty: patch.faculty! } : {}),
      ...(set('facultyArabic') ? { facultyArabic: patch.facultyArabic! } : {}),
      ...(Object.hasOwn(patch, 'specialization') ? { specialization: patch.specialization ?? null } : {}),
      ...(set('type') ? { type: patch.type! } : {}),
      ...(set('language') ? { language: patch.language! } : {}),
      ...(set('duration') ? { duration: patch.duration! } : {}),
      tuition: { annual: patch.tuition?.annual ?? data.tuition.annual, currency: patch.tuition?.currency ?? data.tuition.currency },
      requirements: {
        gpa: patch.requirements?.gpa ?? data.requirements.gpa,
        degree: patch.requirements?.degree ?? data.requirements.degree,
        degreeArabic: patch.requirements?.degreeArabic ?? data.requirements.degreeArabic,
      },
      ...(set('applicationDeadline') ? { applicationDeadline: patch.applicationDeadline! } : {}),
      ...(Object.hasOwn(patch, 'applicationDeadlineText') ? { applicationDeadlineText: patch.applicationDeadlineText ?? null } : {}),
      ...(set('onlineAvailable') ? { onlineAvailable: patch.onlineAvailable! } : {}),
      ...(set('applicationLink') ? { applicationLink: patch.applicationLink! } : {}),
      ...(set('description') ? { description: patch.description! } : {}),
      ...(set('descriptionArabic') ? { descriptionArabic: patch.descriptionArabic! } : {}),
      ...(set('isActive') ? { isActive: patch.isActive! } : {}),
      ...(Object.hasOwn(patch, 'sourceUrl') ? { sourceUrl: patch.sourceUrl ?? null } : {}),
    };
    // Dalil's translation of an English text the administrator changed no longer says the same: dropped.
    if (data.arabicTranslated && next.specialization !== data.specialization) next.specializationArabic = null;
    if (data.arabicTranslated && next.applicationDeadlineText !== data.applicationDeadlineText) next.applicationDeadlineTextArabic = null;
    return (await createProgramWrites(client).update(current, next).catch(duplicate))!;
  });
  await deps.events.changed({ entity: 'program', action: 'updated', id });
  return updated;
}

export async function deleteProgram(deps: ProgramWriteDeps, id: string): Promise<void> {
  const deleted = await createProgramRepository(deps.pool).delete(id);
  if (!deleted) throw new NotFound(PROGRAM_NOT_FOUND);
  await deps.events.changed({ entity: 'program', action: 'deleted', id });
}
