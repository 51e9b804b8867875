import type { TAd } from '@dalil/contracts/ads/ad';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client.ts';
import { asPaged } from '../../../shared/api/envelope.ts';

export const adminAdsKey = ['admin-ads', 'list'] as const;

async function getAdminAds(): Promise<TAd[]> {
  return asPaged<TAd>(await api.get('/api/admin/ads', { admin: true })).data;
}

/** Admin pages: 5-minute stale time and one retry (admin-side section 7). */
const adminAdsQueryOptions = () => queryOptions({ queryKey: adminAdsKey, queryFn: getAdminAds, retry: 1 });

export function useAdminAds() {
  return useQuery(adminAdsQueryOptions());
}
