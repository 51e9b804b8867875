/** Scholarship pages of the official providers (DAAD, Fulbright, Chevening, ministries). */
import type { ScrapedScholarship } from '@dalil/contracts/jobs/scraped-records';
import { absolute, load, markupChanged, parseDate, text } from './html.ts';

/** DAAD scholarship database: result list items with a title link and the funding provider. */
export function parseDaadScholarships(html: string, sourceUrl: string): ScrapedScholarship[] {
  const $ = load(html);
  const items = $('.c-result-list__item, .resultlist__item, li.scholarship, article.scholarship');
  if (!items.length) markupChanged(sourceUrl, 'scholarship result items (.c-result-list__item)');
  const out: ScrapedScholarship[] = [];
  items.each((_, item) => {
    const el = $(item);
    const link = el.find('h2 a, h3 a, a.c-result-list__link').first();
    const name = text(link.text()) || text(el.find('h2, h3').first().text());
    if (!name) return;
    out.push({
      name,
      provider: text(el.find('.c-result-list__institution, .provider').first().text()) || 'DAAD',
      applicationLink: absolute(link.attr('href'), sourceUrl) ?? sourceUrl,
      deadline: parseDate(text(el.find('.c-result-list__deadline, .deadline').text())),
      description: text(el.find('p').first().text()) || undefined,
      type: 'international',
      sourceUrl,
    });
  });
  return out;
}

/** Fulbright Egypt: one article per program for Egyptian applicants. */
export function parseFulbrightScholarships(html: string, sourceUrl: string): ScrapedScholarship[] {
  const $ = load(html);
  const articles = $('article, .program-item, .elementor-post');
  if (!articles.length) markupChanged(sourceUrl, 'program articles');
  const out: ScrapedScholarship[] = [];
  articles.each((_, article) => {
    const el = $(article);
    const link = el.find('h2 a, h3 a, .entry-title a').first();
    const name = text(link.text()) || text(el.find('h2, h3').first().text());
    if (!name) return;
    out.push({
      name: /fulbright/i.test(name) ? name : `Fulbright ${name}`,
      provider: 'Fulbright Commission in Egypt',
      applicationLink: absolute(link.attr('href'), sourceUrl) ?? sourceUrl,
      deadline: parseDate(text(el.text())),
      description: text(el.find('p').first().text()) || undefined,
      type: 'international',
      sourceUrl,
    });
  });
  return out;
}

/** Chevening's country page describes one scholarship; the deadline sits in the text. */
export function parseCheveningScholarships(html: string, sourceUrl: string): ScrapedScholarship[] {
  const $ = load(html);
  const title = text($('h1').first().text());
  if (!title) markupChanged(sourceUrl, 'the page title (h1)');
  const body = text($('main, article, .content').first().text() || $('body').text());
  const deadlineSentence = body.match(/[^.]*(?:deadline|close[sd]?|closing)[^.]*\./i)?.[0] ?? '';
  return [{
    name: /chevening/i.test(title) ? title : `Chevening Scholarships — ${title}`,
    provider: 'UK Foreign, Commonwealth & Development Office (Chevening)',
    applicationLink: absolute($('a[href*="apply"]').first().attr('href'), sourceUrl) ?? sourceUrl,
    deadline: parseDate(deadlineSentence),
    description: text($('main p, article p').first().text()) || undefined,
    type: 'international',
    sourceUrl,
  }];
}

const SCHOLARSHIP_WORDS = /scholarship|fellowship|grant|منح|منحة|بعث|زمال/i;

/** Any official page listing scholarship links: links whose text names a scholarship. */
export function parseScholarshipLinks(html: string, sourceUrl: string): ScrapedScholarship[] {
  const $ = load(html);
  const main = $('main, article, #content, .content, body').first();
  if (!main.length) markupChanged(sourceUrl, 'the page content');
  const provider = text($('meta[property="og:site_name"]').attr('content')) || new URL(sourceUrl).hostname;
  const seen = new Set<string>();
  const out: ScrapedScholarship[] = [];
  main.find('a[href]').each((_, a) => {
    const name = text($(a).text());
    const href = absolute($(a).attr('href'), sourceUrl);
    if (!href || name.length < 8 || name.length > 200 || !SCHOLARSHIP_WORDS.test(name) || seen.has(name)) return;
    seen.add(name);
    out.push({ name, provider, applicationLink: href, type: 'international', sourceUrl });
  });
  return out;
}
