import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiParams } from '../../../shared/api/contract-client.ts';
import { itemsOf, mergeDisplayAds, type DisplayAd } from '../utils/display-ad.ts';

/** The four server positions the layout asks for (public-side section 7). */
const LAYOUT_POSITIONS = ['sidebar', 'homepage-hero', 'banner', 'interstitial'] as const;

export type PublicAdPosition = ApiParams<'get', '/api/ads/{position}'>['position'];

/** One position's ads; a failed or unreadable answer counts as none (public-side section 8). */
async function getAdsOf(position: PublicAdPosition, prefix: '/api' | '' = '/api'): Promise<unknown[]> {
  try {
    const params = { params: { position } };
    return itemsOf(await (prefix ? apiClient.get('/api/ads/{position}', params) : apiClient.get('/ads/{position}', params)));
  } catch (error) {
    console.warn(`Ads for ${position} could not be loaded`, error);
    return [];
  }
}

async function getLayoutAds(): Promise<DisplayAd[]> {
  return mergeDisplayAds(await Promise.all(LAYOUT_POSITIONS.map((p) => getAdsOf(p))));
}

/** Fetched once when the layout mounts; never refetched on its own. */
const layoutAdsQueryOptions = () =>
  queryOptions({ queryKey: ['ads', 'layout'], queryFn: getLayoutAds, staleTime: Infinity, gcTime: Infinity, retry: false });

export function useLayoutAds() {
  return useQuery(layoutAdsQueryOptions());
}
