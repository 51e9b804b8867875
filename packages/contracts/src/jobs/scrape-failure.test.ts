import { describe, expect, it } from 'vitest';
import { scrapeFailureReason } from './scrape-failure.ts';

describe('scrape failure reasons', () => {
  it.each([
    ['Cannot resolve www.example-university.eg: ENOTFOUND', 'unreachable'],
    ['Cannot reach scu.eg: connect ECONNREFUSED 1.2.3.4:443', 'unreachable'],
    ['Cannot open https://x.eg/ in Chromium: net::ERR_NAME_NOT_RESOLVED at https://x.eg/', 'unreachable'],
    ['Timed out after 20 s reading https://x.eg/', 'timeout'],
    ['https://x.eg/list answered HTTP 503', 'http-error'],
    ['robots.txt of x.eg disallows /list for DalilBot', 'robots'],
    ['https://x.eg/ is larger than 5000000 bytes', 'too-large'],
    ['https://x.eg/ redirected too many times', 'redirects'],
    ['No items found on https://x.eg/: the page markup may have changed', 'no-items'],
    ['This source needs JavaScript; run enhanced scraping', 'needs-javascript'],
    ['Refused: x.eg resolves to 10.0.0.1 (private address); scrapers only reach public addresses', 'refused-address'],
    ['Chromium could not start (/usr/bin/chromium): spawn ENOENT', 'browser'],
    ['Unexpected error: boom', 'unknown'],
  ])('when a source failed with "%s", then the reason is %s', (detail, reason) => {
    expect(scrapeFailureReason(detail).reason).toBe(reason);
  });

  it('when a page answered an HTTP error, then its status comes with the reason', () => {
    expect(scrapeFailureReason('https://x.eg/list answered HTTP 404')).toEqual({ reason: 'http-error', status: 404 });
  });
});
