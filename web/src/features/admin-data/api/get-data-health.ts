import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';

/** GET /api/admin/catalogue/data-health — counted by the catalogue in the database, one query per kind. */
export function useDataHealth() {
  return useQuery({
    queryKey: ['admin-data', 'health'],
    queryFn: async ({ signal }) => (await apiClient.get('/api/admin/catalogue/data-health', { auth: 'admin', signal })).data,
    retry: 1,
  });
}
