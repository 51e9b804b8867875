/**
 * Why a scraping source failed, as a reason the panel can say in the reader's language. The
 * scrapers report English technical messages (kept as the detail shown on demand); this reads
 * them once, here, instead of each screen guessing.
 */
export const SCRAPE_FAILURE_REASONS = [
  'timeout',
  'unreachable',
  'http-error',
  'robots',
  'too-large',
  'redirects',
  'no-items',
  'needs-javascript',
  'refused-address',
  'browser',
  'no-parser',
  'unknown',
] as const;
export type TScrapeFailureReason = (typeof SCRAPE_FAILURE_REASONS)[number];

const PATTERNS: Array<[TScrapeFailureReason, RegExp]> = [
  ['timeout', /timed out|timeout|ETIMEDOUT/i],
  ['refused-address', /^Refused:/],
  ['browser', /Chromium could not start/],
  ['unreachable', /Cannot resolve|Cannot reach|Cannot open .* in Chromium|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ERR_NAME_NOT_RESOLVED|ERR_CONNECTION|gave no response/i],
  ['robots', /robots\.txt/],
  ['http-error', /answered HTTP \d{3}/],
  ['too-large', /larger than \d+ bytes/],
  ['redirects', /redirect/i],
  ['no-items', /No items found/],
  ['needs-javascript', /needs JavaScript/],
  ['no-parser', /No parser/],
];

export function scrapeFailureReason(detail: string): { reason: TScrapeFailureReason; status?: number } {
  const reason = PATTERNS.find(([, pattern]) => pattern.test(detail))?.[0] ?? 'unknown';
  const status = reason === 'http-error' ? Number(/answered HTTP (\d{3})/.exec(detail)?.[1]) : undefined;
  return status ? { reason, status } : { reason };
}
