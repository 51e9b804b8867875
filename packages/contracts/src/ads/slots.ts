import type { TAdPosition } from './ad.ts';
import type { TBannerSlot } from './banner-ad.ts';

/**
 * Where an ad of each server position is shown (public-side section 3): sidebar → left rail,
 * homepage-hero → right rail, banner → top strip, interstitial → bottom strip; anything
 * unknown → left rail. Banner ads carry their own slot.
 */
export const AD_POSITION_SLOT: Record<TAdPosition, TBannerSlot> = {
  sidebar: 'left-sidebar',
  'homepage-hero': 'right-sidebar',
  banner: 'top-banner',
  interstitial: 'bottom-banner',
};

export function slotOfPosition(position: string): TBannerSlot {
  return AD_POSITION_SLOT[position as TAdPosition] ?? 'left-sidebar';
}
