import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cairoToday } from '@dalil/contracts/catalogue/scholarship-deadline';
import { openCatalogue, scholarshipBody, type Catalogue } from '../catalogue-support.ts';

/** YYYY-MM-DD `days` after today in Cairo. */
const dayFromToday = (days: number) => new Date(Date.parse(`${cairoToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const monthName = (monthsAhead: number) => {
  const date = new Date(Date.parse(`${cairoToday()}T00:00:00Z`));
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + monthsAhead);
  return date.toLocaleString('en', { month: 'long', timeZone: 'UTC' });
};

describe('the public scholarship list: level, open now, deadline order, Arabic name order', () => {
  let h: Catalogue;
  // Fixtures with known deadlines and levels, on an empty catalogue (nothing else is listed).
  const fixtures = [
    { name: 'Listing Alpha Award', nameArabic: 'منحة ياسمين', level: 'masters', deadline: dayFromToday(5), deadlineMonth: null },
    { name: 'Listing Beta Award', nameArabic: 'منحة الأمل', level: 'bachelor', deadline: null, deadlineMonth: `${monthName(2)} (the round may move)` },
    { name: 'Listing Gamma Award', nameArabic: 'منحة بدر', level: 'undergraduate, phd', deadline: dayFromToday(-1), deadlineMonth: null },
    { name: 'Listing Delta Award', nameArabic: 'منحة تميم', level: '', deadline: null, deadlineMonth: null },
  ];
  beforeAll(async () => {
    h = await openCatalogue();
    for (const f of fixtures) {
      // The admin form requires a date; the published data mostly has none (or only a usual month), set here as the seed stores it.
      const response = await h.app.inject({ method: 'POST', url: '/api/admin/scholarships', headers: h.admin, payload: scholarshipBody({ ...f, deadline: f.deadline ?? dayFromToday(1) }) });
      expect(response.statusCode, response.body).toBe(201);
      await h.pool.query('update scholarships set deadline = $2, deadline_month = $3 where id = $1', [response.json().data.id, f.deadline, f.deadlineMonth]);
    }
  });
  afterAll(async () => h?.close());

  const names = async (query: string) => {
    const response = await h.app.inject({ url: `/api/scholarships?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as Array<{ name: string }>).map((s) => s.name);
  };

  it('when filtering by level, then a bachelor filter also finds the older word "undergraduate", and only that level is listed', async () => {
    expect((await names('level=bachelor')).sort()).toEqual(['Listing Beta Award', 'Listing Gamma Award']);
    expect(await names('level=phd')).toEqual(['Listing Gamma Award']);
    expect(await names('level=postdoc')).toEqual([]);
    expect((await h.app.inject({ url: '/api/scholarships?level=kindergarten' })).statusCode).toBe(400);
  });

  it('when asking for open scholarships, then only a confirmed deadline not yet passed counts (a usual month is not a date)', async () => {
    expect(await names('open=true')).toEqual(['Listing Alpha Award']);
    expect(await names('open=false')).toHaveLength(fixtures.length);
  });

  it('when sorted by deadline, then the coming date, then the expected usual month, then the passed date, then no deadline', async () => {
    expect(await names('sort=deadline')).toEqual(['Listing Alpha Award', 'Listing Beta Award', 'Listing Gamma Award', 'Listing Delta Award']);
    const paged = (await h.app.inject({ url: '/api/scholarships?sort=deadline&limit=2&page=2' })).json();
    expect(paged.data.map((s: { name: string }) => s.name)).toEqual(['Listing Gamma Award', 'Listing Delta Award']);
    expect(paged.pagination).toMatchObject({ total: fixtures.length, pages: 2 });
    // With a search too: the matches, in deadline order.
    expect(await names('search=award&sort=deadline&level=bachelor')).toEqual(['Listing Beta Award', 'Listing Gamma Award']);
  });

  it('when listed for an Arabic page, then the order is the Arabic names in Arabic alphabetical order; otherwise the English names', async () => {
    const arabicOrder = [...fixtures].sort((a, b) => new Intl.Collator('ar').compare(a.nameArabic, b.nameArabic)).map((f) => f.name);
    expect(await names('lang=ar')).toEqual(arabicOrder);
    expect(await names('lang=en')).toEqual([...fixtures.map((f) => f.name)].sort());
    expect(arabicOrder).not.toEqual([...fixtures.map((f) => f.name)].sort());
  });
});
