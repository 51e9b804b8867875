import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminOnly } from '@dalil/service-kit/auth';
import { createServiceApp } from '@dalil/service-kit/create-service';
import { loadConfig } from '@dalil/service-kit/config';
import { buildGateway } from '../src/app.ts';
import { ZGatewayEnv } from '../src/config.ts';
import { openGatewayRedis } from './support.ts';

const SECRET = 'gateway-body-limits-secret-0123456789';
const KB = 1024;
const MB = 1024 * KB;

interface Answer {
  status: number;
  connection?: string;
  body: { success?: boolean; message?: string };
}

/**
 * Sends a JSON body over a real socket, as a client would: with a content-length, or chunked.
 * A socket reset instead of an answer fails the test (that is what the limits must prevent).
 */
function send(port: number, path: string, bytes: number, options: { token?: string; chunked?: boolean } = {}): Promise<Answer> {
  const body = Buffer.from(JSON.stringify({ name: 'x'.repeat(Math.max(0, bytes - 12)) }));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(body.length) }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, body: JSON.parse(text) }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => reject(new Error(`socket error instead of an answer: ${error.code}`)));
    if (!options.chunked) return void request.end(body);
    let sent = 0;
    const write = () => {
      while (sent < body.length) {
        const piece = body.subarray(sent, sent + 64 * KB);
        sent += piece.length;
        if (!request.write(piece)) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

describe('gateway body limits', () => {
  let upstream: ReturnType<typeof createServiceApp>;
  let gateway: FastifyInstance;
  let redis: Awaited<ReturnType<typeof openGatewayRedis>>;
  let port: number;
  let admin: string;

  beforeAll(async () => {
    redis = await openGatewayRedis(SECRET);
    admin = await redis.adminToken();
    upstream = createServiceApp({ name: 'catalogue', tokens: redis.tokens, logLevel: 'silent' });
    const body = { schema: { body: z.object({ name: z.string() }) } };
    upstream.post('/api/universities', { ...body, bodyLimit: 64 * KB }, async (request) => ({ success: true, data: { bytes: request.body.name.length } }));
    upstream.post('/api/admin/universities', { ...body, bodyLimit: MB, onRequest: adminOnly(upstream.tokens) }, async () => ({ success: true }));
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as net.AddressInfo).port}`;
    const config = loadConfig(ZGatewayEnv, {
      LOG_LEVEL: 'silent',
      JWT_SECRET: SECRET,
      REDIS_PREFIX: redis.prefix,
      CATALOGUE_URL: upstreamUrl,
      JOBS_URL: upstreamUrl,
      WEB_DIST: '/nonexistent-web-dist',
      RATE_LIMIT_MAX: '100000',
    });
    gateway = await buildGateway({ config, redis: redis.redis });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    port = (gateway.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
    await redis?.close();
  });

  it('when an anonymous client sends 6 MB to an admin route, then it reads 401 in the envelope (the token is checked before the body) and the connection closes', async () => {
    const answer = await send(port, '/api/admin/universities', 6 * MB);
    expect(answer).toEqual({ status: 401, connection: 'close', body: { success: false, message: 'Authentication required' } });
  });

  it('when an administrator sends 6 MB, or 2 MB without a length, then the answer is 413 in the envelope and the connection closes', async () => {
    for (const answer of [await send(port, '/api/admin/universities', 6 * MB, { token: admin }), await send(port, '/api/admin/universities', 2 * MB, { token: admin, chunked: true })]) {
      expect(answer).toEqual({ status: 413, connection: 'close', body: { success: false, message: 'Request body is too large' } });
    }
  });

  it('when an administrator sends 900 KB, then it reaches the service', async () => {
    expect((await send(port, '/api/admin/universities', 900 * KB, { token: admin })).status).toBe(200);
  });

  it('when a public route gets more than 64 KB, then 413; 60 KB passes', async () => {
    const refused = await send(port, '/api/universities', 100 * KB);
    expect(refused).toEqual({ status: 413, connection: 'close', body: { success: false, message: 'Request body is too large' } });
    const passed = await send(port, '/api/universities', 60 * KB);
    expect(passed.status).toBe(200);
  });

  it('when an anonymous client streams 6 MB to an upload route, then it reads 401 before anything is sent on', async () => {
    const answer = await send(port, '/admin/upload/csv', 6 * MB);
    expect(answer).toEqual({ status: 401, connection: 'close', body: { success: false, message: 'Authentication required' } });
  });
});
