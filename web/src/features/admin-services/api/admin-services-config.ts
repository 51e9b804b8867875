import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TServicesConfig, TUpdateServicesConfig } from '@dalil/contracts/config/services-config';
import { apiClient } from '../../../shared/api/contract-client.ts';

const KEY = ['admin-services-config'] as const;

async function getAdminServicesConfig(signal?: AbortSignal): Promise<TServicesConfig> {
  const body = await apiClient.get('/api/admin/services-config', { auth: 'admin', signal });
  return body.data;
}

const adminServicesConfigOptions = () =>
  queryOptions({ queryKey: KEY, queryFn: ({ signal }) => getAdminServicesConfig(signal), retry: 1 });

export function useAdminServicesConfig() {
  return useQuery(adminServicesConfigOptions());
}

function saveServicesConfig(body: TUpdateServicesConfig) {
  return apiClient.put('/api/admin/services-config', { body, auth: 'admin' });
}

export function useSaveServicesConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServicesConfig,
    onSuccess: (answer) => {
      queryClient.setQueryData(KEY, answer.data);
      // The public services page reads its own copy; it must show the change at once.
      void queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).includes('services') });
    },
  });
}
