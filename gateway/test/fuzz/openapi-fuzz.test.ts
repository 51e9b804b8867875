/**
 * Schema-driven fuzzing of the whole API: every operation of the gateway's OpenAPI document,
 * through the real gateway to the five real services on one scratch database, with generated
 * inputs — valid ones from the contracts' schemas and invalid ones (see schema-arbitraries.ts).
 * Admin operations carry a real administrator's token. Each answer must be below 500, in the
 * `{success, …}` envelope, and of a status the document lists for the operation.
 * Fixed seed, bounded runs: the same requests every time, in well under three minutes.
 */
import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fc, it } from '@fast-check/vitest';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { loadConfig } from '@dalil/service-kit/config';
import { closeServiceContext, openServiceContext, type ServiceContext } from '@dalil/service-kit/service-context';
import { createTestDatabase, flushRedisPrefix, serviceTestEnv, TEST_JWT_SECRET, TEST_REDIS_URL, testRedisPrefix, type TestDatabase } from '@dalil/service-kit/testing';
import { createRedis } from '@dalil/service-kit/redis';
import * as catalogue from '@dalil/catalogue/testing';
import * as ads from '@dalil/ads/testing';
import * as auth from '@dalil/auth/testing';
import * as configService from '@dalil/config/testing';
import * as jobs from '@dalil/jobs/testing';
import { buildGateway } from '../../src/app.ts';
import { ZGatewayEnv } from '../../src/config.ts';
import { buildOpenApiDocument } from '@dalil/contracts/api/openapi';
import { ALL_OPERATIONS } from '@dalil/contracts/api/all-operations';
import { invalidOf, parameterValue, validOf, type JsonSchema } from './schema-arbitraries.ts';

const SEED = 20_261_125;
const RUNS = { valid: 8, invalid: 8 };
const ADMIN = { username: 'fuzz-admin', password: 'fuzz-admin-password-1' };

interface Operation {
  method: string;
  path: string;
  admin: boolean;
  parameters: Array<{ name: string; in: 'path' | 'query'; required?: boolean; schema?: JsonSchema }>;
  body?: { contentType: string; schema: JsonSchema };
  statuses: Set<number>;
  jsonSuccess: boolean;
}

type ServiceModule = { buildApp: (ctx: never) => Promise<FastifyInstance> };
const SERVICES: Array<{ name: string; module: ServiceModule; config: { MIGRATIONS_DIRECTORY: string }; env: object; schema: Parameters<typeof loadConfig>[0] }> = [
  { name: 'catalogue', module: catalogue, config: catalogue, env: {}, schema: catalogue.ZCatalogueEnv },
  { name: 'ads', module: ads, config: ads, env: {}, schema: ads.ZAdsEnv },
  { name: 'auth', module: auth, config: auth, env: {}, schema: auth.ZAuthEnv },
  { name: 'config', module: configService, config: configService, env: {}, schema: configService.ZConfigEnv },
  { name: 'jobs', module: jobs, config: jobs, env: { UPLOAD_WAIT_MS: '0', TEST_SCRAPE_WAIT_MS: '0' }, schema: jobs.ZJobsEnv },
];

type DocumentOperation = { parameters?: Operation['parameters']; security?: unknown; requestBody?: { content: Record<string, { schema: JsonSchema }> }; responses: Record<string, { content?: Record<string, unknown> }> };
const DOCUMENT = JSON.parse(JSON.stringify(buildOpenApiDocument(ALL_OPERATIONS, { title: 'Dalil API', version: '1.0.0' }))) as { paths: Record<string, Record<string, DocumentOperation>> };

/** Every operation of the document; signing out (which ends the session the others use) goes last. */
const OPERATIONS: Operation[] = Object.entries(DOCUMENT.paths)
  .flatMap(([pathName, methods]) =>
    Object.entries(methods).map(([method, spec]) => {
      const [contentType, media] = Object.entries(spec.requestBody?.content ?? {})[0] ?? [];
      const success = Object.entries(spec.responses).find(([status]) => Number(status) < 300);
      return {
        method: method.toUpperCase(),
        path: pathName,
        admin: Boolean(spec.security) && pathName.includes('admin'),
        parameters: spec.parameters ?? [],
        body: contentType && media ? { contentType, schema: media.schema } : undefined,
        statuses: new Set(Object.keys(spec.responses).filter((s) => s !== 'default').map(Number)),
        jsonSuccess: Boolean(success?.[1].content?.['application/json']),
      };
    }),
  )
  .sort((a, b) => Number(a.method === 'DELETE' && a.path.endsWith('/account/session')) - Number(b.method === 'DELETE' && b.path.endsWith('/account/session')));

const totals = { operations: new Set<string>(), requests: 0, serverErrors: 0 };

