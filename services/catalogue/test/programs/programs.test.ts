import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZProgram } from '@dalil/contracts/catalogue/program';
import { openCatalogue, programBody, universityBody, type Catalogue } from '../catalogue-support.ts';

describe('programs', () => {
  let h: Catalogue;
  let cairo: { id: string };
  let other: { id: string };
  const ids: Record<string, string> = {};

  const post = (body: unknown, headers = h.admin) => h.app.inject({ method: 'POST', url: '/api/admin/programs', headers, payload: body as object });
  const get = (url: string, headers?: Record<string, string>) => h.app.inject({ url, headers });

  beforeAll(async () => {
    h = await openCatalogue();
    cairo = (await h.app.inject({ method: 'POST', url: '/api/admin/universities', headers: h.admin, payload: universityBody({ name: 'Cairo University', nameArabic: 'جامعة القاهرة' }) })).json().data;
    other = (await h.app.inject({ method: 'POST', url: '/api/admin/universities', headers: h.admin, payload: universityBody({ name: 'Nile Test University', nameArabic: 'جامعة النيل للاختبار' }) })).json().data;
    ids.ds = (await post(programBody(cairo.id))).json().data.id;
    ids.law = (await post(programBody(cairo.id, { name: 'Doctor of Philosophy in Law', nameArabic: 'دكتوراه الفلسفة في الحقوق', type: 'phd', language: 'arabic', duration: 3, faculty: 'Faculty of Law', facultyArabic: 'كلية الحقوق' }))).json().data.id;
    ids.mba = (await post(programBody(other.id, { name: 'Master of Business Administration', nameArabic: 'ماجستير إدارة الأعمال', language: 'both', onlineAvailable: true }))).json().data.id;
    ids.hidden = (await post(programBody(other.id, { name: 'Master of Hidden Studies', nameArabic: 'ماجستير مخفي', isActive: false }))).json().data.id;
  });
  afterAll(async () => h?.close());

  const names = async (query: string) => (await get(`/api/programs?${query}`)).json().data.map((p: { name: string }) => p.name).sort();

  it('when an administrator creates a program, then 201 and the university names are copied from universityId', async () => {
    const response = await get(`/api/programs/${ids.ds}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(ZProgram.safeParse(data).success).toBe(true);
    expect(data).toMatchObject({
      universityId: cairo.id,
      universityName: 'Cairo University',
      universityNameArabic: 'جامعة القاهرة',
      tuition: { annual: 60000, currency: 'EGP' },
      requirements: { gpa: 3, degree: "Bachelor's degree in computing" },
      applicationDeadline: '2027-06-30',
      onlineAvailable: false,
      isActive: true,
    });
    expect(data._id).toBe(data.id);
  });

  it('when the client sends other university names, then the copies still come from universityId', async () => {
    const response = await post({ ...programBody(other.id, { name: 'Master of Spoofing' }), universityName: 'Fake' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.universityName).toBe('Nile Test University');
  });

  it('when listing, then active programs come in the envelope with the default limit 50 and inactive ones are hidden', async () => {
    const body = (await get('/api/programs')).json();
    expect(body.pagination).toMatchObject({ page: 1, limit: 50 });
    expect(body.data.map((p: { id: string }) => p.id)).not.toContain(ids.hidden);
    expect(body.data.every((p: { isActive: boolean }) => p.isActive)).toBe(true);
  });

  it('when asking for an inactive program by id publicly, then 404 "Program not found"', async () => {
    const response = await get(`/api/programs/${ids.hidden}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Program not found' });
  });

  it('when the id is malformed, then 400 "Invalid id"; unknown, then 404', async () => {
    expect((await get('/api/programs/123')).json()).toMatchObject({ success: false, message: expect.stringMatching(/Invalid id/) });
    expect((await get(`/api/programs/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('when filtering by type, then only that type is listed', async () => {
    expect(await names('type=phd')).toEqual(['Doctor of Philosophy in Law']);
    expect(await names('type=masters')).not.toContain('Doctor of Philosophy in Law');
    expect((await get('/api/programs?type=bachelor')).statusCode).toBe(400);
  });

  it('when filtering by language, then only that language is listed', async () => {
    expect(await names('language=arabic')).toEqual(['Doctor of Philosophy in Law']);
    expect(await names('language=both')).toEqual(['Master of Business Administration']);
    expect((await get('/api/programs?language=french')).statusCode).toBe(400);
  });

  it('when filtering by university by English name, Arabic name (as typed) or id, then only its programs are listed', async () => {
    const expected = ['Doctor of Philosophy in Law', 'Master of Science in Data Science'];
    expect(await names('university=Cairo%20University')).toEqual(expected);
    expect(await names(`university=${encodeURIComponent('جامعه القاهره')}`)).toEqual(expected);
    expect(await names(`university=${cairo.id}`)).toEqual(expected);
    expect(await names('university=cairo')).toEqual(expected);
  });

  it('when searching in Arabic or English, then matching programs are found', async () => {
    expect(await names(`search=${encodeURIComponent('اداره الاعمال')}`)).toEqual(['Master of Business Administration']);
    expect(await names('search=business')).toEqual(['Master of Business Administration']);
    expect(await names('search=datta')).toContain('Master of Science in Data Science');
  });

  it('when combining type and search, then both apply', async () => {
    expect(await names('type=masters&search=law')).toEqual([]);
    expect(await names('type=phd&search=law')).toEqual(['Doctor of Philosophy in Law']);
  });

  it('when paging, then limit is capped at 100 and a bad page is 400', async () => {
    expect((await get('/api/programs?limit=1000')).json().pagination.limit).toBe(100);
    expect((await get('/api/programs?page=0')).statusCode).toBe(400);
    const page2 = (await get('/api/programs?limit=1&page=2')).json();
    expect(page2.data).toHaveLength(1);
    expect(page2.pagination.pages).toBe(page2.pagination.total);
  });

  it('when the admin list is asked, then inactive programs are included and can be filtered; visitors get 403', async () => {
    const all = (await get('/api/admin/programs?limit=100', h.admin)).json();
    expect(all.data.map((p: { id: string }) => p.id)).toContain(ids.hidden);
    const inactive = (await get('/api/admin/programs?isActive=false', h.admin)).json();
    expect(inactive.data.map((p: { id: string }) => p.id)).toEqual([ids.hidden]);
    expect((await get('/api/admin/programs', h.visitor)).statusCode).toBe(403);
    expect((await get('/api/admin/programs')).statusCode).toBe(401);
  });

  it('when the university does not exist, then 400 names universityId', async () => {
    const response = await post(programBody(randomUUID()));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'universityId', message: 'University not found' }]);
  });

  const rules: Array<[string, Record<string, unknown>, string, RegExp]> = [
    ['no university is chosen', { universityId: '' }, 'universityId', /University is required/],
    ['the type is unknown', { type: 'diploma' }, 'type', /Type must be one of/],
    ['the duration is 0', { duration: 0 }, 'duration', /at least 1/],
    ['the duration is 11', { duration: 11 }, 'duration', /at most 10/],
    ['the English name is blank', { name: '' }, 'name', /English name is required/],
    ['the Arabic name is missing', { nameArabic: undefined }, 'nameArabic', /Arabic name is required/],
    ['the faculty is missing', { faculty: undefined }, 'faculty', /Faculty is required/],
    ['the Arabic faculty is missing', { facultyArabic: ' ' }, 'facultyArabic', /Arabic faculty is required/],
    ['the language is unknown', { language: 'french' }, 'language', /Language must be one of/],
    ['the annual tuition is negative', { tuition: { annual: -1, currency: 'EGP' } }, 'tuition.annual', /at least 0/],
    ['the currency is unknown', { tuition: { annual: 1, currency: 'XYZ' } }, 'tuition.currency', /Currency must be one of/],
    ['the minimum GPA is above 4', { requirements: { gpa: 4.5, degree: 'BSc', degreeArabic: 'بكالوريوس' } }, 'requirements.gpa', /between 0 and 4/],
    ['the required degree is missing', { requirements: { gpa: 3, degreeArabic: 'بكالوريوس' } }, 'requirements.degree', /Required degree is required/],
    ['the Arabic required degree is missing', { requirements: { gpa: 3, degree: 'BSc' } }, 'requirements.degreeArabic', /Arabic required degree is required/],
    ['the deadline is not a date', { applicationDeadline: 'next June' }, 'applicationDeadline', /must be a date/],
    ['the application link is not a URL', { applicationLink: 'apply here' }, 'applicationLink', /valid URL/],
    ['the English description is missing', { description: '' }, 'description', /English description is required/],
    ['the Arabic description is missing', { descriptionArabic: undefined }, 'descriptionArabic', /Arabic description is required/],
  ];
  for (const [when, override, field, message] of rules) {
    it(`when ${when}, then 400 names ${field}`, async () => {
      const response = await post(programBody(cairo.id, { name: `Rule ${field}`, ...override }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, message: expect.stringMatching(message) })]));
    });
  }

  it('when the table toggle sends only {isActive:false}, then the program is hidden publicly and shown again after {isActive:true}', async () => {
    const off = await h.app.inject({ method: 'PUT', url: `/api/admin/programs/${ids.mba}`, headers: h.admin, payload: { isActive: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ isActive: false, name: 'Master of Business Administration', onlineAvailable: true });
    expect((await get(`/api/programs/${ids.mba}`)).statusCode).toBe(404);
    await h.app.inject({ method: 'PUT', url: `/api/admin/programs/${ids.mba}`, headers: h.admin, payload: { isActive: true } });
    expect((await get(`/api/programs/${ids.mba}`)).statusCode).toBe(200);
  });

  it('when a program is moved to another university, then the copied names follow; partial nested updates keep the rest', async () => {
    const response = await h.app.inject({
      method: 'PUT',
      url: `/api/admin/programs/${ids.law}`,
      headers: h.admin,
      payload: { universityId: other.id, requirements: { gpa: 3.2 }, tuition: { annual: 1000 } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      universityName: 'Nile Test University',
      requirements: { gpa: 3.2, degree: "Bachelor's degree in computing" },
      tuition: { annual: 1000, currency: 'EGP' },
    });
    const bad = await h.app.inject({ method: 'PUT', url: `/api/admin/programs/${ids.law}`, headers: h.admin, payload: { duration: 20 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('duration');
  });

  it('when writing without a token, then 401; with a visitor token, then 403', async () => {
    expect((await post(programBody(cairo.id), {} as typeof h.admin)).statusCode).toBe(401);
    expect((await post(programBody(cairo.id), h.visitor)).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'PUT', url: `/api/admin/programs/${ids.ds}`, payload: { isActive: false } })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'DELETE', url: `/api/admin/programs/${ids.ds}`, headers: h.visitor })).statusCode).toBe(403);
  });

  it('when an administrator deletes a program, then it is gone; deleting again is 404', async () => {
    const id = (await post(programBody(cairo.id, { name: 'Master of Temporary Things' }))).json().data.id;
    const response = await h.app.inject({ method: 'DELETE', url: `/api/admin/programs/${id}`, headers: h.admin });
    expect(response.json()).toEqual({ success: true, message: 'Program deleted successfully' });
    expect((await h.app.inject({ method: 'DELETE', url: `/api/admin/programs/${id}`, headers: h.admin })).statusCode).toBe(404);
  });
});
