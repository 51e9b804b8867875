/**
 * The one rule for what an administrator's edit protects, applied by every entity's writes
 * (universities/university-writes.ts, programs/program-writes.ts, scholarships/scholarship-writes.ts):
 *
 * - An administrator's create or update in the panel marks the record `edited_by_admin`.
 * - On a marked record every value it holds is the administrator's: no import and no scrape
 *   replaces or clears one. They may still fill a value the record lacks, and a scrape may add
 *   the faculties and source URLs the record does not list yet (adding replaces nothing).
 * - On an unmarked record an import (an administrator's file) replaces the values its rows give
 *   (a blank cell gives nothing); a scrape only fills empty values.
 * - The seed of the published data only inserts records (see seed/seed-catalogue.ts).
 *
 * Before this rule the bulk import replaced values on marked records too, while scrapes left
 * them; the two disagreed, and the rule that protects the administrator's edit was kept.
 */
import { differs, mergeRecord, type DeepPartial, type MergeMode } from './merge-record.ts';

/** Where a write comes from; an administrator's own create and update are not merged. */
export type WriteOrigin = 'seed' | 'import' | 'scrape';

type UpsertMode = 'insert-only' | MergeMode;

/** What an upsert did: added a record, changed a stored one, or found nothing to change. */
export type UpsertOutcome = 'imported' | 'updated' | 'unchanged';

/** How values from `origin` merge into a stored record (see the rule above). */
function mergeModeFor(origin: WriteOrigin, editedByAdmin: boolean): UpsertMode {
  if (origin === 'seed') return 'insert-only';
  if (origin === 'scrape' || editedByAdmin) return 'fill-empty';
  return 'overwrite';
}

/** The administrator's mark of a record, read and set by its table's repository. */
export interface AdminMarks {
  /** Marks an administrator's record: imports and scrapes keep its values, the re-seed skips it. */
  markEditedByAdmin(id: string): Promise<void>;
  isEditedByAdmin(id: string): Promise<boolean>;
}

/** An administrator's create or update: the record it wrote (if any) is marked, then returned. */
export async function markedAsAdmin<T extends { id: string } | undefined>(marks: AdminMarks, record: T): Promise<T> {
  if (record) await marks.markEditedByAdmin(record.id);
  return record;
}

type StoredRecord = { _id: string; id: string; createdAt: string; updatedAt: string };
export type RecordData<T extends StoredRecord> = Omit<T, '_id' | 'id' | 'createdAt' | 'updatedAt'>;

/** A stored record's own values (everything but its id and timestamps). */
export function dataOf<T extends StoredRecord>(record: T): RecordData<T> {
  const { _id, id, createdAt, updatedAt, ...data } = record;
  return data;
}

/**
 * Insert-or-merge of one record found by its natural key: inserted when `existing` is missing,
 * else merged in the mode the rule gives `origin` and saved only when something changed.
 */
export async function upsertRecord<T extends StoredRecord>(
  marks: AdminMarks,
  origin: WriteOrigin,
  input: { existing: T | undefined; patch: object; insert: () => Promise<T>; save: (existing: T, next: RecordData<T>) => Promise<T> },
): Promise<{ outcome: UpsertOutcome; record: T }> {
  const { existing } = input;
  if (!existing) return { outcome: 'imported', record: await input.insert() };
  const mode = mergeModeFor(origin, await marks.isEditedByAdmin(existing.id));
  if (mode === 'insert-only') return { outcome: 'unchanged', record: existing };
  const current = dataOf(existing);
  // An entity's input patch is a deep partial of its stored data; the generic T hides that from the compiler.
  const next = mergeRecord<RecordData<T>>(current, input.patch as DeepPartial<RecordData<T>>, mode);
  if (!differs(current, next)) return { outcome: 'unchanged', record: existing };
  return { outcome: 'updated', record: await input.save(existing, next) };
}
