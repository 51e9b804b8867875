import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatalogue, type Catalogue } from '../catalogue-support.ts';

describe('Arabic-aware catalogue search (real seed data)', () => {
  let h: Catalogue;
  beforeAll(async () => {
    h = await openCatalogue({ seeded: true });
  });
  afterAll(async () => h?.close());

  const names = async (query: string, path = '/api/universities') => {
    const response = await h.app.inject({ url: `${path}?search=${encodeURIComponent(query)}` });
    expect(response.statusCode).toBe(200);
    return (response.json().data as Array<{ name: string }>).map((u) => u.name);
  };

  it('when searching "جامعه القاهره" (typed without hamza or ta marbuta), then Cairo University comes first', async () => {
    expect((await names('جامعه القاهره'))[0]).toBe('Cairo University');
  });

  it('when searching "cairo", then Cairo University comes first', async () => {
    expect((await names('cairo'))[0]).toBe('Cairo University');
  });

  it('when searching with tashkeel, tatweel and hamza forms "جَامِعَة القـاهِرة", then Cairo University comes first', async () => {
    expect((await names('جَامِعَة القـاهِرة'))[0]).toBe('Cairo University');
  });

  it('when searching "هندسه", then universities with a Faculty of Engineering are found', async () => {
    const found = await names('هندسه');
    expect(found).toEqual(expect.arrayContaining(['Cairo University', 'Ain Shams University', 'Alexandria University']));
  });

  it('when searching the misspelt "kairo", then Cairo University is found', async () => {
    expect(await names('kairo')).toContain('Cairo University');
  });

  it('when searching a partial word "alexand", then Alexandria University is found', async () => {
    expect((await names('alexand'))[0]).toBe('Alexandria University');
  });

  it('when searching a partial Arabic word "اسكندر", then Alexandria University is found', async () => {
    expect(await names('اسكندر')).toContain('Alexandria University');
  });

  it('when searching a governorate in Arabic "المنيا", then Minia University is found', async () => {
    expect(await names('المنيا')).toContain('Minia University');
  });

  it('when searching scholarships for "fulbright", then only Fulbright programmes are listed', async () => {
    const found = await names('fulbright', '/api/scholarships');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((n) => /fulbright/i.test(n))).toBe(true);
  });

  it('when searching scholarships in Arabic "منحه", then scholarships are found', async () => {
    expect((await names('منحه', '/api/scholarships')).length).toBeGreaterThan(0);
  });

  it('when the search has nothing searchable ("!!!"), then the unfiltered list is returned', async () => {
    const response = await h.app.inject({ url: '/api/universities?search=!!!' });
    expect(response.statusCode).toBe(200);
    expect(response.json().pagination.total).toBe(131);
  });

  it('when a search matches nothing, then the list is empty with total 0', async () => {
    const response = await h.app.inject({ url: '/api/universities?search=zzqqxxv' });
    expect(response.json()).toMatchObject({ success: true, data: [], pagination: { total: 0, page: 1 } });
  });
});
