import { parse } from 'fast-querystring';

/**
 * The gateway's query-string parser: the same parser Fastify's router uses (fast-querystring),
 * run the first time something reads the query. The gateway itself reads none (services parse
 * their own), and a 75-wish list's query is ~3.5 kB of percent-encoded text: parsing it on every
 * proxied request was a fifth of the gateway's CPU on bench:guidance's wish lists.
 */
export function lazyQuery(text: string): Record<string, unknown> {
  if (text.length === 0) return {};
  let parsed: Record<string, unknown> | undefined;
  const query = () => (parsed ??= parse(text));
  const target: Record<string, unknown> = {};
  return new Proxy(target, {
    get: (_, key) => Reflect.get(query(), key),
    has: (_, key) => Reflect.has(query(), key),
    ownKeys: () => Reflect.ownKeys(query()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(query(), key),
  });
}
