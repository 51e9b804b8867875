/**
 * Career fields: texts from a fixture fields file in both languages, search and demand filter,
 * and no figure without its source (the admin write refuses one; the migration removed the
 * specification's unsourced salaries and growth and the editorial demand levels).
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, openTestContext } from '@dalil/service-kit/testing';
import { migrate } from '@dalil/service-kit/database';
import type { TCareerField } from '@dalil/contracts/careers/career-field';
import { buildApp } from '../../src/app.ts';
import { MIGRATIONS_DIRECTORY, ZCatalogueEnv } from '../../src/config.ts';
import { seedCareersAndCosts } from '../../src/careers/seed-careers-and-costs.ts';
import { writeCsv } from '../results/support.ts';

const FIELDS = [
  ['slug', 'name_en', 'name_ar', 'description_en', 'description_ar', 'work_environment', 'top_skills_en', 'top_skills_ar', 'related_programs', 'companies'],
  ['fixture-data', 'Fixture Data Work', 'عمل البيانات للاختبار', 'Working with data for a fixture.', 'العمل بالبيانات في بيانات الاختبار.', 'hybrid', 'SQL; Python', 'لغة SQL; بايثون', 'data science', 'Example Co; Other Co'],
  ['fixture-building', 'Fixture Building Engineering', 'هندسة المباني للاختبار', 'Designing buildings for a fixture.', 'تصميم المباني في بيانات الاختبار.', 'field', 'AutoCAD', 'أوتوكاد', 'civil engineering', 'Builder Co'],
];

describe('career fields', () => {
  let t: Awaited<ReturnType<typeof openTestContext<typeof ZCatalogueEnv>>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const file = writeCsv(FIELDS);
  beforeAll(async () => {
    t = await openTestContext({ name: 'catalogue', schema: 'catalogue', migrationsDirectory: MIGRATIONS_DIRECTORY, envSchema: ZCatalogueEnv });
    app = await buildApp(t.ctx);
    expect(await seedCareersAndCosts(t.ctx.database.pool, file)).toMatchObject({ careers: 2, problems: [] });
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

  it("when the fields file is seeded, then each field is served in both languages with no salary, demand or growth of its own (those come with their sources)", async () => {
    const careers = await list();
    expect(careers.map((c) => c.slug)).toEqual(['fixture-data', 'fixture-building']);
    expect(careers[0]).toMatchObject({
      name: 'Fixture Data Work',
      nameArabic: 'عمل البيانات للاختبار',
      topSkills: ['SQL', 'Python'],
      topSkillsArabic: ['لغة SQL', 'بايثون'],
      companies: ['Example Co', 'Other Co'],
      workEnvironment: 'hybrid',
      averageSalary: { entry: null, mid: null, senior: null },
      salarySource: null,
      demandLevel: null,
      demandSource: null,
      growthRate: null,
      growthSource: null,
    });
  });

  it('when seeding runs again, then nothing is duplicated', async () => {
    expect(await seedCareersAndCosts(t.ctx.database.pool, file)).toMatchObject({ careers: 0, cities: 0 });
    expect(await list()).toHaveLength(2);
  });

  it('when the city costs file has a figure without its source or a city without all six categories, then that city is a problem and the others are seeded', async () => {
    const header = ['slug', 'city_en', 'city_ar', 'category', 'amount_egp', 'basis_en', 'basis_ar', 'source_name', 'source_name_ar', 'source_url', 'source_date'];
    const categories = ['housing', 'food', 'transport', 'utilities', 'education', 'entertainment'];
    const unknown = (slug: string, category: string) => [slug, slug, 'مدينة', category, '', 'Per month', 'شهريًا', '', '', '', ''];
    const cities = writeCsv([
      header,
      ...categories.map((c) => (c === 'food' ? ['tanta', 'tanta', 'مدينة', 'food', '3000', 'Per month', 'شهريًا', 'Example survey', '', 'https://example.org/', '2025-01-01'] : unknown('tanta', c))),
      ...categories.map((c) => (c === 'food' ? ['luxor', 'luxor', 'مدينة', 'food', '3000', 'Per month', 'شهريًا', '', '', '', ''] : unknown('luxor', c))),
      ...categories.slice(1).map((c) => unknown('aswan', c)),
    ]);
    const outcome = await seedCareersAndCosts(t.ctx.database.pool, file, cities);
    expect(outcome.cities).toBe(1);
    expect(outcome.problems).toEqual([expect.stringMatching(/^city-costs\.csv city luxor: .*source/), expect.stringMatching(/^city-costs\.csv city aswan: .*housing/)]);
  });

  it('when searching by an Arabic or English name, then only matching fields are returned', async () => {
    expect((await list('?search=' + encodeURIComponent('البيانات'))).map((c) => c.slug)).toEqual(['fixture-data']);
    expect((await list('?search=BUILDING')).map((c) => c.slug)).toEqual(['fixture-building']);
    expect((await list('?search=' + encodeURIComponent('هندسه المباني'))).map((c) => c.slug)).toEqual(['fixture-building']);
  });

  it('when an administrator sets a figure without its source, then 400 names the missing source; with it, the figure is served and filters', async () => {
    const existing = (await list('?search=data'))[0]!;
    const { _id, id, updatedAt, ...input } = existing;
    const put = (body: object, headers: Record<string, string> = authHeaders(t.ctx)) => app.inject({ method: 'PUT', url: `/api/admin/careers/${id}`, headers, payload: body });
    const unsourced = await put({ ...input, averageSalary: { entry: 20000, mid: null, senior: null } });
    expect(unsourced.statusCode).toBe(400);
    expect(unsourced.json().message).toMatch(/salarySource/);
    expect((await put({ ...input, demandLevel: 'high' })).json().message).toMatch(/demandSource/);
    expect((await put({ ...input, growthRate: 12 })).json().message).toMatch(/growthSource/);

    const source = { name: 'Example salary survey', nameArabic: null, url: 'https://example.org/survey', date: '2025-09-30' };
    const sourced = await put({ ...input, averageSalary: { entry: 20000, mid: 40000, senior: 70000 }, salarySource: source, demandLevel: 'high', demandSource: source });
    expect(sourced.statusCode).toBe(200);
    expect(sourced.json().data).toMatchObject({ id, averageSalary: { entry: 20000, mid: 40000, senior: 70000 }, salarySource: source, demandLevel: 'high' });
    expect((await list('?demand=high')).map((c) => c.slug)).toEqual(['fixture-data']);
    expect(await list('?demand=low')).toEqual([]);
    const bad = await app.inject({ url: '/api/careers?demand=extreme' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('demand');

    const conflict = await app.inject({ method: 'PUT', url: `/api/admin/careers/${randomUUID()}`, headers: authHeaders(t.ctx), payload: input });
    expect(conflict.statusCode).toBe(409);
    expect((await put(input, {})).statusCode).toBe(401);
  });
});

describe('the figures a catalogue seeded before sources were required', () => {
  it('when it is migrated, then the specification\'s unsourced salaries and growth and the editorial demand levels are gone, and a sourced figure stays', async () => {
    // The migrations as they were before 0704, then the old seed's rows, then the rest.
    const before = mkdtempSync(path.join(os.tmpdir(), 'dalil-migrations-'));
    for (const name of readdirSync(MIGRATIONS_DIRECTORY).filter((n) => n < '0704')) cpSync(path.join(MIGRATIONS_DIRECTORY, name), path.join(before, name));
    const t = await openTestContext({ name: 'catalogue', schema: 'catalogue', migrationsDirectory: before, envSchema: ZCatalogueEnv });
    try {
      const pool = t.ctx.database.pool;
      const specification = JSON.stringify({ name: 'Dalil product specification (career fields)', nameArabic: null, url: null, date: '2025-10-01' });
      const editorial = JSON.stringify({ name: 'Dalil editorial assessment', nameArabic: null, url: null, date: '2025-10-01' });
      const survey = JSON.stringify({ name: 'Example salary survey', nameArabic: null, url: 'https://example.org/survey', date: '2025-09-30' });
      await pool.query(
        `insert into career_fields (slug, name, name_arabic, description, description_arabic, salary_entry, salary_mid, salary_senior, salary_source, demand_level, demand_source, growth_rate, growth_source, work_environment)
         values ('software-engineering', 'Software Engineering', 'هندسة البرمجيات', 'Software.', 'البرمجيات.', 25000, 45000, 75000, $1, 'high', $2, 22, $1, 'hybrid'),
                ('sourced', 'Sourced', 'موثق', 'Sourced.', 'موثق.', 20000, null, null, $3, 'medium', $2, null, null, 'office')`,
        [specification, editorial, survey],
      );
      await migrate(pool, { schema: 'catalogue', directory: MIGRATIONS_DIRECTORY });
      const { rows } = await pool.query(
        `select slug, salary_entry, salary_mid, salary_senior, salary_source, demand_level, demand_source, growth_rate, growth_source from career_fields order by slug`,
      );
      expect(rows).toEqual([
        { slug: 'software-engineering', salary_entry: null, salary_mid: null, salary_senior: null, salary_source: null, demand_level: null, demand_source: null, growth_rate: null, growth_source: null },
        { slug: 'sourced', salary_entry: 20000, salary_mid: null, salary_senior: null, salary_source: JSON.parse(survey), demand_level: null, demand_source: null, growth_rate: null, growth_source: null },
      ]);
    } finally {
      await t.cleanup();
    }
  });
});
