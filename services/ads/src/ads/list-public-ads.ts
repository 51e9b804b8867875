import { AD_POSITIONS, type TAdPosition } from '@dalil/contracts/ads/ad';
import type { TBannerSlot } from '@dalil/contracts/ads/banner-ad';
import type { TPublicAdItem } from '@dalil/contracts/ads/operations';
import { AD_POSITION_SLOT } from '@dalil/contracts/ads/slots';
import type { AdRepository } from './ad-repository.ts';
import type { BannerAdRepository } from '../banner-ads/banner-ad-repository.ts';

/**
 * What a public page shows for a position: the live ads of an ad position (highest priority
 * first) followed by the live banner ads of the slot that position is displayed in, so the
 * layout's four calls also bring the panel's banner ads. A slot name brings its banner ads.
 */
export async function listPublicAds(
  deps: { ads: AdRepository; banners: BannerAdRepository },
  position: TAdPosition | TBannerSlot,
  now = new Date(),
): Promise<TPublicAdItem[]> {
  if ((AD_POSITIONS as readonly string[]).includes(position)) {
    const adPosition = position as TAdPosition;
    const [ads, banners] = await Promise.all([deps.ads.listLive(adPosition, now), deps.banners.listLive(AD_POSITION_SLOT[adPosition], now)]);
    return [...ads, ...banners];
  }
  return deps.banners.listLive(position as TBannerSlot, now);
}

/**
 * Every page view asks for four positions; the answers are kept for a few seconds per position
 * (cleared at once on any change in this process; other replicas' changes show within the TTL).
 */
export function createPublicAdsReader(deps: { ads: AdRepository; banners: BannerAdRepository }, ttlMs: number) {
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
