import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '@dalil/service-kit/testing';
import { ZCatalogueOverview } from '@dalil/contracts/catalogue/statistics';
import { ZUniversity } from '@dalil/contracts/catalogue/university';
import { openCatalogue, programBody, universityBody, type Catalogue } from '../catalogue-support.ts';

// The seeded catalogue: universities.csv and the institutions the Ministry's 2025/26 list adds.
const SEEDED = 131;

describe('universities', () => {
  let h: Catalogue;
  beforeAll(async () => {
    h = await openCatalogue({ seeded: true });
  });
  afterAll(async () => h?.close());

  const get = (url: string) => h.app.inject({ url });
  const create = (body: unknown, headers = h.admin) => h.app.inject({ method: 'POST', url: '/api/admin/universities', headers, payload: body as object });

  describe('public list', () => {
    it('when listing without parameters, then page 1 of 100 of the seeded universities comes in the envelope with pagination', async () => {
      const response = await get('/api/universities');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.pagination).toEqual({ page: 1, limit: 100, total: SEEDED, pages: 2 });
      expect(body.data).toHaveLength(100);
      for (const university of body.data) expect(ZUniversity.safeParse(university).success).toBe(true);
      const cairo = body.data.find((u: { name: string }) => u.name === 'Cairo University');
      expect(cairo).toMatchObject({
        nameArabic: 'جامعة القاهرة',
        type: 'public',
        establishedYear: 1908,
        website: 'https://cu.edu.eg',
        location: { governorate: 'Giza', governorateArabic: 'الجيزة', city: 'Giza', cityArabic: 'الجيزة' },
        tuitionRange: { min: null, max: null, currency: 'EGP' },
      });
      // Its own page first, then the Ministry's lists that type it, with their publisher.
      expect(cairo.sourceUrls[0]).toBe('https://en.wikipedia.org/wiki/Cairo_University');
      expect(cairo.sourceUrls).toContain('https://github.com/GamalNaserApdo/Sidrah-Soft/blob/9d83fcd41ec2208289c24f0b149f24327c7b8b11/src/data/egyptianUniversities.js');
      expect(cairo.sourceName).toMatch(/^Sidrah-Soft dataset/);
      expect(cairo._id).toBe(cairo.id);
      expect(cairo.faculties.map((f: { name: string }) => f.name)).toContain('Faculty of Engineering');
      expect(cairo.faculties[0].sourceUrl).toMatch(/^https:\/\/cu\.edu\.eg/);
    });

    it('when filtering by type, then only that type is listed', async () => {
      for (const type of ['public', 'private', 'national']) {
        const body = (await get(`/api/universities?type=${type}`)).json();
        expect(body.data.length).toBeGreaterThan(0);
        expect(body.data.every((u: { type: string }) => u.type === type)).toBe(true);
      }
      expect((await get('/api/universities?type=all')).json().pagination.total).toBe(SEEDED);
    });

    it('when the type filter is unknown, then 400 names the type parameter', async () => {
      const response = await get('/api/universities?type=military');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/type/);
    });

    it('when filtering by governorate in English or Arabic, then only universities of that governorate are listed', async () => {
      const english = (await get('/api/universities?governorate=alexandria')).json();
      const arabic = (await get(`/api/universities?governorate=${encodeURIComponent('الإسكندرية')}`)).json();
      expect(english.data.length).toBeGreaterThan(0);
      expect(english.data.every((u: { location: { governorate: string } }) => u.location.governorate === 'Alexandria')).toBe(true);
      expect(arabic.pagination.total).toBe(english.pagination.total);
    });

    it('when combining type, governorate and search, then every filter applies', async () => {
      const body = (await get(`/api/universities?type=public&governorate=Cairo&search=${encodeURIComponent('عين شمس')}`)).json();
      expect(body.data.map((u: { name: string }) => u.name)).toEqual(['Ain Shams University']);
    });

    it('when paging with limit 10, then pages do not overlap and the pagination block counts pages', async () => {
      const first = (await get('/api/universities?page=1&limit=10')).json();
      const second = (await get('/api/universities?page=2&limit=10')).json();
      expect(first.pagination).toEqual({ page: 1, limit: 10, total: SEEDED, pages: 14 });
      expect(second.data).toHaveLength(10);
      const ids = new Set(first.data.map((u: { id: string }) => u.id));
      expect(second.data.some((u: { id: string }) => ids.has(u.id))).toBe(false);
    });

    it('when asking for a page past the end, then the data is empty and the total is still right', async () => {
      const body = (await get('/api/universities?page=50&limit=10')).json();
      expect(body).toMatchObject({ success: true, data: [], pagination: { page: 50, total: SEEDED, pages: 14 } });
    });

    it('when the client accepts gzip, then the list comes compressed with the same content', async () => {
      const plain = await get('/api/universities');
      const zipped = await h.app.inject({ url: '/api/universities', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['content-type']).toMatch(/application\/json/);
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    });

    it('when limit is above 100, then it is capped at 100', async () => {
      expect((await get('/api/universities?limit=500')).json().pagination.limit).toBe(100);
    });

    it('when page is 0, negative or not a number, then 400 names page', async () => {
      for (const page of ['0', '-1', 'abc', '1.5']) {
        const response = await get(`/api/universities?page=${page}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false });
        expect(response.json().message).toMatch(/page/);
      }
    });

    it('when limit is 0, then 400 names limit', async () => {
      const response = await get('/api/universities?limit=0');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/limit/);
    });

    it('when page is written in Arabic-Indic digits, then it is understood', async () => {
      expect((await get(`/api/universities?limit=10&page=${encodeURIComponent('٢')}`)).json().pagination.page).toBe(2);
    });
  });

  describe('one university', () => {
    it('when asking for an existing id, then the university comes with its faculties', async () => {
      const list = (await get('/api/universities?search=cairo')).json();
      const id = list.data[0].id;
      const response = await get(`/api/universities/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, data: { id, _id: id, name: 'Cairo University' } });
    });

    it('when the id is malformed, then 400 says "Invalid id"', async () => {
      const response = await get('/api/universities/not-an-id');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Invalid id/);
    });

    it('when the id is unknown, then 404 says "University not found"', async () => {
      const response = await get(`/api/universities/${randomUUID()}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'University not found' });
    });
  });

  describe('overview statistics', () => {
    it('when asking for the overview, then counts come from the database in the agreed shape', async () => {
      const response = await get('/api/universities/stats/overview');
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(ZCatalogueOverview.strict().safeParse(data).success).toBe(true);
      expect(data.totalUniversities).toBe(SEEDED);
      expect(data.byType).toEqual({
        public: 28,
        technological: 14,
        'al-azhar': 1,
        national: 32,
        private: 37,
        'special-law': 1,
        'international-agreement': 8,
        'international-branch': 10,
      });
      const count = async (table: string) => Number((await h.pool.query(`select count(*) as n from ${table} where is_active`)).rows[0].n);
      expect(data.totalScholarships).toBe(await count('scholarships'));
      expect(data.totalPrograms).toBe(await count('programs'));
      expect(data.totalPrograms).toBeGreaterThan(3);
      const giza = data.byGovernorate.find((g: { governorate: string }) => g.governorate === 'Giza');
      expect(giza).toMatchObject({ governorateArabic: 'الجيزة' });
      expect(data.byGovernorate.reduce((n: number, g: { count: number }) => n + g.count, 0)).toBe(SEEDED - 8);
      const counts = data.byGovernorate.map((g: { count: number }) => g.count);
      expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    });
  });

  describe('admin writes', () => {
    it('when creating without a token, then 401; with a visitor token, then 403', async () => {
      expect((await create(universityBody(), {} as typeof h.admin)).statusCode).toBe(401);
      const visitor = await create(universityBody(), h.visitor);
      expect(visitor.statusCode).toBe(403);
      expect(visitor.json()).toEqual({ success: false, message: 'Administrator access required' });
    });

    it('when updating or deleting without a token, then 401', async () => {
      const id = randomUUID();
      expect((await h.app.inject({ method: 'PUT', url: `/api/admin/universities/${id}`, payload: { rating: 3 } })).statusCode).toBe(401);
      expect((await h.app.inject({ method: 'DELETE', url: `/api/admin/universities/${id}` })).statusCode).toBe(401);
      expect((await h.app.inject({ method: 'DELETE', url: `/api/admin/universities/${id}`, headers: h.visitor })).statusCode).toBe(403);
    });

    it('when an administrator creates a university, then 201 returns it, the thumbnail is the first photo and it is searchable', async () => {
      const response = await create(universityBody({ name: 'Delta Test University', nameArabic: 'جامعة الدلتا للاختبار' }));
      expect(response.statusCode).toBe(201);
      const data = response.json().data;
      expect(response.json().message).toBe('University created successfully');
      expect(data).toMatchObject({
        name: 'Delta Test University',
        rank: { local: 12, global: null },
        tuitionRange: { min: 40000, max: 90000, currency: 'EGP' },
        photos: { thumbnail: 'https://example.edu.eg/a.jpg', gallery: ['https://example.edu.eg/a.jpg', 'https://example.edu.eg/b.jpg'] },
      });
      expect(data.faculties[0]).toMatchObject({ name: 'Faculty of Engineering', availableDegrees: ['BSc', 'MSc'], requirements: [] });
      const found = (await get(`/api/universities?search=${encodeURIComponent('الدلتا للاختبار')}`)).json();
      expect(found.data[0].id).toBe(data.id);
    });

    it('when a university with the same English name exists, then 409', async () => {
      const response = await create(universityBody({ name: 'cairo university' }));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/already exists/);
    });

    const rules: Array<[string, Record<string, unknown>, string, RegExp]> = [
      ['the English name is blank', { name: '  ' }, 'name', /English name is required/],
      ['the Arabic name is missing', { nameArabic: undefined }, 'nameArabic', /Arabic name is required/],
      ['the type is unknown', { type: 'military' }, 'type', /Type must be one of/],
      ['the local rank is 0', { rank: { local: 0 } }, 'rank.local', /at least 1/],
      ['the global rank is 0', { rank: { local: 1, global: 0 } }, 'rank.global', /at least 1/],
      ['the rating is above 5', { rating: 5.5 }, 'rating', /between 0 and 5/],
      ['the rating has two decimals', { rating: 4.25 }, 'rating', /one decimal/],
      ['the established year is in the future', { establishedYear: new Date().getUTCFullYear() + 1 }, 'establishedYear', /future/],
      ['the established year is too early', { establishedYear: 500 }, 'establishedYear', /at least 900/],
      ['the minimum tuition is negative', { tuitionRange: { min: -1, max: 10 } }, 'tuitionRange.min', /at least 0/],
      ['the maximum tuition is below the minimum', { tuitionRange: { min: 100, max: 10 } }, 'tuitionRange.max', /at least the minimum/],
      ['the student count is negative', { studentCount: -5 }, 'studentCount', /at least 0/],
      ['the website is not a URL', { website: 'not a url' }, 'website', /valid URL/],
      ['the application link is a javascript: URL', { applicationLink: 'javascript:alert(1)' }, 'applicationLink', /valid URL/],
      ['a gallery line is not a URL', { photos: { gallery: 'https://a.example/x.jpg\nnot-a-url' } }, 'photos.gallery.1', /valid URL/],
    ];
    it('when no rank or fee is given, then the university is created with them empty (no default stands in for a fact)', async () => {
      const response = await create(universityBody({ name: 'Unranked Test University', rank: undefined, tuitionRange: undefined }));
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({ rank: { local: null, global: null }, tuitionRange: { min: null, max: null } });
    });

    for (const [when, override, field, message] of rules) {
      it(`when ${when}, then 400 names ${field}`, async () => {
        const response = await create(universityBody({ name: `Rule ${field} University`, ...override }));
        expect(response.statusCode).toBe(400);
        const body = response.json();
        expect(body.success).toBe(false);
        expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, message: expect.stringMatching(message) })]));
      });
    }

    it('when an administrator updates some fields, then only those change and program copies of the names follow', async () => {
      const university = (await create(universityBody({ name: 'Rename Me University', nameArabic: 'جامعة قبل التغيير' }))).json().data;
      const program = (
        await h.app.inject({ method: 'POST', url: '/api/admin/programs', headers: h.admin, payload: programBody(university.id) })
      ).json().data;
      const response = await h.app.inject({
        method: 'PUT',
        url: `/api/admin/universities/${university.id}`,
        headers: h.admin,
        payload: { name: 'Renamed University', nameArabic: 'جامعة بعد التغيير', rating: 3.5 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ name: 'Renamed University', rating: 3.5, rank: { local: 12 }, website: 'https://example.edu.eg' });
      const after = (await get(`/api/programs/${program.id}`)).json().data;
      expect(after).toMatchObject({ universityName: 'Renamed University', universityNameArabic: 'جامعة بعد التغيير' });
      const byNewName = (await get(`/api/programs?search=${encodeURIComponent('بعد التغيير')}`)).json();
      expect(byNewName.data.map((p: { id: string }) => p.id)).toContain(program.id);
    });

    it('when an update breaks a rule, then 400 names the field; when the body is empty, then 400', async () => {
      const id = (await get('/api/universities?search=cairo')).json().data[0].id;
      const bad = await h.app.inject({ method: 'PUT', url: `/api/admin/universities/${id}`, headers: h.admin, payload: { rating: 9 } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('rating');
      const empty = await h.app.inject({ method: 'PUT', url: `/api/admin/universities/${id}`, headers: h.admin, payload: {} });
      expect(empty.statusCode).toBe(400);
    });

    describe('the year and source of an edited fee or rank', () => {
      type Faculty = { key: string; name: string };
      const put = (id: string, payload: object) => h.app.inject({ method: 'PUT', url: `/api/admin/universities/${id}`, headers: h.admin, payload });
      const source = { year: '2025/26', sourceName: 'Faculty fee decree', sourceUrl: 'https://example.edu.eg/fees-2025' };
      // A seeded university with faculties (seeded faculty fees and ranks have no year or source here).
      const seeded = async (search: string) => {
        const found = (await get(`/api/universities?search=${encodeURIComponent(search)}`)).json().data[0];
        expect(found.faculties.length).toBeGreaterThan(0);
        return found as { id: string; name: string; faculties: Faculty[] };
      };

      it('when every seeded university is saved unchanged (faculties and ranks as stored), then 200 and the record is deep-equal', async () => {
        const pages = [...(await get('/api/universities?limit=100')).json().data, ...(await get('/api/universities?limit=100&page=2')).json().data];
        // The seeded ones (an administrator's own records, made by the tests above, name no publisher).
        const all = pages.filter((u: { sourceName: string | null }) => u.sourceName !== null);
        expect(all).toHaveLength(SEEDED);
        for (const before of all) {
          const response = await put(before.id, { faculties: before.faculties, rank: before.rank, rankSources: before.rankSources, tuitionRange: before.tuitionRange, tuitionSource: before.tuitionSource });
          expect(response.statusCode, before.name).toBe(200);
          const { updatedAt: _a, ...after } = response.json().data;
          const { updatedAt: _b, ...expected } = before;
          expect(after).toEqual(expected);
        }
      });

      it('when a fee is set or changed without its academic year, source name and source URL, then 400 names the faculty; with them, then 200 and they are kept', async () => {
        const university = await seeded('Ain Shams');
        const withFee = (amount: number, tuitionSource: object | null) =>
          university.faculties.map((f, i) => (i === 0 ? { ...f, tuitionPerSemester: { amount, currency: 'EGP' }, tuitionSource } : f));
        const refused = await put(university.id, { faculties: withFee(123456, null) });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({
          success: false,
          message: `Fee for ${university.faculties[0]!.name}: academic year, source name and source URL are required`,
          errors: [{ field: 'faculties.0.tuitionSource.year' }],
        });
        // Two of the three are still refused, pointing at the one left blank.
        const partial = await put(university.id, { faculties: withFee(123456, { ...source, sourceUrl: null }) });
        expect(partial.statusCode).toBe(400);
        expect(partial.json().errors[0].field).toBe('faculties.0.tuitionSource.sourceUrl');

        const saved = await put(university.id, { faculties: withFee(123456, source) });
        expect(saved.statusCode).toBe(200);
        expect(saved.json().data.faculties[0]).toMatchObject({ tuitionPerSemester: { amount: 123456 }, tuitionSource: source });
        // A changed amount whose source is cleared is refused again.
        expect((await put(university.id, { faculties: withFee(130000, null) })).statusCode).toBe(400);
      });

      it('when a faculty with a fee is added without a source, then 400; with no fee, then 200', async () => {
        const university = await seeded('Ain Shams');
        const added = { name: 'Faculty of Sourced Fees', nameArabic: 'كلية الرسوم الموثقة', tuitionPerSemester: { amount: 50000, currency: 'EGP' } };
        const refused = await put(university.id, { faculties: [...university.faculties, added] });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe('Fee for Faculty of Sourced Fees: academic year, source name and source URL are required');
        const noFee = await put(university.id, { faculties: [...university.faculties, { ...added, tuitionPerSemester: null }] });
        expect(noFee.statusCode).toBe(200);
      });

      it('when a fee range is set or changed without its academic year and source, then 400 names it; with them, then 200 and they are kept', async () => {
        const university = await seeded('Ain Shams');
        const refused = await put(university.id, { tuitionRange: { min: 51000, max: 61000, currency: 'EGP' } });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ success: false, message: 'Fee range: academic year, source name and source URL are required', errors: [{ field: 'tuitionSource.year' }] });
        const created = await create(universityBody({ name: 'Unsourced Fee Range University', tuitionSource: undefined }));
        expect(created.statusCode).toBe(400);
        expect(created.json().message).toBe('Fee range: academic year, source name and source URL are required');

        const feeSource = { year: '2025/26', sourceName: 'Ain Shams University fee decree', sourceUrl: 'https://www.asu.edu.eg/fees' };
        const saved = await put(university.id, { tuitionRange: { min: 51000, max: 61000, currency: 'EGP' }, tuitionSource: feeSource });
        expect(saved.statusCode).toBe(200);
        expect(saved.json().data).toMatchObject({ tuitionRange: { min: 51000, max: 61000 }, tuitionSource: feeSource });
        // Saved again unchanged, the kept source passes; a changed range with the source cleared does not.
        expect((await put(university.id, { tuitionRange: { min: 51000, max: 61000, currency: 'EGP' } })).statusCode).toBe(200);
        expect((await put(university.id, { tuitionRange: { min: 52000, max: 61000, currency: 'EGP' }, tuitionSource: null })).statusCode).toBe(400);
        // A range cleared to nothing needs no source.
        expect((await put(university.id, { tuitionRange: { min: null, max: null, currency: 'EGP' }, tuitionSource: null })).statusCode).toBe(200);
      });

      it('when a rank is set or changed without its year and source, then 400 names the rank; with them, then 200 and they are kept', async () => {
        const university = await seeded('Ain Shams');
        const refused = await put(university.id, { rank: { local: 7 } });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ success: false, message: 'Local rank: year, source name and source URL are required', errors: [{ field: 'rankSources.local.year' }] });
        const created = await create(universityBody({ name: 'Global Rank Without Source University', rank: { global: 900 }, rankSources: undefined }));
        expect(created.statusCode).toBe(400);
        expect(created.json().message).toBe('Global rank: year, source name and source URL are required');

        const rankSource = { year: '2026', sourceName: 'QS World University Rankings', sourceUrl: 'https://www.topuniversities.com/world-university-rankings' };
        const saved = await put(university.id, { rank: { local: 7 }, rankSources: { local: rankSource } });
        expect(saved.statusCode).toBe(200);
        expect(saved.json().data).toMatchObject({ rank: { local: 7 }, rankSources: { local: rankSource, global: null } });
        // Saved again unchanged, the kept source passes.
        expect((await put(university.id, { rank: { local: 7 } })).statusCode).toBe(200);
        const badYear = await put(university.id, { rank: { local: 8 }, rankSources: { local: { ...rankSource, year: 'last year' } } });
        expect(badYear.statusCode).toBe(400);
        expect(badYear.json().errors[0]).toMatchObject({ field: 'rankSources.local.year', message: 'Year must look like 2025 or 2025/26' });
      });
    });

    it('when updating an unknown university, then 404', async () => {
      const response = await h.app.inject({ method: 'PUT', url: `/api/admin/universities/${randomUUID()}`, headers: h.admin, payload: { rating: 3 } });
      expect(response.statusCode).toBe(404);
    });

    it('when deleting a university that still has programs, then 409 explains why; after its programs go, it is deleted', async () => {
      const university = (await create(universityBody({ name: 'Has Programs University' }))).json().data;
      const program = (await h.app.inject({ method: 'POST', url: '/api/admin/programs', headers: h.admin, payload: programBody(university.id) })).json().data;
      const refused = await h.app.inject({ method: 'DELETE', url: `/api/admin/universities/${university.id}`, headers: h.admin });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Cannot delete Has Programs University: 1 program still belongs to it. Delete or move it first.');
      await h.app.inject({ method: 'DELETE', url: `/api/admin/programs/${program.id}`, headers: h.admin });
      const deleted = await h.app.inject({ method: 'DELETE', url: `/api/admin/universities/${university.id}`, headers: h.admin });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ success: true, message: 'University deleted successfully' });
      expect((await get(`/api/universities/${university.id}`)).statusCode).toBe(404);
      expect((await h.app.inject({ method: 'DELETE', url: `/api/admin/universities/${university.id}`, headers: h.admin })).statusCode).toBe(404);
    });

    it('when an administrator writes, then a catalogue-changed event is published on Redis', async () => {
      const subscriber = new Redis(TEST_REDIS_URL);
      const received: string[] = [];
      await subscriber.subscribe(`${h.ctx.config.REDIS_PREFIX}:events:catalogue-changed`);
      subscriber.on('message', (_channel, message) => received.push(message));
      const created = (await create(universityBody({ name: 'Event University' }))).json().data;
      await new Promise((r) => setTimeout(r, 200));
      await subscriber.quit();
      expect(received.map((m) => JSON.parse(m))).toEqual([expect.objectContaining({ entity: 'university', action: 'created', id: created.id })]);
    });

    it('when another replica or a worker publishes catalogue-changed, then cached public answers are dropped', async () => {
      const url = '/api/universities?type=national&limit=5';
      const before = (await get(url)).json().pagination.total;
      // A change this replica did not make (an import worker, another replica).
      await h.pool.query(`update universities set type = 'national' where name = 'Cairo University'`);
      expect((await get(url)).json().pagination.total).toBe(before);
      const publisher = new Redis(TEST_REDIS_URL);
      await publisher.publish(`${h.ctx.config.REDIS_PREFIX}:events:catalogue-changed`, JSON.stringify({ entity: 'university', action: 'imported' }));
      await publisher.quit();
      await new Promise((r) => setTimeout(r, 200));
      expect((await get(url)).json().pagination.total).toBe(before + 1);
      await h.pool.query(`update universities set type = 'public' where name = 'Cairo University'`);
    });
  });
});
