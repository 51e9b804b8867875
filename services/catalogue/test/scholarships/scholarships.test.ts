import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZScholarship } from '@dalil/contracts/catalogue/scholarship';
import { openCatalogue, scholarshipBody, type Catalogue } from '../catalogue-support.ts';

describe('scholarships', () => {
  let h: Catalogue;
  beforeAll(async () => {
    h = await openCatalogue({ seeded: true });
  });
  afterAll(async () => h?.close());

  const get = (url: string, headers?: Record<string, string>) => h.app.inject({ url, headers });
  const post = (body: unknown, headers = h.admin) => h.app.inject({ method: 'POST', url: '/api/admin/scholarships', headers, payload: body as object });
  /** What the database holds (the expected counts come from it, not from the seed file's size). */
  const countWhere = async (where = 'true') => Number((await h.pool.query(`select count(*) as n from scholarships where ${where}`)).rows[0].n);

  it('when listing, then the seeded scholarships come with their sources, levels and unknown values as null', async () => {
    const body = (await get('/api/scholarships?limit=100')).json();
    const total = await countWhere();
    expect(body.pagination).toEqual({ page: 1, limit: 100, total, pages: Math.ceil(total / 100) });
    for (const s of body.data) expect(ZScholarship.safeParse(s).success).toBe(true);
    const chevening = body.data.find((s: { name: string }) => s.name === 'Chevening Scholarships');
    expect(chevening).toMatchObject({
      nameArabic: 'منح تشيفننغ',
      country: 'United Kingdom',
      type: 'international',
      coverage: 'full',
      level: ['masters'],
      applicationLink: null,
      amount: null,
      amountText: null,
      deadline: null,
      deadlineMonth: null,
      eligibility: { gpa: null, nationality: ['Egyptian'], fields: [] },
      sourceUrls: ['https://www.al-fanarmedia.org/2014/05/want-masters-degree-u-k-think-chevening/', 'https://study.sudancareer.com/?p=787'],
    });
  });

  it('when filtering by type domestic (or its admin name local) or international, then only that type is listed', async () => {
    const domestic = (await get('/api/scholarships?type=domestic')).json();
    const domesticCount = await countWhere(`type = 'domestic'`);
    expect(domesticCount).toBeGreaterThan(0);
    expect(domestic.pagination.total).toBe(domesticCount);
    expect(domestic.data.every((s: { type: string }) => s.type === 'domestic')).toBe(true);
    expect((await get('/api/scholarships?type=local')).json().pagination.total).toBe(domesticCount);
    expect((await get('/api/scholarships?type=international')).json().pagination.total).toBe(await countWhere(`type = 'international'`));
    expect((await get('/api/scholarships?type=galactic')).statusCode).toBe(400);
  });

  it('when filtering by coverage, then only that coverage is listed (unknown coverage is never "full")', async () => {
    const full = (await get('/api/scholarships?coverage=full')).json();
    expect(full.data.length).toBeGreaterThan(0);
    expect(full.data.every((s: { coverage: string }) => s.coverage === 'full')).toBe(true);
    const partial = (await get('/api/scholarships?coverage=partial')).json();
    expect(partial.data.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['France Excellence Eiffel Scholarship', 'German Egyptian Research Short-Term Scholarship (GERSS)']));
    expect(partial.data.every((s: { coverage: string }) => s.coverage === 'partial')).toBe(true);
    expect(partial.pagination.total).toBe(await countWhere(`coverage = 'partial'`));
    expect((await get('/api/scholarships?coverage=most')).statusCode).toBe(400);
  });

  it('when combining type, coverage and search, then all apply', async () => {
    const names = (await get('/api/scholarships?type=international&coverage=full&search=japan')).json().data.map((s: { name: string }) => s.name);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/MEXT|Japan/i);
  });

  it('when paging, then limit is capped at 100 and a bad page is 400', async () => {
    expect((await get('/api/scholarships?limit=101')).json().pagination.limit).toBe(100);
    expect((await get('/api/scholarships?page=x')).statusCode).toBe(400);
    const total = await countWhere();
    const pages = Math.ceil(total / 5);
    expect((await get(`/api/scholarships?limit=5&page=${pages + 1}`)).json()).toMatchObject({ data: [], pagination: { total, pages } });
  });

  it('when an administrator creates a scholarship with the form type "local", then it is stored as domestic with lists split', async () => {
    const response = await post(scholarshipBody());
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      type: 'domestic',
      coverage: 'full',
      amount: 10000,
      currency: 'USD',
      deadline: '2027-03-31',
      eligibility: { gpa: 3.5, age: { min: 18, max: 30 }, fields: ['Engineering', 'Medicine'], nationality: ['Egyptian'] },
      benefits: ['Tuition', 'Monthly stipend'],
      benefitsArabic: ['الرسوم الدراسية', 'راتب شهري'],
      isActive: true,
    });
  });

  it('when the type is "mixed" or the coverage "tuition-only", then they are stored as sent', async () => {
    const response = await post(scholarshipBody({ name: 'Mixed Test Scholarship', type: 'mixed', coverage: 'tuition-only' }));
    expect(response.json().data).toMatchObject({ type: 'mixed', coverage: 'tuition-only' });
  });

  it('when a scholarship is deactivated, then it disappears from the public list and page but stays in the admin list', async () => {
    const created = (await post(scholarshipBody({ name: 'Toggle Test Scholarship' }))).json().data;
    const off = await h.app.inject({ method: 'PUT', url: `/api/admin/scholarships/${created.id}`, headers: h.admin, payload: { isActive: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ isActive: false, provider: 'Test Foundation' });
    expect((await get(`/api/scholarships/${created.id}`)).json()).toEqual({ success: false, message: 'Scholarship not found' });
    const publicNames = (await get('/api/scholarships?limit=100')).json().data.map((s: { id: string }) => s.id);
    expect(publicNames).not.toContain(created.id);
    const admin = (await get('/api/admin/scholarships?isActive=false', h.admin)).json();
    expect(admin.data.map((s: { id: string }) => s.id)).toEqual([created.id]);
    expect((await get('/api/admin/scholarships', h.visitor)).statusCode).toBe(403);
    expect((await get('/api/admin/scholarships')).statusCode).toBe(401);
  });

  it('when asking for one scholarship, then it comes by id; malformed is 400, unknown 404', async () => {
    const any = (await get('/api/scholarships?limit=1')).json().data[0];
    expect((await get(`/api/scholarships/${any.id}`)).json().data.id).toBe(any.id);
    expect((await get('/api/scholarships/xyz')).statusCode).toBe(400);
    expect((await get(`/api/scholarships/${randomUUID()}`)).statusCode).toBe(404);
  });

  const rules: Array<[string, Record<string, unknown>, string, RegExp]> = [
    ['the English name is blank', { name: '' }, 'name', /English name is required/],
    ['the Arabic name is missing', { nameArabic: undefined }, 'nameArabic', /Arabic name is required/],
    ['the provider is missing', { provider: undefined }, 'provider', /Provider is required/],
    ['the type is unknown', { type: 'regional' }, 'type', /Type must be one of/],
    ['the coverage is unknown', { coverage: 'most' }, 'coverage', /Coverage must be one of/],
    ['the currency is unknown', { currency: 'JPY' }, 'currency', /Currency must be one of/],
    ['the deadline is missing', { deadline: undefined }, 'deadline', /Deadline is required/],
    ['the deadline is not a date', { deadline: '31/03/2027' }, 'deadline', /must be a date/],
    ['the application link is not a URL', { applicationLink: 'www' }, 'applicationLink', /valid URL/],
    ['the minimum GPA is missing', { eligibility: { fields: [] } }, 'eligibility.gpa', /Minimum GPA is required/],
    ['the minimum GPA is above 4', { eligibility: { gpa: 4.1 } }, 'eligibility.gpa', /between 0 and 4/],
    ['the maximum age is below the minimum', { eligibility: { gpa: 3, age: { min: 30, max: 20 } } }, 'eligibility.age.max', /at least the minimum/],
    ['the amount is negative', { amount: -5 }, 'amount', /at least 0/],
    ['the English description is missing', { description: '' }, 'description', /English description is required/],
    ['the Arabic description is missing', { descriptionArabic: undefined }, 'descriptionArabic', /Arabic description is required/],
  ];
  for (const [when, override, field, message] of rules) {
    it(`when ${when}, then 400 names ${field}`, async () => {
      const response = await post(scholarshipBody({ name: `Rule ${field} Scholarship`, ...override }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, message: expect.stringMatching(message) })]));
    });
  }

  it('when a scholarship with the same name exists, then 409', async () => {
    expect((await post(scholarshipBody({ name: 'chevening scholarships' }))).statusCode).toBe(409);
  });

  it('when writing without a token, then 401; with a visitor token, then 403', async () => {
    expect((await post(scholarshipBody(), {} as typeof h.admin)).statusCode).toBe(401);
    expect((await post(scholarshipBody(), h.visitor)).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'DELETE', url: `/api/admin/scholarships/${randomUUID()}` })).statusCode).toBe(401);
  });

  it('when an administrator deletes a scholarship, then it is gone and deleting again is 404', async () => {
    const created = (await post(scholarshipBody({ name: 'Delete Me Scholarship' }))).json().data;
    const response = await h.app.inject({ method: 'DELETE', url: `/api/admin/scholarships/${created.id}`, headers: h.admin });
    expect(response.json()).toEqual({ success: true, message: 'Scholarship deleted successfully' });
    expect((await h.app.inject({ method: 'DELETE', url: `/api/admin/scholarships/${created.id}`, headers: h.admin })).statusCode).toBe(404);
  });
});
