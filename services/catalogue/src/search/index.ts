/** The feature's surface for the service's other features; they import it only through this file. */
export { pagedSql, rememberWords, searchSql, sortNameSql, SqlParams, withCorrections } from './search-sql.ts';
export { containsPattern, parseSearchQuery, searchDocument, type SearchQuery } from './search-text.ts';
