import { Conflict } from '@dalil/service-kit/errors';
import type { TCityCosts, TCityCostsInput } from '@dalil/contracts/cost-of-living/city-costs';
import type { CityCostsRepository } from './city-costs-repository.ts';

export async function upsertCityCosts(repository: CityCostsRepository, id: string, input: TCityCostsInput): Promise<TCityCosts> {
  const sameSlug = await repository.findBySlug(input.slug);
  if (sameSlug && sameSlug.id !== id) throw new Conflict(`Another city already uses the slug '${input.slug}'`);
  return repository.upsert(id, input);
}
