import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';

export const adsAnalyticsKey = ['admin-ads', 'analytics'] as const;
/** The chart window: the last two weeks. */
const ANALYTICS_DAYS = 14;

async function getAdsAnalytics() {
  return (await apiClient.get('/api/admin/ads/analytics', { auth: 'admin', query: { days: ANALYTICS_DAYS } })).data;
}

const adsAnalyticsQueryOptions = () => queryOptions({ queryKey: adsAnalyticsKey, queryFn: getAdsAnalytics, retry: 1 });

export function useAdsAnalytics() {
  return useQuery(adsAnalyticsQueryOptions());
}
