import { Conflict } from '@dalil/service-kit/errors';
import type { TCareerField, TCareerFieldInput } from '@dalil/contracts/careers/career-field';
import type { CareerFieldRepository } from './career-field-repository.ts';

export async function upsertCareer(repository: CareerFieldRepository, id: string, input: TCareerFieldInput): Promise<TCareerField> {
  const sameSlug = await repository.findBySlug(input.slug);
  if (sameSlug && sameSlug.id !== id) throw new Conflict(`Another career field already uses the slug '${input.slug}'`);
  return repository.upsert(id, input);
}
