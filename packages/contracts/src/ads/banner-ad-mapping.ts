/**
 * The banner form's ads are ads: this is the one place where the banner-ad shape (name, slot,
 * content, targeting, scheduling) is mapped onto the ad model and back. Services store and list
 * ads only; the banner calls and the public answers use these two functions.
 */
import { isMarkupType, type TAd, type TAdValues } from './ad.ts';
import type { TBannerAd, TBannerAdValues } from './banner-ad.ts';
import { SLOT_AD_POSITION } from './slots.ts';

export type TAdRecordValues = TAdValues & { targetPages: string[] };

/** A banner form's values as an ad (its one name serves both languages; alt text is the description). */
export function bannerToAdValues(banner: TBannerAdValues, priority = 5): TAdRecordValues {
  const altText = banner.content.altText?.trim() ?? '';
  const markup = banner.type === 'html' ? banner.content.htmlContent : banner.type === 'adsense' ? banner.content.adsenseCode : undefined;
  return {
    title: banner.name,
    titleArabic: banner.name,
    description: altText,
    descriptionArabic: altText,
    type: banner.type,
    mediaUrl: banner.content.imageUrl,
    markup,
    clickUrl: banner.content.linkUrl ?? null,
    position: SLOT_AD_POSITION[banner.position],
    priority,
    targetAudience: banner.targeting.userTypes.filter((u) => u !== 'all'),
    targetPages: banner.targeting.pages,
    isActive: banner.scheduling.isActive,
    startDate: banner.scheduling.startDate ?? null,
    endDate: banner.scheduling.endDate ?? null,
  };
}

/** An ad in the banner shape; undefined for a video, which that shape cannot carry. */
export function adAsBanner(ad: TAd): TBannerAd | undefined {
  if (ad.type === 'video') return undefined;
  const content: TBannerAd['content'] = {};
  if (ad.mediaUrl) content.imageUrl = ad.mediaUrl;
  if (ad.clickUrl) content.linkUrl = ad.clickUrl;
  if (ad.description) content.altText = ad.description;
  if (ad.type === 'html' && ad.markup) content.htmlContent = ad.markup;
  if (ad.type === 'adsense' && ad.markup) content.adsenseCode = ad.markup;
  return {
    _id: ad._id,
    id: ad.id,
    kind: 'banner',
    name: ad.title,
    position: ad.slot,
    type: ad.type,
    content,
    targeting: { pages: ad.targetPages, userTypes: ad.targetAudience.length ? ad.targetAudience : ['all'] },
    scheduling: { startDate: ad.startDate, endDate: ad.endDate, isActive: ad.isActive },
    isActive: ad.isActive,
    createdBy: ad.createdBy ?? '',
    analytics: ad.analytics,
    impressionCount: ad.impressionCount,
    clickCount: ad.clickCount,
    createdAt: ad.createdAt,
    updatedAt: ad.updatedAt,
  };
}

/**
 * How a public page receives an ad: the banner form's ads and every markup ad in the banner
 * shape (the one the site frames markup from), the others as ads.
 */
export function publicAdItem(ad: TAd): TAd | TBannerAd {
  const asBanner = ad.origin === 'banner-form' || isMarkupType(ad.type) ? adAsBanner(ad) : undefined;
  return asBanner ?? ad;
}
