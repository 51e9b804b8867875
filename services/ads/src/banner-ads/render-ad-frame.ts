import { NotFound } from '@dalil/service-kit/errors';
import type { BannerAdRepository } from './banner-ad-repository.ts';

/**
 * The policy of a raw-markup ad's own document. `sandbox` gives it an opaque origin even if it
 * is opened directly (no access to the site's storage, cookies or pages); its scripts may load
 * from any https source, which ad networks need and the site's own policy forbids.
 */
export const AD_FRAME_POLICY = [
  'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox',
  "default-src https: data:",
  "script-src 'unsafe-inline' 'unsafe-eval' https:",
  "style-src 'unsafe-inline' https:",
  "img-src https: data:",
  "frame-ancestors 'self'",
].join('; ');

/** The HTML document of a live html or adsense banner ad. */
export async function renderAdFrame(banners: BannerAdRepository, id: string, now = new Date()): Promise<string> {
  const banner = await banners.findById(id);
  const { startDate, endDate, isActive } = banner?.scheduling ?? { isActive: false };
  const live = isActive && (!startDate || new Date(startDate) <= now) && (!endDate || new Date(endDate) >= now);
  if (!banner || !live || (banner.type !== 'html' && banner.type !== 'adsense')) throw new NotFound('Ad not found');
  const markup = (banner.type === 'adsense' ? banner.content.adsenseCode : banner.content.htmlContent) ?? '';
  return `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>html,body{margin:0;overflow:hidden}</style></head><body>${markup}</body></html>`;
}
