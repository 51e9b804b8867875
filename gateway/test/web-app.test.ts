import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from '../src/plugins/web-app.ts';

describe('the web app at the gateway', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const web = mkdtempSync(path.join(os.tmpdir(), 'dalil-web-'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Dalil</title>');
    app = Fastify({ logger: false });
    await registerWebApp(app, web);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('when a page of the app is requested, then the app is served with 200', async () => {
    for (const url of ['/universities', '/universities/abc?x=1', '/compare?tab=scholarships', '/guide/method', '/admin/ads']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
    }
  });

  it('when a path is none of the app pages, then it answers 404 and still serves the app (which shows its 404 page)', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url: '/no-such-page/at-all' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      if (method === 'GET') expect(response.body).toContain('<title>Dalil</title>');
    }
  });

  it('when an unknown API path is requested, then it answers a JSON 404, never the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });
});
