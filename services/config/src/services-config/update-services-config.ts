import type { TServicesConfig, ZUpdateServicesConfig } from '@dalil/contracts/config/services-config';
import type { z } from 'zod';
import type { ServicesConfigRepository } from './services-config-repository.ts';

export async function updateServicesConfig(
  repository: ServicesConfigRepository,
  input: z.output<typeof ZUpdateServicesConfig>,
  administrator: string,
): Promise<TServicesConfig> {
  return repository.save(input, administrator);
}
