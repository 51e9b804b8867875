import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogueCsv } from '../../src/bulk-import/import-catalogue-csv.ts';
import { upsertScrapedScholarships, upsertScrapedUniversities } from '../../src/bulk-import/upsert-scraped-records.ts';
import { openCatalogue, type Catalogue } from '../catalogue-support.ts';

const directory = mkdtempSync(path.join(os.tmpdir(), 'dalil-catalogue-import-'));
let files = 0;
function csv(rows: string[][]): string {
  const file = path.join(directory, `import-${++files}.csv`);
  const text = rows.map((cells) => cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n');
  writeFileSync(file, `\uFEFF${text}\r\n`, 'utf8');
  return file;
}

const UNIVERSITY_HEADER = ['name_en', 'name_ar', 'type', 'governorate_en', 'governorate_ar', 'city_en', 'city_ar', 'established_year', 'website', 'description_en', 'description_ar', 'source_url'];

describe('catalogue bulk import and scraper upserts', () => {
  let h: Catalogue;
  beforeAll(async () => {
    h = await openCatalogue({ seeded: true });
  });
  afterAll(async () => h?.close());

  const university = async (search: string) => (await h.app.inject({ url: `/api/universities?search=${encodeURIComponent(search)}` })).json().data[0];

  it('when an import is called off at its last progress report (a cancelled job), then nothing of it is stored', async () => {
    const file = csv([UNIVERSITY_HEADER, ['Called Off University', 'جامعة ملغاة', 'private', 'Giza', 'الجيزة', '', '', '', '', '', '', '']]);
    const callOff = (p: { rowsRead: number }) => {
      if (p.rowsRead === 1) throw new Error('Cancelled by an administrator');
    };
    await expect(importCatalogueCsv({ pool: h.pool }, { kind: 'universities', filePath: file, onProgress: callOff })).rejects.toThrow('Cancelled by an administrator');
    expect(await university('Called Off University')).toBeUndefined();
  });

  it('when a universities CSV mixes new, existing and bad rows, then good rows are upserted and bad ones reported by line', async () => {
    const progress: Array<{ rowsRead: number; totalRows?: number }> = [];
    const file = csv([
      UNIVERSITY_HEADER,
      ['Import Test University', 'جامعة الاستيراد', 'private', 'Giza', 'الجيزة', '6th of October', 'السادس من أكتوبر', '2010', 'https://import.example.edu', 'Imported.', 'مستوردة.', 'https://example.org/a | https://example.org/b'],
      ['Cairo University', '', 'public', '', '', '', '', '', 'https://cu.edu.eg/new', '', '', ''],
      ['', 'بلا اسم', 'public', '', '', '', '', '', '', '', '', ''],
      ['Bad Type University', '', 'military', '', '', '', '', '', '', '', '', ''],
      ['Future Year University', '', 'public', '', '', '', '', '3000', '', '', '', ''],
      ['Bad Link University', '', 'public', '', '', '', '', '', 'not a link', '', '', ''],
    ]);
    const result = await importCatalogueCsv({ pool: h.pool }, { kind: 'universities', filePath: file, onProgress: (p) => void progress.push(p) });
    expect(result.imported).toBe(1);
    expect(result.updated).toBe(1);
    expect(result.rejected).toEqual([
      { row: 4, reason: expect.stringMatching(/name_en/) },
      { row: 5, reason: expect.stringMatching(/type must be one of/) },
      { row: 6, reason: expect.stringMatching(/established_year/) },
      { row: 7, reason: expect.stringMatching(/website/) },
    ]);
    expect(progress.at(-1)).toEqual({ rowsRead: 6, totalRows: 6 });

    const imported = await university('الاستيراد');
    expect(imported).toMatchObject({
      name: 'Import Test University',
      type: 'private',
      establishedYear: 2010,
      location: { city: '6th of October', governorate: 'Giza' },
      sourceUrls: ['https://example.org/a', 'https://example.org/b'],
    });
    // Blank cells keep stored values; given ones replace them.
    const cairo = await university('cairo');
    expect(cairo).toMatchObject({ website: 'https://cu.edu.eg/new', nameArabic: 'جامعة القاهرة', establishedYear: 1908 });
    expect(cairo.faculties.length).toBeGreaterThan(0);
  });

  it('when a universities CSV gives ranks, then a rank with its year, source name and source URL is stored with them, and one without them rejects its row', async () => {
    const header = [...UNIVERSITY_HEADER, 'rank_local', 'rank_local_year', 'rank_local_source_name', 'rank_local_source_url', 'rank_global', 'rank_global_year', 'rank_global_source_name', 'rank_global_source_url'];
    const blank = ['', '', '', '', '', '', '', '', ''];
    const file = csv([
      header,
      ['Ranked Import University', '', 'private', ...blank, '12', '٢٠٢٥/٢٦', 'Ranking Publisher', 'https://rank.example.org/2025', '', '', '', ''],
      ['Unsourced Rank University', '', 'private', ...blank, '', '', '', '', '900', '2025', 'QS', ''],
      ['Bad Rank Year University', '', 'private', ...blank, '3', 'last year', 'Publisher', 'https://rank.example.org', '', '', '', ''],
    ]);
    const result = await importCatalogueCsv({ pool: h.pool }, { kind: 'universities', filePath: file });
    expect(result).toMatchObject({ imported: 1, updated: 0 });
    expect(result.rejected).toEqual([
      { row: 3, reason: expect.stringMatching(/Global rank: year, source name and source URL are required/) },
      { row: 4, reason: expect.stringMatching(/rank_local_year must look like 2025 or 2025\/26/) },
    ]);
    expect(await university('Ranked Import University')).toMatchObject({
      rank: { local: 12, global: null },
      rankSources: { local: { year: '2025/26', sourceName: 'Ranking Publisher', sourceUrl: 'https://rank.example.org/2025' }, global: null },
    });
    expect(await university('Unsourced Rank University')).toBeUndefined();
  });

  it('when a universities CSV gives a fee range, then it comes with its academic year and source or its row is rejected', async () => {
    const header = [...UNIVERSITY_HEADER, 'tuition_min', 'tuition_max', 'tuition_year', 'tuition_source_name', 'tuition_source_url'];
    const blank = ['', '', '', '', '', '', '', '', ''];
    const file = csv([
      header,
      ['Sourced Fee Import University', '', 'private', ...blank, '50000', '90000', '2025/26', 'Fee Publisher', 'https://fees.example.org/2025'],
      ['Unsourced Fee Import University', '', 'private', ...blank, '50000', '', '', '', ''],
    ]);
    const result = await importCatalogueCsv({ pool: h.pool }, { kind: 'universities', filePath: file });
    expect(result).toMatchObject({ imported: 1, rejected: [{ row: 3, reason: expect.stringMatching(/Fee range: academic year, source name and source URL are required/) }] });
    expect(await university('Sourced Fee Import University')).toMatchObject({
      tuitionRange: { min: 50000, max: 90000 },
      tuitionSource: { year: '2025/26', sourceName: 'Fee Publisher', sourceUrl: 'https://fees.example.org/2025' },
    });
  });

  it('when the same file is imported twice, then the second run changes nothing', async () => {
    const file = csv([UNIVERSITY_HEADER, ['Twice Imported University', '', 'national', '', '', '', '', '', '', '', '', '']]);
    expect(await importCatalogueCsv({ pool: h.pool }, { kind: 'universities', filePath: file })).toEqual({ imported: 1, updated: 0, rejected: [] });
    expect(await importCatalogueCsv({ pool: h.pool }, { kind: 'universities', filePath: file })).toEqual({ imported: 0, updated: 0, rejected: [] });
  });

  it('when a programs CSV names universities in English or Arabic, then programs are attached; unknown universities are rejected', async () => {
    const file = csv([
      ['university_name', 'name_en', 'name_ar', 'type', 'faculty_en', 'language', 'duration_years', 'source_url'],
      ['Cairo University', 'Master of Science in Engineering', 'ماجستير العلوم في الهندسة', 'masters', 'Faculty of Engineering', 'english', '2', 'https://cu.edu.eg'],
      ['جامعة عين شمس', 'PhD in Law', 'دكتوراه في الحقوق', 'phd', 'Faculty of Law', 'arabic', '', ''],
      ['Nowhere University', 'Master of Nothing', '', 'masters', '', '', '', ''],
      ['Cairo University', 'Master of Bad Type', '', 'bachelor', '', '', '', ''],
      ['Cairo University', 'Master of Long Time', '', 'masters', '', '', '12', ''],
    ]);
    const result = await importCatalogueCsv({ pool: h.pool }, { kind: 'programs', filePath: file });
    expect(result).toEqual({
      imported: 2,
      updated: 0,
      rejected: [
        { row: 4, reason: "university_name: no university named 'Nowhere University' in the catalogue" },
        { row: 5, reason: expect.stringMatching(/type must be one of: masters, phd/) },
        { row: 6, reason: expect.stringMatching(/duration_years/) },
      ],
    });
    const programs = (await h.app.inject({ url: '/api/programs?university=' + encodeURIComponent('عين شمس') })).json().data;
    expect(programs).toEqual([expect.objectContaining({ name: 'PhD in Law', universityName: 'Ain Shams University', type: 'phd', language: 'arabic', duration: null, tuition: { annual: null, currency: 'EGP' } })]);
  });

  it('when a scholarships CSV is imported, then new ones are inserted and existing ones updated from the given cells', async () => {
    const file = csv([
      ['name_en', 'name_ar', 'provider_en', 'type', 'coverage', 'level', 'official_url', 'deadline', 'amount', 'currency', 'benefits_en', 'source_url'],
      ['Chevening Scholarships', '', '', 'international', '', '', 'https://www.chevening.org/', '', '', '', '', ''],
      ['Imported Local Grant', 'منحة محلية مستوردة', 'Local Fund', 'local', 'tuition-only', 'undergraduate', '', '2027-01-15', '5000', 'egp', 'Tuition; Books', 'https://example.org/grant'],
      ['Bad Coverage Grant', '', '', 'domestic', 'everything', '', '', '', '', '', '', ''],
    ]);
    const result = await importCatalogueCsv({ pool: h.pool }, { kind: 'scholarships', filePath: file });
    expect(result).toEqual({ imported: 1, updated: 1, rejected: [{ row: 4, reason: expect.stringMatching(/coverage must be one of/) }] });
    const grant = (await h.app.inject({ url: '/api/scholarships?search=imported%20local' })).json().data[0];
    expect(grant).toMatchObject({ type: 'domestic', coverage: 'tuition-only', amount: 5000, currency: 'EGP', deadline: '2027-01-15', benefits: ['Tuition', 'Books'] });
    const chevening = (await h.app.inject({ url: '/api/scholarships?search=chevening' })).json().data[0];
    expect(chevening).toMatchObject({ applicationLink: 'https://www.chevening.org/', coverage: 'full' });
  });

  it('when the file is not a CSV of the kind, then every row is rejected with a reason and nothing is written', async () => {
    const file = csv([['foo', 'bar'], ['1', '2']]);
    const result = await importCatalogueCsv({ pool: h.pool }, { kind: 'scholarships', filePath: file });
    expect(result.imported + result.updated).toBe(0);
    expect(result.rejected).toEqual([{ row: 2, reason: expect.stringMatching(/name_en/) }]);
  });

  it('when scrapers bring universities, then new ones are inserted, empty values filled and entered values, faculties and sources kept', async () => {
    const before = await university('عين شمس');
    await h.app.inject({ method: 'PUT', url: `/api/admin/universities/${before.id}`, headers: h.admin, payload: { description: 'Entered by an administrator' } });
    const result = await upsertScrapedUniversities({ pool: h.pool }, [
      {
        name: 'Ain Shams University',
        type: 'private',
        description: 'Scraped text that must not win',
        applicationLink: 'https://asu.edu.eg/apply',
        faculties: [{ name: 'Faculty of Engineering', nameArabic: 'كلية الهندسة' }, { name: 'Faculty of Scraping', nameArabic: 'كلية الجمع' }],
        sourceUrl: 'https://scraper.example/asu',
      },
      { name: 'Scraped New University', nameArabic: 'جامعة جديدة', type: 'national', sourceUrls: ['https://scraper.example/new'] },
      { name: '', type: 'public' },
    ]);
    expect(result).toMatchObject({ imported: 1, updated: 1, unchanged: 0, rejected: [{ index: 2, reason: expect.stringMatching(/name/) }] });
    const after = (await h.app.inject({ url: `/api/universities/${before.id}` })).json().data;
    expect(after.type).toBe('public');
    expect(after.description).toBe('Entered by an administrator');
    expect(after.applicationLink).toBe('https://asu.edu.eg/apply');
    expect(after.faculties.map((f: { name: string }) => f.name)).toEqual([...before.faculties.map((f: { name: string }) => f.name), 'Faculty of Scraping']);
    expect(after.sourceUrls).toEqual([...before.sourceUrls, 'https://scraper.example/asu']);
    expect(await university('جامعه جديده')).toMatchObject({ name: 'Scraped New University', sourceUrls: ['https://scraper.example/new'] });

    const again = await upsertScrapedUniversities({ pool: h.pool }, [{ name: 'Scraped New University', type: 'national', sourceUrls: ['https://scraper.example/new'] }]);
    expect(again).toMatchObject({ imported: 0, updated: 0, unchanged: 1 });
  });

  it('when scrapers bring scholarships, then empty values are filled, entered ones kept and nothing is deleted', async () => {
    const total = (await h.app.inject({ url: '/api/admin/scholarships?limit=100', headers: h.admin })).json().pagination.total;
    const result = await upsertScrapedScholarships({ pool: h.pool }, [
      { name: 'Chevening Scholarships', type: 'domestic', coverage: 'partial', deadline: '2027-11-05', sourceUrl: 'https://scraper.example/chevening' },
      { name: 'Scraped Grant', type: 'local', level: ['masters'] },
    ]);
    expect(result).toMatchObject({ imported: 1, updated: 1, rejected: [] });
    const chevening = (await h.app.inject({ url: '/api/scholarships?search=chevening' })).json().data[0];
    expect(chevening).toMatchObject({ type: 'international', coverage: 'full', deadline: '2027-11-05' });
    expect(chevening.sourceUrls).toContain('https://scraper.example/chevening');
    expect((await h.app.inject({ url: '/api/admin/scholarships?limit=100', headers: h.admin })).json().pagination.total).toBe(total + 1);
  });

  it('when an administrator has edited a record, then neither an import nor a scrape replaces a value entered, and both only fill what the record lacks', async () => {
    // The one rule (src/common/admin-edits.ts): before it, an import replaced an administrator's values.
    const cairo = (await h.pool.query<{ id: string }>("select id::text as id from universities where name = 'Cairo University'")).rows[0]!;
    const edit = await h.app.inject({ method: 'PUT', url: `/api/admin/universities/${cairo.id}`, headers: h.admin, payload: { website: 'https://admin.example/cairo', description: 'Entered by an administrator' } });
    expect(edit.statusCode).toBe(200);
    const universityFile = csv([
      [...UNIVERSITY_HEADER, 'application_link'],
      ['Cairo University', '', 'public', '', '', '', '', '', 'https://import.example/cairo', 'Imported text', '', '', 'https://import.example/cairo/apply'],
    ]);
    expect(await importCatalogueCsv({ pool: h.pool }, { kind: 'universities', filePath: universityFile })).toEqual({ imported: 0, updated: 1, rejected: [] });
    await upsertScrapedUniversities({ pool: h.pool }, [{ name: 'Cairo University', type: 'private', website: 'https://scraper.example/cairo', description: 'Scraped text' }]);
    expect((await h.app.inject({ url: `/api/universities/${cairo.id}` })).json().data).toMatchObject({
      type: 'public',
      website: 'https://admin.example/cairo',
      description: 'Entered by an administrator',
      applicationLink: 'https://import.example/cairo/apply',
    });

    const grant = (await h.app.inject({ url: '/api/scholarships?search=imported%20local' })).json().data[0];
    expect((await h.app.inject({ method: 'PUT', url: `/api/admin/scholarships/${grant.id}`, headers: h.admin, payload: { provider: 'Admin Fund' } })).statusCode).toBe(200);
    const scholarshipFile = csv([
      ['name_en', 'provider_en', 'type', 'country'],
      ['Imported Local Grant', 'Imported Fund', 'local', 'Egypt'],
    ]);
    expect(await importCatalogueCsv({ pool: h.pool }, { kind: 'scholarships', filePath: scholarshipFile })).toEqual({ imported: 0, updated: 1, rejected: [] });
    await upsertScrapedScholarships({ pool: h.pool }, [{ name: 'Imported Local Grant', type: 'local', provider: 'Scraped Fund' }]);
    expect((await h.app.inject({ url: `/api/scholarships/${grant.id}` })).json().data).toMatchObject({ provider: 'Admin Fund', country: 'Egypt' });

    const law = (await h.app.inject({ url: '/api/programs?university=' + encodeURIComponent('عين شمس') })).json().data[0];
    expect((await h.app.inject({ method: 'PUT', url: `/api/admin/programs/${law.id}`, headers: h.admin, payload: { language: 'english' } })).statusCode).toBe(200);
    const programFile = csv([
      ['university_name', 'name_en', 'type', 'language', 'tuition_annual'],
      ['Ain Shams University', 'PhD in Law', 'phd', 'arabic', '12000'],
    ]);
    expect(await importCatalogueCsv({ pool: h.pool }, { kind: 'programs', filePath: programFile })).toEqual({ imported: 0, updated: 1, rejected: [] });
    expect((await h.app.inject({ url: `/api/programs/${law.id}` })).json().data).toMatchObject({ language: 'english', tuition: { annual: 12000 } });
  });
});
