/**
 * SSRF guard: a scraper may only reach public unicast addresses. The host is resolved before
 * connecting and every resolved address is checked (the same lookup feeds the connection, so
 * a DNS answer cannot change between check and connect). Local test fixtures are the only
 * exception, and only when their registry row says so.
 */
import dns from 'node:dns';
import ipaddr from 'ipaddr.js';
import { ScrapeError } from './scrape-error.ts';
import { errorMessage, errorCode } from '@dalil/service-kit/errors';

function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

function refuse(host: string, address: string): never {
  const range = ipaddr.isValid(address) ? ipaddr.process(address).range() : 'invalid';
  throw new ScrapeError(`Refused: ${host} resolves to ${address} (${range} address); scrapers only reach public addresses`);
}

/** Checks the URL itself: scheme and, for literal IPs, the address. */
export function assertAllowedUrl(url: URL, allowPrivate: boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ScrapeError(`Refused: ${url.protocol} URLs are not scraped`);
  if (url.username || url.password) throw new ScrapeError('Refused: URLs with credentials are not scraped');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && ipaddr.isValid(host) && !isPublicAddress(host)) refuse(host, host);
}

/** Resolves a host and refuses it if any address is not public. */
export async function resolvePublic(host: string, allowPrivate: boolean): Promise<Array<{ address: string; family: number }>> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(bare)) {
    if (!allowPrivate && !isPublicAddress(bare)) refuse(bare, bare);
    return [{ address: bare, family: bare.includes(':') ? 6 : 4 }];
  }
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = await dns.promises.lookup(bare, { all: true, verbatim: true });
  } catch (error) {
    throw new ScrapeError(`Cannot resolve ${bare}: ${errorCode(error) ?? errorMessage(error)}`);
  }
  if (!allowPrivate) for (const a of addresses) if (!isPublicAddress(a.address)) refuse(bare, a.address);
  return addresses;
}

/** A `lookup` for sockets (undici's connect option) that only ever yields checked addresses. */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void) => {
    resolvePublic(hostname, allowPrivate).then(
      (addresses) => {
        if (options?.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: Error) => callback(Object.assign(error, { code: 'EREFUSED_PRIVATE' }), '', 4),
    );
  };
}
