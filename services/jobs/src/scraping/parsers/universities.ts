/**
 * University lists. The Supreme Council of Universities publishes its lists as tables (name,
 * governorate, website); Study in Egypt renders cards with JavaScript. A university name must
 * be present for a row to count.
 */
import type { ScrapedUniversity } from '@dalil/contracts/jobs/scraped-records';
import { ARABIC, absolute, cityField, load, markupChanged, text } from './html.ts';

function typeFromUrl(url: string): ScrapedUniversity['type'] {
  if (/private/i.test(url)) return 'private';
  if (/national|ahleya|ahlia/i.test(url)) return 'national';
  return 'public';
}

/** scu.eg: `table` rows → name (Arabic or English), governorate, website link. */
export function parseScuUniversities(html: string, sourceUrl: string): ScrapedUniversity[] {
  const $ = load(html);
  const rows = $('table tr').filter((_, tr) => $(tr).find('td').length >= 1);
  if (!rows.length) markupChanged(sourceUrl, 'a table of universities (table rows with cells)');
  const items: ScrapedUniversity[] = [];
  rows.each((_, tr) => {
    const cells = $(tr).find('td');
    const first = text(cells.eq(0).text());
    const name = /^\d+$/.test(first) ? text(cells.eq(1).text()) : first;
    if (!name || name.length < 4) return;
    const link = $(tr).find('a[href^="http"]').first().attr('href');
    const city = text(cells.eq(/^\d+$/.test(first) ? 2 : 1).text()) || undefined;
    const arabic = ARABIC.test(name);
    items.push({
      name: arabic ? (text($(tr).attr('data-name-en')) || name) : name,
      nameArabic: arabic ? name : undefined,
      ...cityField(city && city !== name && !/^https?:/.test(city) ? city : undefined),
      website: absolute(link, sourceUrl),
      type: typeFromUrl(sourceUrl),
      sourceUrl,
    });
  });
  return items;
}

/** study-in-egypt.gov.eg: cards rendered by the page's script. */
export function parseStudyInEgyptUniversities(html: string, sourceUrl: string): ScrapedUniversity[] {
  const $ = load(html);
  const cards = $('.university-card, [data-university], .card.university');
  if (!cards.length) markupChanged(sourceUrl, 'university cards (.university-card)');
  const items: ScrapedUniversity[] = [];
  cards.each((_, card) => {
    const el = $(card);
    const name = text(el.find('.university-name, h3, h4').first().text());
    if (!name) return;
    const arabicName = text(el.find('.university-name-ar, [lang="ar"]').first().text());
    const typeText = text(el.find('.university-type').text()).toLowerCase();
    items.push({
      name,
      nameArabic: arabicName || undefined,
      ...cityField(text(el.find('.university-location, .location').first().text()) || undefined),
      website: absolute(el.find('a[href]').first().attr('href'), sourceUrl),
      type: typeText.includes('private') ? 'private' : typeText.includes('national') ? 'national' : typeText ? 'public' : undefined,
      sourceUrl,
    });
  });
  return items;
}
