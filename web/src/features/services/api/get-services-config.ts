import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TServicesConfig } from '@dalil/contracts/config/services-config';
import { apiClient } from '../../../shared/api/contract-client.ts';

async function getServicesConfig(signal?: AbortSignal): Promise<TServicesConfig> {
  const body = await apiClient.get('/api/services/config', { signal });
  return body.data;
}

/** The key holds 'services' so the admin settings page can invalidate it after a save. */
const servicesConfigOptions = () =>
  queryOptions({ queryKey: ['services-config'] as const, queryFn: ({ signal }) => getServicesConfig(signal), retry: 1 });

export function useServicesConfig() {
  return useQuery(servicesConfigOptions());
}
