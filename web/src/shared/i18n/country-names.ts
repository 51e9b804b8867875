/**
 * Country names in the page's language. The data names countries in English ("United
 * Kingdom", "Egypt (preparatory year) / Germany"); each name is matched to its ISO region code
 * through the browser's own English names (Intl.DisplayNames), then named in the reader's
 * language. What is not a country ("Various …") is said in words; a remark in brackets is kept
 * as written.
 */
import { useTranslation } from 'react-i18next';

/** Names the data uses that the browser's English names no longer use. */
const OLDER_NAMES: Record<string, string> = { turkey: 'TR', 'czech republic': 'CZ', 'ivory coast': 'CI', swaziland: 'SZ', burma: 'MM' };

let codes: Map<string, string> | undefined;

/** English name (lower case) → region code, for every two-letter code the browser names. */
function codeByEnglishName(): Map<string, string> {
  if (codes) return codes;
  codes = new Map(Object.entries(OLDER_NAMES));
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const a of letters) {
    for (const b of letters) {
      const name = english.of(a + b);
      if (name && !codes.has(name.toLowerCase())) codes.set(name.toLowerCase(), a + b);
    }
  }
  return codes;
}

export function regionCodeOf(englishName: string): string | undefined {
  return codeByEnglishName().get(englishName.trim().toLowerCase());
}

/** The country text of a record, in `language`: "Egypt (preparatory year) / Germany" → "مصر (preparatory year) / ألمانيا". */
export function countryText(text: string, language: string, various: string): string {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  return text
    .split(' / ')
    .map((part) => {
      const [, name = part, remark] = /^([^(]+?)\s*(\(.*\))?$/.exec(part.trim()) ?? [];
      const code = regionCodeOf(name);
      const local = name.trim().toLowerCase() === 'various' ? various : code ? names.of(code) : undefined;
      return local ? [local, remark].filter(Boolean).join(' ') : part;
    })
    .join(' / ');
}

/** `countryText` for the page's language. */
export function useCountryName() {
  const { t, i18n } = useTranslation('common');
  return (text: string | null | undefined) => (text ? countryText(text, i18n.language, t('country.various')) : undefined);
}
