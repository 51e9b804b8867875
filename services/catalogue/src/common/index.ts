/** The feature's surface for the service's other features; they import it only through this file. */
export { dataOf, markedAsAdmin, upsertRecord, type UpsertOutcome, type WriteOrigin } from './admin-edits.ts';
export { completeFaculty, facultyNameKey, namedFaculty, type StoredFaculty } from './faculties.ts';
export { differs, mergeRecord, type DeepPartial } from './merge-record.ts';
export { countDataRows, readRecords, readSheet, readSheetBatches, type SheetRow } from './table-source.ts';
export { createSeedKeysRepository } from './seed-keys.ts';
export { insertOf, selectList, updateOf, type SqlRow } from './table-sql.ts';
export { inTransaction } from './transaction.ts';
export type { BeforeCommit } from './import-commits.ts';
export { arabicOf } from './translations.ts';
export { boolean, enumOf, figureYear, list, optional, plainNumber, readCsv, reasonOf, text, url, urls, type CsvRow } from './csv-rows.ts';
export { SEED_DIRECTORY } from './seed-directory.ts';
