import type { TAdPosition } from './ad.ts';
import type { TBannerSlot } from './banner-ad.ts';

/**
 * Where an ad of each server position is shown (public-side section 3): sidebar → left rail,
 * homepage-hero → right rail, banner → top strip, interstitial → bottom strip; anything
 * unknown → left rail.
 */
export const AD_POSITION_SLOT: Record<TAdPosition, TBannerSlot> = {
  sidebar: 'left-sidebar',
  'homepage-hero': 'right-sidebar',
  banner: 'top-banner',
  interstitial: 'bottom-banner',
};

/** The other way round: the position a banner-ad slot is stored as (the one model of an ad). */
export const SLOT_AD_POSITION: Record<TBannerSlot, TAdPosition> = {
  'left-sidebar': 'sidebar',
  'right-sidebar': 'homepage-hero',
  'top-banner': 'banner',
  'bottom-banner': 'interstitial',
};

export function slotOfPosition(position: string): TBannerSlot {
  // Any string is looked up; an unknown position gives undefined and falls back to the sidebar.
  return AD_POSITION_SLOT[position as TAdPosition] ?? 'left-sidebar';
}
