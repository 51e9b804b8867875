import { AD_POSITIONS, type TAdPosition } from '@dalil/contracts/ads/ad';
import { publicAdItem } from '@dalil/contracts/ads/banner-ad-mapping';
import type { TBannerSlot } from '@dalil/contracts/ads/banner-ad';
import type { TPublicAdItem } from '@dalil/contracts/ads/operations';
import { SLOT_AD_POSITION } from '@dalil/contracts/ads/slots';
import type { AdRepository } from './ad-repository.ts';

const isAdPosition = (position: string): position is TAdPosition => AD_POSITIONS.some((known) => known === position);

/**
 * What a public page shows for a position: its live ads, highest priority first, whichever form
 * created them. A slot name (top-banner, …) is the place its position is shown in, so it brings
 * the same ads.
 */
async function listPublicAds(deps: { ads: AdRepository }, position: TAdPosition | TBannerSlot, now = new Date()): Promise<TPublicAdItem[]> {
  const adPosition = isAdPosition(position) ? position : SLOT_AD_POSITION[position];
  return (await deps.ads.listLive(adPosition, now)).map(publicAdItem);
}

/**
 * Every page view asks for four positions; the answers are kept for a few seconds per position
 * (cleared at once on any change in this process; other replicas' changes show within the TTL).
 */
export function createPublicAdsReader(deps: { ads: AdRepository }, ttlMs: number) {
  const cache = new Map<string, { at: number; items: Promise<TPublicAdItem[]> }>();
  return {
    list(position: TAdPosition | TBannerSlot): Promise<TPublicAdItem[]> {
      const hit = cache.get(position);
      if (hit && Date.now() - hit.at < ttlMs) return hit.items;
      const items = listPublicAds(deps, position);
      cache.set(position, { at: Date.now(), items });
      items.catch(() => cache.delete(position));
      return items;
    },
    clear() {
      cache.clear();
    },
  };
}
export type PublicAdsReader = ReturnType<typeof createPublicAdsReader>;
