/**
 * SQL pieces of the catalogue search, shared by universities, programs and scholarships. Each
 * table has `search_names`, `search_text` (normalised) and a generated `search_vector`.
 */
import type { TNameOrder } from '@dalil/contracts/catalogue/fields';
import { containsPattern, prefixQuery, wordsOf, type SearchQuery } from './search-text.ts';
import type { Queryable } from '@dalil/service-kit/database';

/** Positional parameters for hand-written SQL: `p.add(value)` answers `$n`. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const MIN_SIMILARITY = 0.3;

/**
 * Adds to each query word that is neither a stored word nor the start of one up to three
 * stored words spelt alike ("kairo" → "cairo"), found by trigram distance on the word dictionary.
 */
export async function withCorrections(db: Queryable, query: SearchQuery): Promise<SearchQuery> {
  const words = query.terms.map((t) => t.word).filter((w) => w.length >= 3);
  if (!words.length) return query;
  const { rows } = await db.query<{ word: string; term: string }>({
    name: 'catalogue-search-corrections',
    text: `select t.word, s.term
      from unnest($1::text[]) as t(word)
      cross join lateral (
        select c.term from catalogue_search_terms c order by c.term operator(public.<->) t.word limit 3
      ) s
      where not exists (
          -- a stored word starting with the query word (C collation: a plain b-tree range)
          select 1 from catalogue_search_terms e where e.term >= t.word collate "C" and e.term < (t.word || chr(1114111)) collate "C"
        )
        and public.similarity(s.term, t.word) >= ${MIN_SIMILARITY}`,
    values: [words],
  });
  if (!rows.length) return query;
  return {
    ...query,
    terms: query.terms.map((t) => ({
      ...t,
      alternatives: [...new Set([...t.alternatives, ...rows.filter((r) => r.word === t.word).map((r) => r.term)])],
    })),
  };
}

/** Remembers the words of new or changed search documents for typo correction. */
export async function rememberWords(db: Queryable, documents: readonly string[]): Promise<void> {
  const words = new Set<string>();
  for (const doc of documents) for (const w of wordsOf(doc)) if (w.length >= 3 && w.length <= 60) words.add(w);
  if (!words.size) return;
  await db.query('insert into catalogue_search_terms (term) select unnest($1::text[]) on conflict do nothing', [[...words]]);
}

/**
 * The match condition and relevance of a search, for a table aliased `alias`: every word must
 * match (as a prefix, its stem, a correction, or its English/Arabic stem), or the whole query
 * must appear as a substring. Relevance is computed on the short names column only (trigram
 * similarity, prefix and substring bonuses), which keeps ranking cheap on large result sets.
 */
export function searchSql(p: SqlParams, query: SearchQuery, alias: string): { where: string; rank: string } {
  const tsquery = query.terms
    .map((t) => {
      const word = p.add(t.word);
      return `(to_tsquery('simple', ${p.add(prefixQuery(t.alternatives))}) || plainto_tsquery('english', ${word}) || plainto_tsquery('arabic', ${word}))`;
    })
    .join(' && ');
  const normalized = p.add(query.normalized);
  const contains = p.add(containsPattern(query.normalized));
  const startsWith = p.add(`${query.normalized.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return {
    where: `(${alias}.search_vector @@ (${tsquery}) or ${alias}.search_text like ${contains})`,
    rank: `(2 * public.word_similarity(${normalized}, ${alias}.search_names)
      + public.similarity(${normalized}, ${alias}.search_names)
      + case when ${alias}.search_names like ${startsWith} then 1 else 0 end
      + case when ${alias}.search_names like ${contains} then 0.5 else 0 end)`,
  };
}

/**
 * The name a list is ordered by: the English name, or for `ar` the Arabic name (the English one
 * when there is none) in Arabic alphabetical order — the ICU Arabic collation, the same order as
 * the browser's Intl.Collator('ar').
 */
export function sortNameSql(alias: string, lang: TNameOrder | undefined): string {
  return lang === 'ar' ? `(coalesce(nullif(${alias}.name_arabic, ''), ${alias}.name) collate "ar-x-icu")` : `${alias}.name`;
}

/**
 * One page of a filtered, ranked list and the total, in one statement. Matching and ranking
 * touch only ids and search columns; the full rows are read for the page alone. An empty page
 * still answers one row carrying the total (with null columns). Equal ranks are in name order
 * (`lang`, see sortNameSql).
 */
export function pagedSql(options: {
  table: string;
  alias: string;
  columns: string;
  where: string[];
  rank?: string;
  p: SqlParams;
  page: number;
  limit: number;
  lang?: TNameOrder;
}): string {
  const { table, alias, columns, where, rank, p, page, limit, lang } = options;
  return `with matches as materialized (
      select ${alias}.id, ${rank ?? '0'} as rank, ${sortNameSql(alias, lang)} as name from ${table} ${alias} ${where.length ? `where ${where.join(' and ')}` : ''}
    ), page as (
      select id, rank, name from matches order by rank desc, name limit ${p.add(limit)} offset ${p.add((page - 1) * limit)}
    )
    select counted.total, ${columns}
    from (select count(*)::int as total from matches) counted
    left join (page join ${table} ${alias} on ${alias}.id = page.id) on true
    order by page.rank desc, page.name`;
}
