/**
 * The catalogue's domain API for the workers (package entry `@dalil/catalogue/worker`): the
 * imports, the scrape writer and the change events a queued job runs against the catalogue's
 * schema. Nothing else of the service is importable from outside it.
 */
export { importCatalogueCsv } from './bulk-import/import-catalogue-csv.ts';
export { scrapedRecordWriter } from './bulk-import/upsert-scraped-records.ts';
export { findImportCommit, holdImportLock, recordImportCommit, type BeforeCommit } from './common/import-commits.ts';
export { FileFormatError } from './common/table-source.ts';
export { CorruptPdfError, importPdfDocument } from './documents/import-pdf-document.ts';
export { createCatalogueEvents, type CatalogueEvents } from './events/catalogue-events.ts';
export { importCutoffs } from './results/import-cutoffs.ts';
export { importResults } from './results/import-results.ts';
export { RESULTS_VISIBLE_WITHIN_SECONDS } from './results/lookup-result.ts';
export { HeaderError } from './results/result-columns.ts';
