import type { TBannerAdValues } from '@dalil/contracts/ads/banner-ad';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';
import { adminAdsKey } from './get-admin-ads.ts';

/**
 * The panel's create call (admin-side section 7); the server sets createdBy from the token. The
 * new banner ad is an ad like any other, so the one list of ads reloads.
 */
async function createBannerAd(values: TBannerAdValues & { createdBy: string }) {
  return (await apiClient.post('/enhanced-admin/banner-ads', { body: values, auth: 'admin' })).data;
}

export function useCreateBannerAd() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createBannerAd, onSuccess: () => client.invalidateQueries({ queryKey: adminAdsKey }) });
}
