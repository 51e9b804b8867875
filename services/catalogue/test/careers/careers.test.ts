import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, openTestContext } from '@dalil/service-kit/testing';
import type { TCareerField } from '@dalil/contracts/careers/career-field';
import { buildApp } from '../../src/app.ts';
import { MIGRATIONS_DIRECTORY, ZCatalogueEnv } from '../../src/config.ts';
import { seedCareersAndCosts } from '../../src/careers/seed-careers-and-costs.ts';

describe('career fields', () => {
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

  const list = async (query = '') => {
    const res = await app.inject({ url: `/api/careers${query}` });
    expect(res.statusCode).toBe(200);
    return res.json().data as TCareerField[];
  };

  it('when the catalogue starts, then the six career fields of the spec are served in both languages', async () => {
    const careers = await list();
    expect(careers.map((c) => c.slug)).toEqual([
      'software-engineering', 'data-science', 'digital-marketing', 'financial-analysis', 'civil-engineering', 'healthcare-management',
    ]);
    for (const c of careers) {
      expect(c.id).toBe(c._id);
      expect(c.nameArabic).toMatch(/[\u0600-\u06FF]/);
      expect(c.topSkills.length).toBe(c.topSkillsArabic.length);
      expect(c.companies.length).toBeGreaterThanOrEqual(5);
      expect(c.relatedPrograms.length).toBeGreaterThan(0);
      // A salary figure never appears without its source.
      if (c.averageSalary.entry !== null) expect(c.salarySource).not.toBeNull();
      if (c.growthRate !== null) expect(c.growthSource).not.toBeNull();
    }
    expect(careers[0]).toMatchObject({ averageSalary: { entry: 25000, mid: 45000, senior: 75000 }, growthRate: 22, demandLevel: 'high' });
  });

  it('when seeding runs again, then nothing is duplicated', async () => {
    expect(await seedCareersAndCosts(t.ctx.database.pool)).toEqual({ careers: 0, cities: 0 });
    expect(await list()).toHaveLength(6);
  });

  it('when searching by an Arabic or English name, then only matching fields are returned', async () => {
    expect((await list('?search=' + encodeURIComponent('البيانات'))).map((c) => c.slug)).toEqual(['data-science']);
    expect((await list('?search=CIVIL')).map((c) => c.slug)).toEqual(['civil-engineering']);
    expect((await list('?search=' + encodeURIComponent('هندسه'))).map((c) => c.slug)).toEqual(['software-engineering', 'civil-engineering']);
  });

  it('when filtering by demand, then only that level is returned; an unknown level is a 400', async () => {
    const medium = await list('?demand=medium');
    expect(medium.length).toBeGreaterThan(0);
    expect(medium.every((c) => c.demandLevel === 'medium')).toBe(true);
    const bad = await app.inject({ url: '/api/careers?demand=extreme' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('demand');
  });

  it('when an administrator upserts a career with a sourced salary, then it is served; a taken slug is a 409', async () => {
    const existing = (await list('?search=data'))[0]!;
    const { _id, id, updatedAt, ...input } = existing;
    const source = { name: 'Example salary survey', url: 'https://example.org/survey', date: '2025-09-30' };
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/careers/${id}`,
      headers: authHeaders(t.ctx),
      payload: { ...input, averageSalary: { entry: 20000, mid: 40000, senior: 70000 }, salarySource: source },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, averageSalary: { entry: 20000, mid: 40000, senior: 70000 }, salarySource: source });
    const conflict = await app.inject({ method: 'PUT', url: `/api/admin/careers/${randomUUID()}`, headers: authHeaders(t.ctx), payload: input });
    expect(conflict.statusCode).toBe(409);
    const anonymous = await app.inject({ method: 'PUT', url: `/api/admin/careers/${id}`, payload: input });
    expect(anonymous.statusCode).toBe(401);
  });
});
