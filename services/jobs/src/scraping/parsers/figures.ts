/** Job postings and statistics tables (CAPMAS indicators, Numbeo price lines). */
import type { ScrapedFigure, ScrapedJobPosting } from '@dalil/contracts/jobs/scraped-records';
import { absolute, load, markupChanged, parseAmount, text } from './html.ts';

/** Job boards: cards with a title link, a company and a location. */
export function parseJobPostings(html: string, sourceUrl: string): ScrapedJobPosting[] {
  const $ = load(html);
  const cards = $('[data-job], .job-card, .css-1gatmva, article.job');
  if (!cards.length) markupChanged(sourceUrl, 'job cards (.job-card)');
  const out: ScrapedJobPosting[] = [];
  cards.each((_, card) => {
    const el = $(card);
    const link = el.find('h2 a, h3 a, a.job-title').first();
    const title = text(link.text()) || text(el.find('h2, h3').first().text());
    if (!title) return;
    out.push({
      title,
      company: text(el.find('.company, .css-17s97q8').first().text()).replace(/\s*-\s*$/, '') || undefined,
      location: text(el.find('.location, .css-5wys0k').first().text()) || undefined,
      link: absolute(link.attr('href'), sourceUrl),
      sourceUrl,
    });
  });
  return out;
}

/** CAPMAS indicator pages: a table of indicator name and value. */
export function parseIndicatorTable(html: string, sourceUrl: string): ScrapedFigure[] {
  const $ = load(html);
  const rows = $('table tr').filter((_, tr) => $(tr).find('td').length >= 2);
  if (!rows.length) markupChanged(sourceUrl, 'an indicators table');
  const out: ScrapedFigure[] = [];
  rows.each((_, tr) => {
    const cells = $(tr).find('td');
    const label = text(cells.eq(0).text());
    const value = parseAmount(text(cells.last().text()));
    if (label && value !== undefined) out.push({ label, value, sourceUrl });
  });
  return out;
}

/** Numbeo: `table.data_wide_table` with item names and `.priceValue` cells in EGP. */
export function parseNumbeoCosts(html: string, sourceUrl: string): ScrapedFigure[] {
  const $ = load(html);
  const table = $('table.data_wide_table');
  if (!table.length) markupChanged(sourceUrl, 'the price table (table.data_wide_table)');
  const city = text($('h1').first().text()).replace(/^Cost of Living in\s*/i, '') || undefined;
  const out: ScrapedFigure[] = [];
  table.find('tr').each((_, tr) => {
    const label = text($(tr).find('td').first().text());
    const price = text($(tr).find('td.priceValue, td.priceValue span').first().text());
    const value = parseAmount(price);
    if (label && value !== undefined) out.push({ label, value, unit: /EGP|ج\.م|£/.test(price) || !/\$|€/.test(price) ? 'EGP' : undefined, city, sourceUrl });
  });
  return out;
}
