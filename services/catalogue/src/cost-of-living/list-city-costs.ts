import type { TCityCosts } from '@dalil/contracts/cost-of-living/city-costs';
import type { CityCostsRepository } from './city-costs-repository.ts';

export async function listCityCosts(repository: CityCostsRepository): Promise<TCityCosts[]> {
  return repository.listAll();
}
