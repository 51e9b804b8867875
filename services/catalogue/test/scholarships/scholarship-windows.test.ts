/**
 * Scholarship windows and statuses from the seed files (fixture files written here), the Arabic
 * companion files, and what the public list makes of them.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cairoToday } from '@dalil/contracts/catalogue/scholarship-deadline';
import { listScholarships } from '../../src/scholarships/read-scholarships.ts';
import { createScholarshipRepository } from '../../src/scholarships/scholarship-repository.ts';
import { seedScholarshipWindows } from '../../src/scholarships/seed-scholarship-windows.ts';
import { seedArabicTexts } from '../../src/seed/seed-arabic-texts.ts';
import { openCatalogue, scholarshipBody, type Catalogue } from '../catalogue-support.ts';

const csv = (rows: string[][]) => rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n') + '\r\n';
const dayFromToday = (days: number) => new Date(Date.parse(`${cairoToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The month number `ahead` months from this one. */
const monthFromNow = (ahead: number) => ((Number(cairoToday().slice(5, 7)) - 1 + ahead + 120) % 12) + 1;

const NAMES = { open: 'Window Open Award', usual: 'Window Usual Award', old: 'Window Old Award', ended: 'Window Ended Award', plain: 'Window Plain Award' };

describe('scholarship windows and statuses', () => {
  let h: Catalogue;
  let directory: string;
  const ids: Record<string, string> = {};

  const writeFiles = (overrides: { note?: string } = {}) => {
    writeFileSync(
      path.join(directory, 'scholarship-deadlines.csv'),
      csv([
        ['scholarship_name', 'intake', 'opens_on', 'closes_on', 'status', 'source_name', 'source_url', 'notes'],
        [NAMES.open, '2027/28', '', dayFromToday(6), 'confirmed', 'Aggregator One', 'https://example.org/one', overrides.note ?? 'LOW CONFIDENCE - single aggregator.'],
        [NAMES.open, '2026/27', dayFromToday(-400), dayFromToday(-300), 'confirmed', 'Official page', 'https://example.org/official', 'CLOSED.'],
        [NAMES.usual, '2027/28', '', '', 'recurring-pattern', 'Programme FAQ', 'https://example.org/faq | https://example.org/faq2', 'Pattern: opens this month, closes in two months.'],
        [NAMES.old, '2023/24', '', dayFromToday(-400), 'previous-cycle', 'University page', '', 'previous cycle: typical window.'],
        [NAMES.ended, '2025/26', '', dayFromToday(-390), 'previous-cycle', 'Final memo', 'https://example.org/memo', 'Final competition.'],
        ['No Such Award', '2027/28', '', dayFromToday(10), 'confirmed', 'Somewhere', '', ''],
      ]),
    );
    writeFileSync(
      path.join(directory, 'scholarship-deadlines-ar.csv'),
      csv([
        ['scholarship_name', 'intake', 'intake_ar', 'usual', 'confidence', 'confidence_note_en', 'confidence_note_ar', 'source_name_ar', 'notes_ar'],
        [NAMES.open, '2027/28', '2027/2028', '', 'low', 'Single aggregator source.', 'مصدر تجميعي واحد.', 'موقع تجميعي', 'ثقة منخفضة - موقع تجميعي واحد.'],
        [NAMES.usual, '2027/28', '2027/2028', `${monthFromNow(0)}>${monthFromNow(2)}`, '', '', '', 'الأسئلة الشائعة للبرنامج', 'النمط: يُفتح هذا الشهر ويُغلق بعد شهرين.'],
      ]),
    );
    writeFileSync(
      path.join(directory, 'scholarship-status.csv'),
      csv([
        ['name_en', 'status', 'since_en', 'since_ar', 'note_en', 'note_ar', 'source_name', 'source_name_ar', 'source_url'],
        [NAMES.ended, 'discontinued', 'October 2024', 'أكتوبر 2024', 'The programme has ended.', 'انتهى البرنامج.', 'Final memo', 'المذكرة الأخيرة', 'https://example.org/memo'],
      ]),
    );
  };

  beforeAll(async () => {
    h = await openCatalogue();
    directory = mkdtempSync(path.join(os.tmpdir(), 'dalil-windows-'));
    for (const [key, name] of Object.entries(NAMES)) {
      const response = await h.app.inject({ method: 'POST', url: '/api/admin/scholarships', headers: h.admin, payload: scholarshipBody({ name, nameArabic: `منحة ${key}` }) });
      expect(response.statusCode, response.body).toBe(201);
      ids[key] = response.json().data.id;
    }
    // As the published scholarships are: no confirmed deadline of their own.
    await h.pool.query('update scholarships set deadline = null');
    writeFiles();
  });
  afterAll(async () => h?.close());

  const list = async (query: string) => {
    const response = await h.app.inject({ url: `/api/scholarships?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Array<{ name: string; status: string; windows: Array<Record<string, unknown>>; statusNote: Record<string, unknown> | null }>;
  };
  const names = async (query: string) => (await list(query)).map((s) => s.name);

  it('when the windows are seeded, then each scholarship carries its windows in the file order with source, Arabic texts and confidence; a row naming no scholarship is skipped', async () => {
    const outcome = await seedScholarshipWindows(h.pool, directory);
    expect(outcome).toEqual({ windows: 5, statuses: 1, problems: [] });
    const open = (await h.app.inject({ url: `/api/scholarships/${ids.open}` })).json().data;
    expect(open.windows).toEqual([
      {
        intake: '2027/28',
        intakeArabic: '2027/2028',
        opensOn: null,
        closesOn: dayFromToday(6),
        status: 'confirmed',
        usual: [],
        note: 'LOW CONFIDENCE - single aggregator.',
        noteArabic: 'ثقة منخفضة - موقع تجميعي واحد.',
        sourceName: 'Aggregator One',
        sourceNameArabic: 'موقع تجميعي',
        sourceUrls: ['https://example.org/one'],
        year: '2027/28',
        confidence: 'low',
        confidenceNote: 'Single aggregator source.',
        confidenceNoteArabic: 'مصدر تجميعي واحد.',
      },
      expect.objectContaining({ intake: '2026/27', status: 'confirmed', opensOn: dayFromToday(-400), confidence: null, noteArabic: null }),
    ]);
    const usual = (await h.app.inject({ url: `/api/scholarships/${ids.usual}` })).json().data;
    expect(usual.windows[0]).toMatchObject({ status: 'recurring-pattern', usual: [{ opens: { months: [monthFromNow(0)] }, closes: { months: [monthFromNow(2)] } }], sourceUrls: ['https://example.org/faq', 'https://example.org/faq2'] });
  });

  it('when it runs again, then nothing changes; when a row changes, then only that window is updated', async () => {
    expect(await seedScholarshipWindows(h.pool, directory)).toEqual({ windows: 0, statuses: 0, problems: [] });
    writeFiles({ note: 'LOW CONFIDENCE - checked again.' });
    expect(await seedScholarshipWindows(h.pool, directory)).toEqual({ windows: 1, statuses: 0, problems: [] });
    // Read from the database: the service's answers are cached in its memory, which a start (when the seed runs) begins empty.
    expect((await createScholarshipRepository(h.pool).findById(ids.open!))!.windows[0]!.note).toBe('LOW CONFIDENCE - checked again.');
  });

  it('when a scholarship is discontinued, then it says so with its source and leaves the default list; `ended=true` lists it', async () => {
    expect(await names('limit=100')).not.toContain(NAMES.ended);
    const ended = await list('ended=true');
    expect(ended.map((s) => s.name)).toEqual([NAMES.ended]);
    expect(ended[0]).toMatchObject({
      status: 'discontinued',
      statusNote: { note: 'The programme has ended.', noteArabic: 'انتهى البرنامج.', since: 'October 2024', sinceArabic: 'أكتوبر 2024', sourceName: 'Final memo', sourceUrls: ['https://example.org/memo'] },
    });
    // Its own page still answers (a saved list or an old link).
    expect((await h.app.inject({ url: `/api/scholarships/${ids.ended}` })).json().data.status).toBe('discontinued');
  });

  it('when "open now" is asked for, then only a confirmed window running today counts; "usually open" lists the patterns open around now, apart', async () => {
    expect(await names('open=true')).toEqual([NAMES.open]);
    expect(await names('usuallyOpen=true')).toEqual([NAMES.usual]);
  });

  it('when sorted by deadline, then by the next known date: the confirmed date, the expected pattern month, the previous round\'s next anniversary, then nothing known', async () => {
    expect(await names('sort=deadline')).toEqual([NAMES.open, NAMES.usual, NAMES.old, NAMES.plain]);
  });

  it('when the list is read for another day (the clock is injected), then "open now" and "usually open" follow that day', async () => {
    const repository = createScholarshipRepository(h.pool);
    const on = async (query: Record<string, unknown>, today: string) =>
      (await listScholarships(repository, { page: 1, limit: 50, ...query } as Parameters<typeof listScholarships>[1], today)).items.map((s) => s.name);
    expect(await on({ open: true }, dayFromToday(7))).toEqual([]);
    expect(await on({ open: true }, dayFromToday(-350))).toEqual([NAMES.open]);
    const later = dayFromToday(200);
    const usualThen = (Number(later.slice(5, 7)) - monthFromNow(0) + 12) % 12 <= 2 || (Number(later.slice(5, 7)) % 12) + 1 === monthFromNow(0);
    expect(await on({ usuallyOpen: true }, later)).toEqual(usualThen ? [NAMES.usual] : []);
  });
});

describe('the Arabic versions of the published texts', () => {
  let h: Catalogue;
  let directory: string;
  beforeAll(async () => {
    h = await openCatalogue();
    directory = mkdtempSync(path.join(os.tmpdir(), 'dalil-arabic-'));
    for (const name of ['Arabic Seed Award', 'Arabic Edited Award']) {
      const response = await h.app.inject({ method: 'POST', url: '/api/admin/scholarships', headers: h.admin, payload: scholarshipBody({ name, amount: null, amountText: '1400 per month EUR', country: 'Various (leading universities abroad)' }) });
      expect(response.statusCode, response.body).toBe(201);
    }
    // As the seed leaves them: not an administrator's record, except the one marked below.
    await h.pool.query(`update scholarships set edited_by_admin = (name = 'Arabic Edited Award')`);
    for (const file of ['programs-ar.csv', 'cost-of-living-ar.csv']) writeFileSync(path.join(directory, file), file.startsWith('programs') ? 'university_en,name_en,type,specialization_ar,application_deadline_ar\r\n' : 'city_en,item,item_ar,unit_ar,year_text_ar,source_name_ar\r\n');
  });
  afterAll(async () => h?.close());

  const write = (description: string) =>
    writeFileSync(
      path.join(directory, 'scholarships-ar.csv'),
      csv([
        ['name_en', 'country_ar', 'amount_ar', 'deadline_month_ar', 'requirements_ar', 'eligible_fields_ar', 'benefits_ar', 'description_ar'],
        ['Arabic Seed Award', 'متنوعة (جامعات رائدة بالخارج)', '1400 يورو شهريًا', '', '', 'الهندسة;الطب', 'الرسوم الدراسية;راتب شهري', description],
        ['Arabic Edited Award', 'متنوعة', '1400 يورو شهريًا', '', '', '', '', 'ترجمة لن تُطبَّق.'],
      ]),
    );
  const get = async (name: string) => (await h.app.inject({ url: `/api/scholarships?search=${encodeURIComponent(name)}` })).json().data.find((s: { name: string }) => s.name === name);

  it('when the Arabic file is applied, then an unedited record gets every Arabic text, marked as a translation; an administrator\'s record keeps its own', async () => {
    write('منحة للاختبار بترجمة دليل.');
    expect(await seedArabicTexts(h.pool, directory)).toEqual({ scholarships: 1, programs: 0, prices: 0, problems: [] });
    expect(await get('Arabic Seed Award')).toMatchObject({
      countryArabic: 'متنوعة (جامعات رائدة بالخارج)',
      amountTextArabic: '1400 يورو شهريًا',
      descriptionArabic: 'منحة للاختبار بترجمة دليل.',
      benefitsArabic: ['الرسوم الدراسية', 'راتب شهري'],
      eligibility: { fieldsArabic: ['الهندسة', 'الطب'] },
      arabicTranslated: true,
    });
    expect(await get('Arabic Edited Award')).toMatchObject({ descriptionArabic: 'منحة للاختبار.', arabicTranslated: false, amountTextArabic: null });
    // The Arabic words are searchable.
    expect((await h.app.inject({ url: `/api/scholarships?search=${encodeURIComponent('رائدة بالخارج')}` })).json().data.map((s: { name: string }) => s.name)).toEqual(['Arabic Seed Award']);
  });

  it('when it runs again, then nothing changes; a corrected translation reaches the record on the next run', async () => {
    expect((await seedArabicTexts(h.pool, directory)).scholarships).toBe(0);
    write('منحة للاختبار بترجمة مصحَّحة.');
    expect((await seedArabicTexts(h.pool, directory)).scholarships).toBe(1);
    expect((await createScholarshipRepository(h.pool).findByName('Arabic Seed Award'))!.descriptionArabic).toBe('منحة للاختبار بترجمة مصحَّحة.');
  });

  it("when an administrator changes an English text that Dalil translated, then the stale translation is dropped, and Arabic the administrator sends is kept", async () => {
    const record = await get('Arabic Seed Award');
    const response = await h.app.inject({ method: 'PUT', url: `/api/admin/scholarships/${record.id}`, headers: h.admin, payload: { amountText: '1500 per month EUR', benefitsArabic: 'الرسوم\nراتب' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ amountText: '1500 per month EUR', amountTextArabic: null, benefitsArabic: ['الرسوم', 'راتب'], descriptionArabic: 'منحة للاختبار بترجمة مصحَّحة.' });
  });
});
