/**
 * The gateway's fast path for public reads: a GET or HEAD is sent to the service on a pooled
 * keep-alive connection (undici), its answer read whole and sent on with one write. Results day
 * is thousands of small JSON answers a second, and this is the hop every one of them pays: no
 * stream plumbing per answer, headers passed as they are (hop-by-hop ones dropped). Anything
 * else — bodies, uploads, server-sent events, pages — goes through @fastify/reply-from.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'undici';

/** Headers that describe one connection, not the message (RFC 9110 §7.6.1), never passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authenticate', 'proxy-authorization', 'host']);

/**
 * A service's answer headers onto the gateway's reply, less the hop-by-hop ones and the length
 * (the gateway's own write sets it); `except` names more to leave out.
 */
export function passHeaders(reply: FastifyReply, headers: Record<string, string | string[] | undefined>, except?: string): void {
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && name !== 'content-length' && name !== except) void reply.header(name, value);
  }
  // JSON answers need no page policies (CSP and friends go on pages); nosniff still applies.
  void reply.header('x-content-type-options', 'nosniff');
}

export interface BufferedProxy {
  /** Resolves once the answer (or the 503 for an unreachable service) has been handed to Fastify. */
  forward(request: FastifyRequest, reply: FastifyReply, onUnavailable: (error: unknown) => void): Promise<void>;
  /** A JSON POST of the gateway's own (coalesced lookups) on the same connections, its answer read whole; rejects when the service cannot be reached. */
  postJson(path: string, body: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }>;
  close(): Promise<void>;
}

export function createBufferedProxy(origin: string): BufferedProxy {
  const pool = new Pool(origin, { connections: 128, pipelining: 1, connectTimeout: 1_000, headersTimeout: 60_000, bodyTimeout: 60_000, keepAliveTimeout: 30_000 });
  return {
    forward(request, reply, onUnavailable) {
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
      }
      // The request id and the client address are the gateway's (see TRUST_PROXY), never a client's claim.
      headers['x-request-id'] = request.id;
      headers['x-forwarded-for'] = request.ip;
      return new Promise<void>((resolve) => {
        let status = 502;
        let answerHeaders: Record<string, string | string[] | undefined> = {};
        const chunks: Buffer[] = [];
        // A low-level handler rather than pool.request(): no stream object per answer, the
        // chunks (usually one) kept as they come.
        pool.dispatch(
          { origin, method: request.method, path: request.url, headers },
          {
            // Present so undici takes this for a handler of its current interface.
            onRequestStart() {},
            onResponseStart(_controller, statusCode, responseHeaders) {
              status = statusCode;
              answerHeaders = responseHeaders;
            },
            onResponseData(_controller, chunk) {
              chunks.push(chunk);
            },
            onResponseEnd() {
              passHeaders(reply, answerHeaders);
              void reply.code(status);
              const body = status === 304 || status === 204 || request.method === 'HEAD' ? undefined : chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
              void reply.send(body);
              resolve();
            },
            onResponseError(_controller, error) {
              onUnavailable(error);
              resolve();
            },
          },
        );
      });
    },
    async postJson(path, body, headers) {
      const answer = await pool.request({ method: 'POST', path, body, headers: { ...headers, 'content-type': 'application/json' } });
      const bytes = Buffer.from(await answer.body.arrayBuffer());
      return { status: answer.statusCode, headers: answer.headers, bytes };
    },
    close: () => pool.close(),
  };
}
