import type { TBannerAd, TBannerAdValues } from '@dalil/contracts/ads/banner-ad';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client.ts';
import { asRecord } from '../../../shared/api/envelope.ts';
import { adminAdsKey } from './get-admin-ads.ts';

/**
 * The panel's create call (admin-side section 7); the server sets createdBy from the token. The
 * new banner ad is an ad like any other, so the one list of ads reloads.
 */
async function createBannerAd(values: TBannerAdValues & { createdBy: string }): Promise<TBannerAd> {
  return asRecord<TBannerAd>(await api.post('/enhanced-admin/banner-ads', values, { admin: true }));
}

export function useCreateBannerAd() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createBannerAd, onSuccess: () => client.invalidateQueries({ queryKey: adminAdsKey }) });
}