describe('schema-driven fuzzing of every API operation', () => {
  let database: TestDatabase;
  let uploadDir: string;
  const prefix = testRedisPrefix();
  const contexts: ServiceContext[] = [];
  const apps: FastifyInstance[] = [];
  let gateway: FastifyInstance;
  let gatewayRedis: ReturnType<typeof createRedis>;
  let token = '';

  const signIn = async () => {
    const response = await gateway.inject({ method: 'POST', url: '/admin/login', payload: ADMIN, remoteAddress: '198.51.100.1' });
    token = response.json().data.token;
  };

  beforeAll(async () => {
    database = await createTestDatabase('fuzz');
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'dalil-fuzz-'));
    const urls: Record<string, string> = {};
    for (const service of SERVICES) {
      const config = loadConfig(
        service.schema,
        serviceTestEnv(database.url, prefix, { UPLOAD_DIR: uploadDir, REGISTER_IP_MAX_ATTEMPTS: '100000', LOGIN_IP_MAX_FAILURES: '100000', CONTACT_RATE_LIMIT: '100000', ...service.env }),
      ) as ServiceContext['config'];
      const ctx = await openServiceContext({ name: service.name, schema: service.name, config, migrationsDirectory: service.config.MIGRATIONS_DIRECTORY });
      contexts.push(ctx);
      const app = await service.module.buildApp(ctx as never);
      await app.listen({ host: '127.0.0.1', port: 0 });
      apps.push(app);
      urls[`${service.name.toUpperCase()}_URL`] = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
    }
    const authCtx = contexts[SERVICES.findIndex((s) => s.name === 'auth')]!;
    await auth.createAdministratorRepository(authCtx.database.db).create(ADMIN.username, await auth.hashPassword(ADMIN.password));
    gatewayRedis = createRedis(TEST_REDIS_URL, 'producer');
    await gatewayRedis.connect();
    const config = loadConfig(ZGatewayEnv, {
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      REDIS_PREFIX: prefix,
      WEB_DIST: '/nonexistent-web-dist',
      RATE_LIMIT_MAX: '1000000',
      RESULTS_RATE_LIMIT_MAX: '1000000',
      ...urls,
    });
    gateway = await buildGateway({ config, redis: gatewayRedis });
    await gateway.ready();
    await signIn();

    // The document the gateway serves is this one (see gateway/src/plugins/openapi.ts).
    expect((await gateway.inject({ method: 'GET', url: '/api/docs/json' })).json().paths).toEqual(DOCUMENT.paths);
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
    for (const app of apps) await app.close();
    for (const ctx of contexts) await closeServiceContext(ctx);
    gatewayRedis?.disconnect();
    await database?.drop();
    await flushRedisPrefix(prefix);
    await rm(uploadDir, { recursive: true, force: true });
    // The suite's one-line verdict.
    console.log(`${totals.operations.size} operations, ${totals.requests} requests, ${totals.serverErrors} server errors`);
  });

  /** Sends one generated request and checks the answer; returns a problem, or undefined. */
  async function exercise(op: Operation, input: { params: Record<string, string>; query: Record<string, string>; body: unknown }): Promise<string | undefined> {
    const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(input.params[name] || 'x'));
    const search = new URLSearchParams(input.query).toString();
    const isJson = op.body?.contentType === 'application/json' || !op.body;
    const payload = input.body === undefined ? undefined : typeof input.body === 'string' && !isJson ? input.body : JSON.stringify(input.body);
    const send = () =>
      gateway.inject({
        method: op.method as 'GET',
        url: search ? `${url}?${search}` : url,
        headers: {
          ...(op.admin ? { authorization: `Bearer ${token}` } : {}),
          ...(payload !== undefined ? { 'content-type': isJson ? 'application/json' : op.body!.contentType } : {}),
        },
        payload,
        remoteAddress: '198.51.100.7',
      });
    let response = await send();
    if (op.admin && response.statusCode === 401 && /session has ended/.test(response.body)) {
      await signIn(); // the operation itself signed out (or changed the password)
      response = await send();
    }
    totals.requests++;
    const where = `${op.method} ${op.path} ${JSON.stringify(input).slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
    if (response.statusCode >= 500) {
      totals.serverErrors++;
      return `server error: ${where}`;
    }
    if (!op.statuses.has(response.statusCode)) return `undocumented status: ${where}`;
    if (response.statusCode >= 400 || op.jsonSuccess) {
      let body: { success?: unknown; message?: unknown };
      try {
        body = response.json();
      } catch {
        return `not JSON: ${where}`;
      }
      if (response.statusCode >= 400 && (body.success !== false || typeof body.message !== 'string' || !body.message)) return `not the failure envelope: ${where}`;
      if (response.statusCode < 400 && body.success !== true) return `not the success envelope: ${where}`;
    }
    return undefined;
  }

  function inputs(op: Operation, valid: boolean) {
    const params: Record<string, fc.Arbitrary<string>> = {};
    const query: Record<string, fc.Arbitrary<string>> = {};
    for (const parameter of op.parameters) {
      (parameter.in === 'path' ? params : query)[parameter.name] = parameterValue(parameter.schema, valid);
    }
    const requiredQuery = op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
    const unknownQuery = valid ? fc.constant({}) : fc.option(fc.record({ unexpected: parameterValue(undefined, false) }), { nil: {} });
    const body = op.body ? (valid ? validOf(op.body.schema) : invalidOf(op.body.schema)) : fc.constant(undefined);
    return fc.record({
      params: fc.record(params),
      query: fc.tuple(fc.record(query, { requiredKeys: valid ? requiredQuery : [] }), unknownQuery).map(([known, extra]) => ({ ...known, ...extra })),
      body,
    });
  }

  it('covers every operation of the document', () => {
    expect(OPERATIONS.length).toBe(ALL_OPERATIONS.length);
  });

  for (const op of OPERATIONS) {
    for (const valid of [true, false]) {
      it.prop([inputs(op, valid)], { seed: SEED, numRuns: valid ? RUNS.valid : RUNS.invalid })(
        `when ${op.method} ${op.path} gets ${valid ? 'valid' : 'invalid'} inputs, then it answers below 500, in the envelope, with a documented status`,
        async (input) => {
          totals.operations.add(`${op.method} ${op.path}`);
          const problem = await exercise(op, input);
          if (problem) throw new Error(problem);
        },
        // Sign-in calls hash passwords (scrypt, ~0.35 s each, more on a busy machine).
        120_000,
      );
    }
  }
});
