import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, openTestContext } from '@dalil/service-kit/testing';
import { COST_CATEGORIES, type TCityCosts } from '@dalil/contracts/cost-of-living/city-costs';
import { buildApp } from '../../src/app.ts';
import { MIGRATIONS_DIRECTORY, ZCatalogueEnv } from '../../src/config.ts';
import { seedCareersAndCosts } from '../../src/careers/seed-careers-and-costs.ts';

describe('cost of living', () => {
  let t: Awaited<ReturnType<typeof openTestContext<typeof ZCatalogueEnv>>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await openTestContext({ name: 'catalogue', schema: 'catalogue', migrationsDirectory: MIGRATIONS_DIRECTORY, envSchema: ZCatalogueEnv });
    app = await buildApp(t.ctx);
    await seedCareersAndCosts(t.ctx.database.pool);
  });
  afterAll(async () => {
    await app?.close();
    await t?.cleanup();
  });

  const list = async () => (await app.inject({ url: '/api/cost-of-living' })).json().data as TCityCosts[];

  it('when the catalogue starts, then at least five cities are served with the six categories, every figure sourced or null', async () => {
    const cities = await list();
    expect(cities.map((c) => c.slug)).toEqual(['cairo', 'giza', 'alexandria', 'mansoura', 'assiut']);
    for (const city of cities) {
      expect(Object.keys(city.costs).sort()).toEqual([...COST_CATEGORIES].sort());
      for (const figure of Object.values(city.costs)) {
        expect(figure.basisArabic).toMatch(/[\u0600-\u06FF]/);
        if (figure.amount !== null) expect(figure.source).toMatchObject({ name: expect.any(String), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      }
    }
    expect(cities[0]!.costs.housing.amount).toBe(9350);
  });

  it('when an administrator sets a figure with its source, then it is served; a figure without a source is a 400', async () => {
    const giza = (await list()).find((c) => c.slug === 'giza')!;
    const { _id, id, updatedAt, ...input } = giza;
    const source = { name: 'Example rent survey', url: null, date: '2025-10-01' };
    const payload = { ...input, costs: { ...input.costs, food: { ...input.costs.food, amount: 4000, source } } };
    const res = await app.inject({ method: 'PUT', url: `/api/admin/cost-of-living/${id}`, headers: authHeaders(t.ctx), payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.costs.food).toMatchObject({ amount: 4000, source });
    const unsourced = { ...input, costs: { ...input.costs, food: { ...input.costs.food, amount: 4000, source: null } } };
    const bad = await app.inject({ method: 'PUT', url: `/api/admin/cost-of-living/${id}`, headers: authHeaders(t.ctx), payload: unsourced });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('costs.food.source');
  });

  it('when a new city is upserted with a fresh id, then it is added after the built-in ones; a taken slug is a 409', async () => {
    const cairo = (await list())[0]!;
    const { _id, id, updatedAt, ...input } = cairo;
    const created = await app.inject({ method: 'PUT', url: `/api/admin/cost-of-living/${randomUUID()}`, headers: authHeaders(t.ctx), payload: { ...input, slug: 'tanta', city: 'Tanta', cityArabic: 'طنطا' } });
    expect(created.statusCode).toBe(200);
    expect((await list()).at(-1)!.slug).toBe('tanta');
    const taken = await app.inject({ method: 'PUT', url: `/api/admin/cost-of-living/${randomUUID()}`, headers: authHeaders(t.ctx), payload: input });
    expect(taken.statusCode).toBe(409);
    const visitor = await app.inject({ method: 'PUT', url: `/api/admin/cost-of-living/${id}`, headers: authHeaders(t.ctx, 'visitor'), payload: input });
    expect(visitor.statusCode).toBe(403);
  });
});
