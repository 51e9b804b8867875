import type { TBannerAd, TBannerAdValues } from '@dalil/contracts/ads/banner-ad';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client.ts';
import { asPaged, asRecord } from '../../../shared/api/envelope.ts';
import { adminAdsKey } from './get-admin-ads.ts';

export const bannerAdsKey = ['admin-ads', 'banners'] as const;

export async function getBannerAds(): Promise<TBannerAd[]> {
  return asPaged<TBannerAd>(await api.get('/api/admin/banner-ads', { admin: true })).data;
}

export function useBannerAds() {
  return useQuery({ queryKey: bannerAdsKey, queryFn: getBannerAds, retry: 1 });
}

/** The panel's create call (admin-side section 7); the server sets createdBy from the token. */
export async function createBannerAd(values: TBannerAdValues & { createdBy: string }): Promise<TBannerAd> {
  return asRecord<TBannerAd>(await api.post('/enhanced-admin/banner-ads', values, { admin: true }));
}

export function useCreateBannerAd() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createBannerAd, onSuccess: () => client.invalidateQueries({ queryKey: bannerAdsKey }) });
}

export async function setBannerAdActive({ id, isActive }: { id: string; isActive: boolean }): Promise<TBannerAd> {
  return asRecord<TBannerAd>(await api.put(`/api/admin/banner-ads/${encodeURIComponent(id)}`, { isActive }, { admin: true }));
}

/** Toggles an ad or a banner ad from the panel's list; both lists reload afterwards. */
export function useTogglePanelAd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, isActive }: { kind: 'ad' | 'banner'; id: string; isActive: boolean }) =>
      kind === 'banner' ? setBannerAdActive({ id, isActive }) : api.put(`/api/admin/ads/${encodeURIComponent(id)}`, { isActive }, { admin: true }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: bannerAdsKey }), client.invalidateQueries({ queryKey: adminAdsKey })]),
  });
}
