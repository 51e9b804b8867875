/**
 * Lookups coalesced by the gateway (src/proxy/lookup-coalescer.ts), against a catalogue stand-in
 * that answers both the single lookup and the batch the way the catalogue's contract says, and
 * counts what it was asked. The catalogue's own answers to a batch are tested in the catalogue.
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServiceApp } from '@dalil/service-kit/create-service';
import { loadConfig } from '@dalil/service-kit/config';
import { freePort } from '@dalil/service-kit/testing';
import { LOOKUP_BATCH_MEDIA_TYPE, LOOKUP_BATCH_PATH, writeLookupBatch, type TLookupOutcome, type TLookupBatchRequest } from '@dalil/contracts/results/lookup-batch';
import { buildGateway } from '../src/app.ts';
import { ZGatewayEnv } from '../src/config.ts';
import { openGatewayRedis } from './support.ts';

const SECRET = 'gateway-coalescing-secret-0123456789abcdef';
const ETAG = '"r7"';
const CACHING = { 'cache-control': 'public, max-age=60, stale-while-revalidate=30', vary: 'accept-encoding' };

describe('results lookups coalesced by the gateway', () => {
  let upstream: ReturnType<typeof createServiceApp>;
  let gateway: FastifyInstance;
  let redis: Awaited<ReturnType<typeof openGatewayRedis>>;
  const asked = { single: [] as string[], batches: [] as number[] };
  /** How the stand-in answers a batch: as the contract says, or refusing it. */
  let batchMode: 'answer' | 'missing-route' | 'older-json' | 'garbled' | 'overloaded' = 'answer';

  // Seats ending in 9 do not exist; the body names the seat, so a mixed-up answer shows.
  const bodyOf = (seat: string) => JSON.stringify({ success: true, data: { seatNumber: seat, studentName: `طالب ${seat}` } });
  beforeAll(async () => {
    redis = await openGatewayRedis(SECRET);
    upstream = createServiceApp({ name: 'catalogue', tokens: redis.tokens, logLevel: 'silent' });
    upstream.get('/api/results/:seat', async (request, reply) => {
      const { seat } = request.params as { seat: string };
      asked.single.push(seat);
      if (seat.endsWith('9')) return reply.code(404).send({ success: false, message: `No result found for seat number ${seat} in 2025` });
      void reply.headers(CACHING).header('etag', ETAG);
      if (request.headers['if-none-match'] === ETAG) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(bodyOf(seat));
    });
    upstream.post(LOOKUP_BATCH_PATH, async (request, reply) => {
      const { lookups } = request.body as TLookupBatchRequest;
      asked.batches.push(lookups.length);
      if (batchMode === 'missing-route') return reply.code(404).send({ success: false, message: 'Route not found' });
      if (batchMode === 'overloaded') return reply.code(503).header('retry-after', '5').send({ success: false, message: 'The service is very busy right now; please try again in a few seconds' });
      const answers = lookups.map(({ seatNumber, ifNoneMatch }): TLookupOutcome => {
        if (seatNumber.endsWith('9')) return { status: 'alone' };
        return ifNoneMatch === ETAG ? { status: 304, etag: ETAG } : { status: 200, etag: ETAG, body: bodyOf(seatNumber) };
      });
      // An earlier catalogue answered a batch as plain JSON, each body escaped into it.
      if (batchMode === 'older-json') return { success: true, data: { headers: CACHING, answers } };
      const written = Buffer.from(writeLookupBatch(CACHING, answers, Buffer.byteLength));
      // Garbled: cut short, so the bodies are not as long as the head says.
      return reply.type(LOOKUP_BATCH_MEDIA_TYPE).send(batchMode === 'garbled' ? written.subarray(0, written.length - 3) : written);
    });
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    gateway = await open(`http://127.0.0.1:${(upstream.server.address() as net.AddressInfo).port}`);
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
    await redis?.close();
  });
  beforeEach(() => {
    asked.single = [];
    asked.batches = [];
    batchMode = 'answer';
  });

  async function open(catalogueUrl: string) {
    const config = loadConfig(ZGatewayEnv, { LOG_LEVEL: 'silent', JWT_SECRET: SECRET, REDIS_PREFIX: redis.prefix, CATALOGUE_URL: catalogueUrl, WEB_DIST: '/nonexistent-web-dist', RESULTS_RATE_LIMIT_MAX: '100000' });
    return buildGateway({ config, redis: redis.redis });
  }
  const lookup = (target: FastifyInstance, path: string, headers: Record<string, string> = {}) => target.inject({ method: 'GET', url: path, headers });
  const together = (target: FastifyInstance, seats: string[], headers?: Record<string, string>) => Promise.all(seats.map((seat) => lookup(target, `/api/results/${seat}?year=2025`, headers)));
  /** What a student receives, less what differs by request (its id, the date). */
  const received = (answer: Awaited<ReturnType<typeof lookup>>) => ({
    status: answer.statusCode,
    body: answer.body,
    etag: answer.headers.etag,
    cacheControl: answer.headers['cache-control'],
    vary: answer.headers.vary,
    contentType: answer.headers['content-type'],
    nosniff: answer.headers['x-content-type-options'],
    retryAfter: answer.headers['retry-after'],
  });

  it('when lookups arrive together, then the catalogue is asked once for all of them, and each student gets the answer their lookup gets alone', async () => {
    const seats = Array.from({ length: 20 }, (_, i) => String(800_000 + i * 10));
    const answers = await together(gateway, seats);
    expect(asked.batches).toEqual([20]);
    expect(asked.single).toEqual([]);
    // Each keeps its own request id.
    expect(new Set(answers.map((answer) => answer.headers['x-request-id'])).size).toBe(20);

    const alone = (await Promise.all(seats.map((seat) => lookup(gateway, `/api/results/${seat}?year=2025`)))).map(received);
    expect(answers.map(received)).toEqual(alone);
    expect(answers.map((answer) => answer.json().data.seatNumber)).toEqual(seats);
    expect(received(answers[0]!)).toMatchObject({ status: 200, etag: ETAG, cacheControl: CACHING['cache-control'], vary: CACHING.vary, contentType: 'application/json; charset=utf-8', nosniff: 'nosniff' });
  });

  it('when someone outside asks the batch route through the gateway, then it is not there', async () => {
    const answer = await gateway.inject({ method: 'POST', url: LOOKUP_BATCH_PATH, payload: { lookups: [{ seatNumber: '800000', year: '2025' }] } });
    expect(answer.statusCode).toBe(404);
    expect(asked.batches).toEqual([]);
  });

  it('when a lookup arrives alone, then it is forwarded as it is, without a batch', async () => {
    expect((await lookup(gateway, '/api/results/800000?year=2025')).statusCode).toBe(200);
    expect(asked).toEqual({ single: ['800000'], batches: [] });
  });

  it('when lookups together revalidate a current ETag, then each gets a 304 with no body, as alone', async () => {
    const answers = await together(gateway, ['800000', '800010', '800020'], { 'if-none-match': ETAG });
    expect(asked.batches).toEqual([3]);
    expect(answers.map(received)).toEqual(answers.map(() => ({ status: 304, body: '', etag: ETAG, cacheControl: CACHING['cache-control'], vary: CACHING.vary, contentType: undefined, nosniff: 'nosniff', retryAfter: undefined })));
    const alone = await lookup(gateway, '/api/results/800000?year=2025', { 'if-none-match': ETAG });
    expect(received(alone)).toEqual(received(answers[0]!));
  });

  it('when the batch sends a lookup back, then that one is asked alone and gets its own refusal, the others their results', async () => {
    const answers = await together(gateway, ['800000', '800009', '800010']);
    expect(asked.batches).toEqual([3]);
    expect(asked.single).toEqual(['800009']);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 200]);
    expect(answers[1]!.json()).toEqual({ success: false, message: 'No result found for seat number 800009 in 2025' });
  });

  const notAnAnswer = { 'missing-route': 'no batch route, as an older catalogue during a rollout', 'older-json': 'plain JSON, as an older catalogue wrote it', garbled: 'a body cut short' };
  for (const mode of ['missing-route', 'older-json', 'garbled'] as const) {
    it(`when the catalogue's batch answer is not one (${notAnAnswer[mode]}), then every lookup is asked alone and answered`, async () => {
      batchMode = mode;
      const answers = await together(gateway, ['800000', '800010', '800020']);
      expect(asked.batches).toEqual([3]);
      expect(asked.single.sort()).toEqual(['800000', '800010', '800020']);
      expect(answers.map((answer) => answer.json().data.seatNumber)).toEqual(['800000', '800010', '800020']);
    });
  }

  it('when the catalogue sheds the batch, then each student gets its 503 with Retry-After and message, and nothing is asked again', async () => {
    batchMode = 'overloaded';
    const answers = await together(gateway, ['800000', '800010']);
    expect(asked).toEqual({ single: [], batches: [2] });
    for (const answer of answers) {
      expect(received(answer)).toMatchObject({ status: 503, retryAfter: '5', nosniff: 'nosniff' });
      expect(answer.json()).toEqual({ success: false, message: 'The service is very busy right now; please try again in a few seconds' });
    }
  });

  it('when the catalogue cannot be reached, then each lookup of the batch gets the clear 503', async () => {
    const stranded = await open(`http://127.0.0.1:${await freePort()}`);
    try {
      const answers = await together(stranded, ['800000', '800010']);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toEqual({ success: false, message: 'The catalogue service is unavailable, please try again shortly' });
      }
    } finally {
      await stranded.close();
    }
  });

  it('when a lookup is not a plain one (Arabic-Indic digits, no year), then it is forwarded alone even with others waiting', async () => {
    const answers = await Promise.all([
      lookup(gateway, `/api/results/${encodeURIComponent('٨٠٠٠٠٠')}?year=2025`),
      lookup(gateway, '/api/results/800010'),
      lookup(gateway, '/api/results/800020?year=2025'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(asked.batches).toEqual([]);
    expect(asked.single.sort()).toEqual(['800010', '800020', '٨٠٠٠٠٠']);
  });
});
