import * as cheerio from 'cheerio';
import { toWesternDigits } from '@dalil/contracts/common/text';
import { ScrapeError } from '../scrape-error.ts';

export type Doc = cheerio.CheerioAPI;

export function load(html: string): Doc {
  return cheerio.load(html);
}

/** Whitespace-folded text of an element. */
export function text(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

export function absolute(href: string | undefined, base: string): string | undefined {
  if (!href || href.startsWith('javascript:') || href.startsWith('#')) return undefined;
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The structure a parser relies on is gone: say which, so the admin knows what broke. */
export function markupChanged(source: string, expected: string): never {
  throw new ScrapeError(`The page markup changed: ${expected} not found on ${source}`);
}

export const ARABIC = /[\u0600-\u06FF]/;
const LATIN = /[A-Za-z]/;

/** A city as the page names it: Latin letters make it the English name, anything else the Arabic one. */
export function cityField(city: string | undefined): { city?: string; cityArabic?: string } {
  if (!city) return {};
  return LATIN.test(city) ? { city } : { cityArabic: city };
}

/** '12,500.00 ج.م' or 'EGP 1,200' → 12500 / 1200. */
export function parseAmount(raw: string): number | undefined {
  const digits = toWesternDigits(raw).replace(/[,\s]/g, '').match(/-?\d+(\.\d+)?/);
  if (!digits) return undefined;
  const value = Number(digits[0]);
  return Number.isFinite(value) ? value : undefined;
}

/** Dates like '7 October 2025', '2025-10-07', '07/10/2025' → yyyy-mm-dd. */
export function parseDate(raw: string): string | undefined {
  const iso = raw.match(/(20\d{2})-(\d{2})-(\d{2})/);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
  const named = raw.toLowerCase().match(/(\d{1,2})(?:st|nd|rd|th)?\s+(january|february|march|april|may|june|july|august|september|october|november|december)\s+(20\d{2})/);
  if (named) return `${named[3]}-${String(months.indexOf(named[2]!) + 1).padStart(2, '0')}-${named[1]!.padStart(2, '0')}`;
  const dmy = raw.match(/(\d{1,2})\/(\d{1,2})\/(20\d{2})/);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  return undefined;
}
