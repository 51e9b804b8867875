import type { TBannerSlot } from '@dalil/contracts/ads/banner-ad';
import { slotOfPosition } from '@dalil/contracts/ads/slots';

/** What the layout renders: one shape for server ads and the panel's banner ads. */
export interface DisplayAd {
  _id: string;
  name: string;
  slot: TBannerSlot;
  type: 'image' | 'video' | 'html' | 'adsense';
  content: { imageUrl?: string; videoUrl?: string; linkUrl?: string; altText?: string; htmlContent?: string; adsenseCode?: string };
  isActive: boolean;
}

type Raw = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

/**
 * Turns an ad as received into a display item (public-side section 3): its slot from the
 * position mapping, the link from `link` else `clickUrl`, alt text from the title. Banner ads
 * keep their own slot, type and content. Returns undefined for an unreadable item.
 */
export function toDisplayAd(raw: unknown): DisplayAd | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const item = raw as Raw;
  const id = text(item._id) ?? text(item.id);
  if (!id) return undefined;
  const isActive = item.isActive !== false;
  if (item.kind === 'banner' || (item.content && typeof item.content === 'object' && !('mediaUrl' in item))) {
    const content = item.content as Raw;
    const type = item.type === 'html' || item.type === 'adsense' ? item.type : 'image';
    const position = text(item.position) ?? '';
    const slot = (['top-banner', 'bottom-banner', 'left-sidebar', 'right-sidebar'] as const).find((s) => s === position) ?? slotOfPosition(position);
    return {
      _id: id,
      name: text(item.name) ?? '',
      slot,
      type,
      content: {
        imageUrl: text(content.imageUrl),
        linkUrl: text(content.linkUrl),
        altText: text(content.altText) ?? text(item.name),
        htmlContent: text(content.htmlContent),
        adsenseCode: text(content.adsenseCode),
      },
      isActive,
    };
  }
  const media = text(item.mediaUrl);
  if (!media) return undefined;
  const video = item.type === 'video';
  return {
    _id: id,
    name: text(item.title) ?? '',
    slot: slotOfPosition(text(item.position) ?? ''),
    type: video ? 'video' : 'image',
    content: {
      imageUrl: video ? undefined : media,
      videoUrl: video ? media : undefined,
      linkUrl: text(item.link) ?? text(item.clickUrl),
      altText: text(item.title),
    },
    isActive,
  };
}

/** An ad answer may be a list, `{data: [...]}` or `{success, data: [...]}`; anything else is no ads. */
export function itemsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object') {
    const value = body as { success?: unknown; data?: unknown };
    if (value.success === false) return [];
    if (Array.isArray(value.data)) return value.data;
  }
  return [];
}

/** Merged lists, first occurrence of each `_id` kept, inactive items dropped. */
export function mergeDisplayAds(lists: unknown[][]): DisplayAd[] {
  const seen = new Set<string>();
  const out: DisplayAd[] = [];
  for (const raw of lists.flat()) {
    const ad = toDisplayAd(raw);
    if (!ad || !ad.isActive || seen.has(ad._id)) continue;
    seen.add(ad._id);
    out.push(ad);
  }
  return out;
}
