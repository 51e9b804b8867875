import { NotFound } from '@dalil/service-kit/errors';
import type { AdRepository } from '../ads/index.ts';

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

/** The HTML document of a live html or adsense ad. */
export async function renderAdFrame(ads: AdRepository, id: string, now = new Date()): Promise<string> {
  const ad = await ads.findById(id);
  const live = ad && ad.isActive && (!ad.startDate || new Date(ad.startDate) <= now) && (!ad.endDate || new Date(ad.endDate) >= now);
  if (!ad || !live || (ad.type !== 'html' && ad.type !== 'adsense') || !ad.markup) throw new NotFound('Ad not found');
  return `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>html,body{margin:0;overflow:hidden}</style></head><body>${ad.markup}</body></html>`;
}
