import type { TAdsAnalytics } from '@dalil/contracts/ads/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client.ts';
import { asRecord } from '../../../shared/api/envelope.ts';

export const adsAnalyticsKey = ['admin-ads', 'analytics'] as const;
/** The chart window: the last two weeks. */
const ANALYTICS_DAYS = 14;

async function getAdsAnalytics(): Promise<TAdsAnalytics> {
  const body = await api.get<{ success: true; data: TAdsAnalytics }>('/api/admin/ads/analytics', { admin: true, query: { days: ANALYTICS_DAYS } });
  if (!body?.data || !Array.isArray(body.data.ads)) return asRecord<TAdsAnalytics>(body);
  return body.data;
}

const adsAnalyticsQueryOptions = () => queryOptions({ queryKey: adsAnalyticsKey, queryFn: getAdsAnalytics, retry: 1 });

export function useAdsAnalytics() {
  return useQuery(adsAnalyticsQueryOptions());
}
