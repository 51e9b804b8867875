/**
 * The Ministry's 2025/26 list applied to a catalogue that already runs: what is new is added,
 * types are corrected, and an administrator's edits, deletions and images are kept. Fixture
 * files only (the product's seed is not the oracle).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNIVERSITY_TYPES } from '@dalil/contracts/catalogue/university';
import { seedCatalogue } from '../../src/seed/seed-catalogue.ts';
import { openCatalogue, universityBody, type Catalogue } from '../catalogue-support.ts';

const csv = (rows: string[][]) => rows.map((cells) => cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n') + '\r\n';

const UNIVERSITIES = [
  ['name_en', 'name_ar', 'type', 'governorate_en', 'governorate_ar', 'city_en', 'city_ar', 'established_year', 'website', 'description_en', 'description_ar', 'source_url'],
  ['Fixture Public University', 'جامعة الاختبار الحكومية', 'public', 'Giza', 'الجيزة', '', '', '1950', '', 'A fixture.', 'جامعة للاختبار.', 'https://example.org/public'],
  ['Fixture Azhar University', 'جامعة الاختبار الأزهرية', 'public', 'Cairo', 'القاهرة', '', '', '', '', 'A fixture.', 'جامعة للاختبار.', 'https://example.org/azhar'],
  ['Fixture Edited University', 'جامعة الاختبار المعدلة', 'private', 'Cairo', 'القاهرة', '', '', '', '', 'A fixture.', 'جامعة للاختبار.', 'https://example.org/edited'],
  ['Fixture Removed University', 'جامعة الاختبار المحذوفة', 'private', 'Cairo', 'القاهرة', '', '', '', '', 'A fixture.', 'جامعة للاختبار.', 'https://example.org/removed'],
];
const SCHOLARSHIPS = [
  ['name_en', 'name_ar', 'provider_en', 'provider_ar', 'country', 'type', 'coverage', 'level', 'amount', 'currency', 'deadline_month', 'min_gpa', 'age_min', 'age_max', 'eligible_fields', 'benefits_en', 'official_url', 'description_en', 'source_url'],
  ['Fixture Scholarship', 'منحة الاختبار', 'Fixture Provider', 'جهة الاختبار', 'Egypt', 'domestic', 'full', 'bachelor', '', '', '', '', '', '', '', '', '', 'A fixture scholarship.', 'https://example.org/scholarship'],
];
const LIST_HEADER = ['name_en', 'name_ar', 'type', 'governorate_en', 'governorate_ar', 'city', 'founded_year', 'website', 'in_catalogue', 'source_name', 'source_url', 'catalogue_name_en', 'notes'];
const LIST = [
  LIST_HEADER,
  ['Fixture Public University', 'جامعة الاختبار الحكومية', 'public', 'Giza', 'الجيزة', 'Giza', '1950', 'https://public.example.edu.eg', 'yes', 'Fixture ministry list', 'https://example.org/list', 'Fixture Public University', ''],
  ['Fixture Azhar University', 'جامعة الاختبار الأزهرية', 'al-azhar', 'Cairo', 'القاهرة', '', '', '', 'yes', 'Fixture ministry list', 'https://example.org/list | https://example.org/list-2026', 'Fixture Azhar University', ''],
  ['Fixture Edited University', 'جامعة الاختبار المعدلة', 'national', 'Cairo', 'القاهرة', '', '', '', 'yes', 'Fixture ministry list', 'https://example.org/list', 'Fixture Edited University', ''],
  ['Fixture Removed University', 'جامعة الاختبار المحذوفة', 'private', 'Cairo', 'القاهرة', '', '', '', 'yes', 'Fixture ministry list', 'https://example.org/list', 'Fixture Removed University', ''],
  ['Misr University for Science and Technology (MUST)', 'جامعة مصر للعلوم والتكنولوجيا', 'private', 'Giza', 'الجيزة', '', '', 'http://www.must.edu.eg/', 'no', 'Fixture ministry list', 'https://example.org/list', '', ''],
  ['Fixture Branch University - Egypt branch (Fixture Foundation)', 'فرع جامعة الاختبار', 'international-branch', 'Cairo', 'القاهرة', 'New Administrative Capital', '2019', '', 'no', 'Fixture ministry list', 'https://example.org/branch', '', ''],
];
const ADDED = [
  ['name_en', 'city_ar', 'description_en', 'description_ar'],
  ['Misr University for Science and Technology (MUST)', '', 'A private university in Giza governorate.', 'جامعة خاصة في محافظة الجيزة.'],
  ['Fixture Branch University - Egypt branch (Fixture Foundation)', 'العاصمة الإدارية الجديدة', 'A fixture branch.', 'فرع للاختبار.'],
];

function seedDirectory(withList: boolean): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'dalil-list-'));
  writeFileSync(path.join(directory, 'universities.csv'), csv(UNIVERSITIES));
  writeFileSync(path.join(directory, 'faculties.csv'), csv([['university_name_en', 'faculty_en', 'faculty_ar', 'source_url']]));
  writeFileSync(path.join(directory, 'scholarships.csv'), csv(SCHOLARSHIPS));
  if (withList) {
    writeFileSync(path.join(directory, 'universities-complete.csv'), csv(LIST));
    writeFileSync(path.join(directory, 'universities-added.csv'), csv(ADDED));
  }
  return directory;
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

describe("the Ministry's list of universities", () => {
  let h: Catalogue;
  const ids = new Map<string, string>();
  beforeAll(async () => {
    h = await openCatalogue();
  });
  afterAll(async () => h?.close());

  const search = async (query: string) => (await h.app.inject({ url: `/api/universities?search=${encodeURIComponent(query)}` })).json().data as Array<{ name: string }>;

  it('when a catalogue that already runs is re-seeded with the list, then new institutions are added and types corrected, while edits, deletions and images stay', async () => {
    const before = await seedCatalogue(h.pool, seedDirectory(false));
    expect(before.problems).toEqual([]);
    const { rows } = await h.pool.query<{ id: string; name: string }>('select id::text as id, name from universities');
    for (const row of rows) ids.set(row.name, row.id);
    // An administrator edits one university, deletes another and a scholarship, and uploads a photo.
    const edited = await h.app.inject({ method: 'PUT', url: `/api/admin/universities/${ids.get('Fixture Edited University')}`, headers: h.admin, payload: { description: 'Edited by an administrator' } });
    expect(edited.statusCode).toBe(200);
    expect((await h.app.inject({ method: 'DELETE', url: `/api/admin/universities/${ids.get('Fixture Removed University')}`, headers: h.admin })).statusCode).toBe(200);
    const scholarship = (await h.app.inject({ url: '/api/scholarships?search=fixture' })).json().data[0];
    expect((await h.app.inject({ method: 'DELETE', url: `/api/admin/scholarships/${scholarship.id}`, headers: h.admin })).statusCode).toBe(200);
    const photo = await h.app.inject({
      method: 'PUT',
      url: `/api/admin/university-images/${ids.get('Fixture Azhar University')}/photo?author=A&licence=CC0&sourceUrl=https%3A%2F%2Fexample.org%2Fphoto`,
      headers: { ...h.admin, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(photo.statusCode).toBe(200);

    const outcome = await seedCatalogue(h.pool, seedDirectory(true));

    expect(outcome.problems).toEqual([]);
    expect(outcome.list).toEqual({ added: 2, retyped: 1, filled: 1, keptEdited: ['Fixture Edited University'] });
    const after = new Map((await h.pool.query<{ id: string; name: string }>('select id::text as id, name from universities')).rows.map((r) => [r.name, r.id]));
    // Same records (ids), none brought back, two added.
    for (const name of ['Fixture Public University', 'Fixture Azhar University', 'Fixture Edited University']) expect(after.get(name)).toBe(ids.get(name));
    expect(after.has('Fixture Removed University')).toBe(false);
    expect(after.size).toBe(5);
    expect((await h.app.inject({ url: '/api/scholarships?search=fixture' })).json().pagination.total).toBe(0);

    const azhar = (await h.app.inject({ url: `/api/universities/${ids.get('Fixture Azhar University')}` })).json().data;
    expect(azhar).toMatchObject({ type: 'al-azhar', sourceName: 'Fixture ministry list', images: [expect.objectContaining({ kind: 'photo', author: 'A' })] });
    expect(azhar.sourceUrls).toEqual(['https://example.org/azhar', 'https://example.org/list', 'https://example.org/list-2026']);
    const editedAfter = (await h.app.inject({ url: `/api/universities/${ids.get('Fixture Edited University')}` })).json().data;
    expect(editedAfter).toMatchObject({ type: 'private', description: 'Edited by an administrator' });
    // A value the record lacked is filled; one it had is kept.
    const publicAfter = (await h.app.inject({ url: `/api/universities/${ids.get('Fixture Public University')}` })).json().data;
    expect(publicAfter).toMatchObject({ type: 'public', website: 'https://public.example.edu.eg', establishedYear: 1950, description: 'A fixture.' });

    const branch = (await search('Fixture Branch'))[0];
    expect(branch).toMatchObject({
      type: 'international-branch',
      nameArabic: 'فرع جامعة الاختبار',
      location: { city: 'New Administrative Capital', cityArabic: 'العاصمة الإدارية الجديدة', governorate: 'Cairo', governorateArabic: 'القاهرة' },
      establishedYear: 2019,
      description: 'A fixture branch.',
      descriptionArabic: 'فرع للاختبار.',
      sourceName: 'Fixture ministry list',
      sourceUrls: ['https://example.org/branch'],
    });
  });

  it('when a student looks for MUST in English, by its acronym or in Arabic (spelt either way), then they find it', async () => {
    for (const query of ['Misr University for Science and Technology', 'MUST', 'must', 'جامعة مصر للعلوم والتكنولوجيا', 'جامعه مصر للعلوم', 'مصر للعلوم والتكنولوجيا']) {
      expect((await search(query)).map((u) => u.name)).toContain('Misr University for Science and Technology (MUST)');
    }
  });

  it('when the list is applied again, then nothing changes', async () => {
    const again = await seedCatalogue(h.pool, seedDirectory(true));
    expect(again.list).toEqual({ added: 0, retyped: 0, filled: 0, keptEdited: [] });
    expect(Number((await h.pool.query('select count(*) as n from universities')).rows[0].n)).toBe(5);
  });

  it('when the list is filtered by each of its types, then only universities of that type come back (and an unknown type is a 400)', async () => {
    const names = new Map<string, string>();
    for (const type of UNIVERSITY_TYPES) {
      const name = `Typed Fixture ${type}`;
      names.set(type, name);
      const created = await h.app.inject({ method: 'POST', url: '/api/admin/universities', headers: h.admin, payload: universityBody({ name, nameArabic: `جامعة ${type}`, type }) });
      expect(created.statusCode).toBe(201);
    }
    for (const type of UNIVERSITY_TYPES) {
      const body = (await h.app.inject({ url: `/api/universities?type=${type}&limit=100` })).json();
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((u: { type: string }) => u.type === type)).toBe(true);
      expect(body.data.map((u: { name: string }) => u.name)).toContain(names.get(type));
    }
    // The guidance filter accepts the same types (its answer is the placement engineer's).
    for (const type of UNIVERSITY_TYPES) {
      expect((await h.app.inject({ url: `/api/guidance/suggestions?score=300&maxScore=320&stream=science&type=${type}` })).statusCode).not.toBe(400);
    }
    expect((await h.app.inject({ url: '/api/guidance/suggestions?score=300&maxScore=320&stream=science&type=military' })).statusCode).toBe(400);
    const unknown = await h.app.inject({ url: '/api/universities?type=military' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/technological/);
  });
});
