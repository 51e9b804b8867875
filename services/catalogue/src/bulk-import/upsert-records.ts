/**
 * Insert-or-update by English name, shared by the seed (insert only), the administrators' bulk
 * import (overwrite what the row gives) and the scrapers (fill only empty values).
 */
import type { TProgram } from '@dalil/contracts/catalogue/program';
import type { TScholarship } from '@dalil/contracts/catalogue/scholarship';
import type { TUniversity } from '@dalil/contracts/catalogue/university';
import type { Queryable } from '@dalil/service-kit/database';
import { createProgramRepository, type ProgramData } from '../programs/program-repository.ts';
import { createScholarshipRepository, type ScholarshipData } from '../scholarships/scholarship-repository.ts';
import { createUniversityRepository, type UniversityData } from '../universities/university-repository.ts';
import { differs, mergeRecord, type DeepPartial } from './merge-record.ts';
import { newProgram, newScholarship, newUniversity } from './catalogue-rows.ts';

export type UpsertMode = 'insert-only' | 'overwrite' | 'fill-empty';
export type UpsertOutcome = 'imported' | 'updated' | 'unchanged';

function dataOf<T extends { _id: string; id: string; createdAt: string; updatedAt: string }>(record: T): Omit<T, '_id' | 'id' | 'createdAt' | 'updatedAt'> {
  const { _id, id, createdAt, updatedAt, ...data } = record;
  return data;
}

export async function upsertUniversity(
  db: Queryable,
  patch: DeepPartial<UniversityData> & { name: string; type: UniversityData['type'] },
  mode: UpsertMode,
): Promise<{ outcome: UpsertOutcome; university: TUniversity }> {
  const universities = createUniversityRepository(db);
  const existing = await universities.findByName(patch.name);
  if (!existing) return { outcome: 'imported', university: await universities.insert(newUniversity(patch)) };
  if (mode === 'insert-only') return { outcome: 'unchanged', university: existing };
  const current = dataOf(existing);
  const next = mergeRecord<typeof current>(current, patch as DeepPartial<typeof current>, mode);
  if (!differs(current, next)) return { outcome: 'unchanged', university: existing };
  const saved = (await universities.replace(existing.id, next))!;
  if (saved.name !== existing.name || saved.nameArabic !== existing.nameArabic) {
    await createProgramRepository(db).renameUniversity(existing.id, saved.name, saved.nameArabic);
  }
  return { outcome: 'updated', university: saved };
}

export async function upsertScholarship(
  db: Queryable,
  patch: DeepPartial<ScholarshipData> & { name: string; type: ScholarshipData['type'] },
  mode: UpsertMode,
): Promise<{ outcome: UpsertOutcome; scholarship: TScholarship }> {
  const scholarships = createScholarshipRepository(db);
  const existing = await scholarships.findByName(patch.name);
  if (!existing) return { outcome: 'imported', scholarship: await scholarships.insert(newScholarship(patch)) };
  if (mode === 'insert-only') return { outcome: 'unchanged', scholarship: existing };
  const current = dataOf(existing);
  const next = mergeRecord<typeof current>(current, patch as DeepPartial<typeof current>, mode);
  if (!differs(current, next)) return { outcome: 'unchanged', scholarship: existing };
  return { outcome: 'updated', scholarship: (await scholarships.replace(existing.id, next))! };
}

export async function upsertProgram(
  db: Queryable,
  university: Pick<TUniversity, 'id' | 'name' | 'nameArabic'>,
  patch: DeepPartial<ProgramData> & { name: string; type: ProgramData['type'] },
  mode: UpsertMode,
): Promise<{ outcome: UpsertOutcome; program: TProgram }> {
  const programs = createProgramRepository(db);
  const existing = await programs.findByKey(university.id, patch.name, patch.type);
  if (!existing) return { outcome: 'imported', program: await programs.insert(newProgram(university, patch)) };
  if (mode === 'insert-only') return { outcome: 'unchanged', program: existing };
  const current = dataOf(existing);
  const next = mergeRecord<typeof current>(current, patch as DeepPartial<typeof current>, mode);
  if (!differs(current, next)) return { outcome: 'unchanged', program: existing };
  return { outcome: 'updated', program: (await programs.replace(existing.id, next))! };
}
