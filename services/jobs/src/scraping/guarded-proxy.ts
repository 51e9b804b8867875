/**
 * The only way out for Chromium: an HTTP proxy on 127.0.0.1, one per rendered page, through
 * which every request of the page goes (Playwright sends loopback through it too). Each request
 * — the first, every redirect hop, every script or image — is checked here: the host is
 * resolved once with the SSRF guard and the connection goes to the very address that was
 * checked, so a redirect to 127.0.0.1 or 169.254.169.254 and a host that re-resolves to a
 * private address (DNS rebinding) are refused. Chromium never resolves a host itself. The
 * proxy also caps the bytes a page may pull in.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { ScrapeError } from './scrape-error.ts';
import { assertAllowedUrl, resolvePublic } from './ssrf-guard.ts';
import { errorMessage } from '@dalil/service-kit/errors';

export interface GuardedProxy {
  /** For Playwright's `proxy` option. */
  settings: { server: string; username: string; password: string };
  /** Why requests were refused, by URL (the fetcher reports the page's own refusal). */
  refusals: Map<string, string>;
  /** Set once the page pulled in more than maxBytes. */
  tooLarge(): boolean;
  close(): Promise<void>;
}

export interface GuardedProxyOptions {
  /** `host:port` of a local test fixture (its registry row says so): the one private address allowed. */
  fixtureOrigin?: string;
  maxBytes: number;
  timeoutMs: number;
  /** Resolution with the SSRF guard (tests may pass their own resolver to play a rebinding DNS). */
  resolve?: typeof resolvePublic;
}

const REFUSED_BY_PROXY = 'x-dalil-refused';

export async function startGuardedProxy(options: GuardedProxyOptions): Promise<GuardedProxy> {
  const resolve = options.resolve ?? resolvePublic;
  const username = 'dalil';
  const password = randomBytes(18).toString('base64url');
  const expected = Buffer.from(`Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`);
  const refusals = new Map<string, string>();
  const sockets = new Set<Duplex>();
  let bytes = 0;
  let overLimit = false;

  const authorized = (header: string | undefined) => {
    const given = Buffer.from(header ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const count = (size: number) => {
    bytes += size;
    if (bytes > options.maxBytes && !overLimit) {
      overLimit = true;
      for (const socket of sockets) socket.destroy();
    }
    return !overLimit;
  };
  /** The address to connect to for host:port, checked; throws a ScrapeError saying why not. */
  const checkedAddress = async (url: URL) => {
    const fixture = options.fixtureOrigin !== undefined && url.host === options.fixtureOrigin;
    assertAllowedUrl(url, fixture);
    const [first] = await resolve(url.hostname, fixture);
    return first!.address;
  };
  const refuse = (target: string, error: unknown) => {
    const reason = error instanceof ScrapeError ? error.message : `Cannot reach ${target}: ${errorMessage(error)}`;
    refusals.set(target, reason);
    return reason;
  };
  const track = (socket: Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };

  // Each handler runs async; one that throws ends its connection rather than the process.
  const server = http.createServer((request, response) => void (async () => {
    if (!authorized(request.headers['proxy-authorization'])) {
      response.writeHead(407, { 'proxy-authenticate': 'Basic realm="dalil-scraper"' }).end();
      return;
    }
    let target: URL;
    let address: string;
    try {
      target = new URL(request.url ?? '');
      address = await checkedAddress(target);
    } catch (error) {
      response.writeHead(403, { 'content-type': 'text/plain', [REFUSED_BY_PROXY]: '1' }).end(refuse(request.url ?? '', error));
      return;
    }
    const headers = { ...request.headers };
    delete headers['proxy-authorization'];
    delete headers['proxy-connection'];
    const upstream = http.request(
      { host: address, port: Number(target.port || 80), method: request.method, path: `${target.pathname}${target.search}`, headers, timeout: options.timeoutMs },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk: Buffer) => {
          if (count(chunk.length)) response.write(chunk);
          else answer.destroy();
        });
        answer.on('end', () => response.end());
        answer.on('error', () => response.destroy());
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('timed out')));
    upstream.on('error', (error) => {
      refuse(target.href, error);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' }).end('upstream failed');
      else response.destroy();
    });
    request.pipe(upstream);
  })().catch(() => response.destroy()));

  // HTTPS: a tunnel to the checked address; the bytes coming back count against the cap.
  server.on('connect', (request: http.IncomingMessage, client: Duplex, head: Buffer) => void (async () => {
    track(client);
    if (!authorized(request.headers['proxy-authorization'])) {
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="dalil-scraper"\r\n\r\n');
      return;
    }
    let target: URL;
    let address: string;
    try {
      target = new URL(`https://${request.url}`);
      address = await checkedAddress(target);
    } catch (error) {
      refuse(`https://${request.url}`, error);
      client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    const upstream = net.connect({ host: address, port: Number(target.port || 443), timeout: options.timeoutMs });
    track(upstream);
    upstream.once('connect', () => {
      upstream.setTimeout(0);
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      client.pipe(upstream);
      upstream.on('data', (chunk: Buffer) => {
        if (count(chunk.length)) client.write(chunk);
      });
      upstream.on('end', () => client.end());
    });
    upstream.once('timeout', () => upstream.destroy());
    upstream.once('error', (error) => {
      refuse(target.href, error);
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    });
    upstream.once('close', () => client.destroy());
  })().catch(() => client.destroy()));
  server.on('connection', track);

  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address() as net.AddressInfo;
  return {
    settings: { server: `http://127.0.0.1:${port}`, username, password },
    refusals,
    tooLarge: () => overLimit,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
    },
  };
}
