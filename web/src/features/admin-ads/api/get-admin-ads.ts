import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';

export const adminAdsKey = ['admin-ads', 'list'] as const;

async function getAdminAds() {
  return (await apiClient.get('/api/admin/ads', { auth: 'admin' })).data;
}

/** Admin pages: 5-minute stale time and one retry (admin-side section 7). */
const adminAdsQueryOptions = () => queryOptions({ queryKey: adminAdsKey, queryFn: getAdminAds, retry: 1 });

export function useAdminAds() {
  return useQuery(adminAdsQueryOptions());
}
