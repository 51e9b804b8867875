/** The feature's surface for the service's other features; they import it only through this file. */
export { dataOf, isEditedByAdmin, markedAsAdmin, upsertRecord, type UpsertOutcome, type WriteOrigin } from './admin-edits.ts';
export { completeFaculty, facultyNameKey, type StoredFaculty } from './faculties.ts';
export { differs, mergeRecord, type DeepPartial } from './merge-record.ts';
export { countDataRows, readAllRecords, readRecords, readSheet, readSheetBatches, type SheetRow } from './table-source.ts';
export { inTransaction } from './transaction.ts';
export type { BeforeCommit } from './import-commits.ts';
export { arabicOf } from './translations.ts';
