import { describe, expect, it } from 'vitest';
import { PARSERS } from '../../src/scraping/parsers/registry.ts';
import { parseAmount, parseDate } from '../../src/scraping/parsers/html.ts';

const parse = (id: string, html: string, url = 'https://example.org/page') => PARSERS[id]!.parse(html, url);

describe('scraper parsers', () => {
  it('when the DAAD result list is read, then each scholarship has a name, a link and a deadline', () => {
    const items = parse('daad-scholarships', `<ul>
      <li class="c-result-list__item"><h3><a href="/en/find-funding/scholarship-database/?detail=50015434">Research Grants – Doctoral Programmes in Germany</a></h3>
        <span class="c-result-list__institution">DAAD</span><span class="c-result-list__deadline">Deadline: 15 October 2025</span><p>Doctoral research in Germany.</p></li>
      <li class="c-result-list__item"><h3><a href="https://www.daad.eg/en/epos">EPOS Development-Related Postgraduate Courses</a></h3></li></ul>`, 'https://www.daad.eg/en/find-funding/scholarship-database/');
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      name: 'Research Grants – Doctoral Programmes in Germany', provider: 'DAAD', deadline: '2025-10-15',
      applicationLink: 'https://www.daad.eg/en/find-funding/scholarship-database/?detail=50015434',
    });
  });

  it('when the Chevening country page is read, then one scholarship with its closing date comes back', () => {
    const items = parse('chevening-scholarships', `<main><h1>Egypt</h1><p>Chevening Scholarships for Egyptian professionals.</p>
      <p>Applications for 2026/2027 close on 7 October 2025. Apply now.</p><a href="/apply">Apply</a></main>`, 'https://www.chevening.org/scholarship/egypt/');
    expect(items).toEqual([expect.objectContaining({ name: 'Chevening Scholarships — Egypt', deadline: '2025-10-07', applicationLink: 'https://www.chevening.org/apply' })]);
  });

  it('when an official page lists scholarship links, then only links naming a scholarship are kept', () => {
    const items = parse('generic-scholarship-links', `<main><a href="/a">Home</a><a href="/b">منحة الحكومة المجرية للطلاب المصريين</a>
      <a href="/c">Erasmus Mundus Joint Masters scholarships</a><a href="javascript:void(0)">scholarship popup link text</a></main>`);
    expect((items as Array<{ name: string }>).map((i) => i.name)).toEqual(['منحة الحكومة المجرية للطلاب المصريين', 'Erasmus Mundus Joint Masters scholarships']);
  });

  it('when Numbeo prices are read, then each line has an amount in EGP and the city', () => {
    const items = parse('numbeo-costs', `<h1>Cost of Living in Cairo</h1><table class="data_wide_table">
      <tr><td>Apartment (1 bedroom) in City Centre</td><td class="priceValue">12,500.00&nbsp;ج.م</td></tr>
      <tr><td>Monthly Pass (Regular Price)</td><td class="priceValue">400.00&nbsp;ج.م</td></tr></table>`);
    expect(items).toEqual([
      expect.objectContaining({ label: 'Apartment (1 bedroom) in City Centre', value: 12500, unit: 'EGP', city: 'Cairo' }),
      expect.objectContaining({ label: 'Monthly Pass (Regular Price)', value: 400 }),
    ]);
  });

  it('when a CAPMAS indicators table is read, then indicator names and values come back', () => {
    const items = parse('capmas-indicators', '<table><tr><th>Indicator</th><th>Value</th></tr><tr><td>معدل البطالة</td><td>٦٫٧</td></tr></table>');
    expect(items).toEqual([expect.objectContaining({ label: 'معدل البطالة', value: 6.7 })]);
  });

  it('when a job board is read, then titles, companies and links come back', () => {
    const items = parse('forasna-jobs', `<div class="job-card"><h2><a href="/job/1">Junior Accountant</a></h2><span class="company">Banque Misr -</span><span class="location">Cairo</span></div>`, 'https://forasna.com/jobs');
    expect(items).toEqual([{ title: 'Junior Accountant', company: 'Banque Misr', location: 'Cairo', link: 'https://forasna.com/job/1', sourceUrl: 'https://forasna.com/jobs' }]);
  });

  it.each([
    ['scu-universities', /a table of universities/],
    ['study-in-egypt-universities', /university cards/],
    ['daad-scholarships', /scholarship result items/],
    ['numbeo-costs', /price table/],
    ['forasna-jobs', /job cards/],
  ])('when the markup of %s changed, then it says which structure is missing', (id, message) => {
    expect(() => parse(id, '<html><body><div>redesigned page</div></body></html>')).toThrow(message);
  });

  it('when amounts and dates come in Arabic or English forms, then they are read', () => {
    expect(parseAmount('١٢٬٥٠٠ ج.م')).toBe(12500);
    expect(parseDate('Deadline: 1st March 2026')).toBe('2026-03-01');
    expect(parseDate('07/10/2025')).toBe('2025-10-07');
  });
});
