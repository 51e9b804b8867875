import { normalizeSearchText } from '@dalil/contracts/common/text';

/**
 * Client-side text filter: every word of the query must appear in one of the texts, after the
 * same Arabic normalisation the server applies (so 'جامعه القاهره' finds 'جامعة القاهرة').
 */
export function matchesText(query: string, texts: Array<string | null | undefined>): boolean {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeSearchText(texts.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}

/** Case- and spelling-insensitive equality of two labels (filters by a name in either language). */
export function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && normalizeSearchText(a) === normalizeSearchText(b));
}
