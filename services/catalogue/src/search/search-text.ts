/**
 * Catalogue search documents and queries, normalised the same way on both sides (alef forms,
 * ta marbuta, alef maqsura, tashkeel, tatweel, digits, case), with a light Arabic prefix stem
 * (ال، بال، وال، …) so "هندسه" finds "كلية الهندسة" and "القاهره" finds "قاهره".
 */
import { normalizeSearchText } from '@dalil/contracts/common/text';

const ARABIC_PREFIXES = ['وبال', 'وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
const ARABIC_LETTERS = /[\u0621-\u064A]/;

/** The word without its article-type prefix, or undefined when it has none. */
export function lightStem(word: string): string | undefined {
  if (!ARABIC_LETTERS.test(word)) return undefined;
  for (const prefix of ARABIC_PREFIXES) {
    if (word.startsWith(prefix) && word.length - prefix.length >= 2) return word.slice(prefix.length);
  }
  return undefined;
}

/** Words of a normalised text: letters and digits only. */
export function wordsOf(normalized: string): string[] {
  return normalized.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * A normalised search document from any fields: the text itself (for substring matches) and
 * the stemmed variants of its Arabic words (for word matches).
 */
export function searchDocument(parts: ReadonlyArray<string | null | undefined>): string {
  const text = normalizeSearchText(parts.filter((p): p is string => !!p && p.trim() !== '').join(' '));
  const stems = new Set<string>();
  for (const word of wordsOf(text)) {
    const stem = lightStem(word);
    if (stem) stems.add(stem);
  }
  return stems.size ? `${text} ${[...stems].join(' ')}` : text;
}

export interface SearchQuery {
  /** The whole query, normalised (for substring and similarity ranking). */
  normalized: string;
  /** Up to 8 words, each with its alternatives (the word as a prefix, its stem). */
  terms: Array<{ word: string; alternatives: string[] }>;
}

/** Parses what a visitor typed; undefined when nothing searchable is left. */
export function parseSearchQuery(raw: string | undefined): SearchQuery | undefined {
  if (!raw) return undefined;
  const normalized = normalizeSearchText(raw).slice(0, 200);
  const words = [...new Set(wordsOf(normalized))].slice(0, 8);
  if (!words.length) return undefined;
  return {
    normalized,
    terms: words.map((word) => {
      const stem = lightStem(word);
      return { word, alternatives: stem ? [word, stem] : [word] };
    }),
  };
}

/** A `to_tsquery('simple', …)` text: each alternative as a quoted prefix lexeme, OR-ed. */
export function prefixQuery(alternatives: readonly string[]): string {
  return alternatives.map((a) => `'${a.replace(/['\\]/g, '')}':*`).join(' | ');
}

/** `%term%` for LIKE with the pattern characters escaped. */
export function containsPattern(normalized: string): string {
  return `%${normalized.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
