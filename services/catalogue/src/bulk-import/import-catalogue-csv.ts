/**
 * Catalogue bulk import: the domain function the import-csv worker calls (the jobs service
 * enqueues; the worker runs it against the catalogue's schema).
 *
 * CSV columns are the seed files' (services/catalogue/seed/*.csv) plus optional extras:
 * - universities: name_en, name_ar, type, governorate_en, governorate_ar, city_en, city_ar,
 *   established_year, website, description_en, description_ar, source_url
 *   [, rating, rank_local, rank_global (each with rank_<local|global>_year, _source_name and
 *   _source_url: a rank without all three rejects the row), student_count, tuition_min, tuition_max,
 *   tuition_currency (a fee range with tuition_year, tuition_source_name and tuition_source_url, the
 *   same way), application_link, thumbnail, gallery]
 * - scholarships: name_en, name_ar, provider_en, provider_ar, country, type, coverage, level,
 *   official_url, description_en, source_url [, description_ar, amount, currency, deadline, gpa,
 *   age_min, age_max, fields, nationality, benefits_en, benefits_ar, is_active]
 * - programs: university_name (English or Arabic), name_en, name_ar, type [, faculty_en,
 *   faculty_ar, specialization, language, duration_years, tuition_annual, currency, gpa,
 *   degree_en, degree_ar, deadline, online_available, application_link, description_en,
 *   description_ar, source_url, is_active]
 * Rows are upserted by English name (programs: by university, name and type), in one
 * transaction, through each entity's writes (what a row may replace on a record an
 * administrator edited: ../common/admin-edits.ts); a bad row is reported with its line number
 * and reason and the good rows stay.
 */
import type pg from 'pg';
import { normalizeSearchText } from '@dalil/contracts/common/text';
import type { TUniversity } from '@dalil/contracts/catalogue/university';
import type { TRejectedRow } from '@dalil/contracts/jobs/queues';
import { inTransaction, type BeforeCommit, type UpsertOutcome, countDataRows, readRecords, reasonOf, type CsvRow } from '../common/index.ts';
import type { CatalogueEvents } from '../events/index.ts';
import { createProgramWrites, programPatch, ZProgramRow } from '../programs/index.ts';
import { createScholarshipWrites, scholarshipPatch, ZScholarshipRow } from '../scholarships/index.ts';
import { createUniversityWrites, universityPatch, ZUniversityRow } from '../universities/index.ts';
import type { Queryable } from '@dalil/service-kit/database';

export type CatalogueImportKind = 'universities' | 'scholarships' | 'programs';

export interface CatalogueImportDeps {
  pool: pg.Pool;
  /** Publishes 'catalogue-changed' after the import commits, when given. */
  events?: CatalogueEvents;
}

export interface CatalogueImportResult {
  imported: number;
  updated: number;
  rejected: TRejectedRow[];
}

const PROGRESS_EVERY = 50;

type RowHandler = (db: Queryable, row: CsvRow) => Promise<UpsertOutcome | string>;

async function universityDirectory(db: Queryable) {
  const { rows } = await db.query<{ id: string; name: string; name_arabic: string | null }>('select id::text as id, name, name_arabic from universities');
  const byName = new Map<string, Pick<TUniversity, 'id' | 'name' | 'nameArabic'>>();
  for (const row of rows) {
    const university = { id: row.id, name: row.name, nameArabic: row.name_arabic };
    for (const key of [row.name, row.name_arabic]) if (key) byName.set(normalizeSearchText(key), university);
  }
  return byName;
}

async function handlerFor(kind: CatalogueImportKind, db: Queryable): Promise<RowHandler> {
  if (kind === 'universities') {
    return async (client, row) => {
      const parsed = ZUniversityRow.safeParse(row);
      if (!parsed.success) return reasonOf(parsed.error);
      return (await createUniversityWrites(client).upsertFromImport(universityPatch(parsed.data))).outcome;
    };
  }
  if (kind === 'scholarships') {
    return async (client, row) => {
      const parsed = ZScholarshipRow.safeParse(row);
      if (!parsed.success) return reasonOf(parsed.error);
      return (await createScholarshipWrites(client).upsertFromImport(scholarshipPatch(parsed.data))).outcome;
    };
  }
  const universities = await universityDirectory(db);
  return async (client, row) => {
    const parsed = ZProgramRow.safeParse(row);
    if (!parsed.success) return reasonOf(parsed.error);
    const university = universities.get(normalizeSearchText(parsed.data.university_name));
    if (!university) return `university_name: no university named '${parsed.data.university_name}' in the catalogue`;
    return (await createProgramWrites(client).upsertFromImport(university, programPatch(parsed.data))).outcome;
  };
}

/**
 * Imports one catalogue file, CSV or .xlsx by its content (see the header comment for the
 * columns), streamed row by row: a large file never sits in memory whole.
 */
export async function importCatalogueCsv(
  deps: CatalogueImportDeps,
  input: {
    kind: CatalogueImportKind;
    filePath: string;
    onProgress?: (p: { rowsRead: number; totalRows?: number }) => void | Promise<void>;
    /** Runs in the import's transaction just before COMMIT (the job records its run there). */
    beforeCommit?: BeforeCommit;
  },
): Promise<CatalogueImportResult> {
  const totalRows = await countDataRows(input.filePath);
  const result: CatalogueImportResult = { imported: 0, updated: 0, rejected: [] };
  let rowsRead = 0;
  await inTransaction(deps.pool, async (client) => {
    const handle = await handlerFor(input.kind, client);
    for await (const { row: line, record: row } of readRecords(input.filePath)) {
      rowsRead++;
      // A savepoint per row: a row the database refuses is reported, the others stay.
      await client.query('savepoint catalogue_row');
      try {
        const outcome = await handle(client, row);
        await client.query('release savepoint catalogue_row');
        if (outcome === 'imported') result.imported++;
        else if (outcome === 'updated') result.updated++;
        else if (outcome !== 'unchanged') result.rejected.push({ row: line, reason: outcome });
      } catch (error) {
        await client.query('rollback to savepoint catalogue_row');
        result.rejected.push({ row: line, reason: databaseReason(error) });
      }
      if (rowsRead % PROGRESS_EVERY === 0) await input.onProgress?.({ rowsRead, totalRows });
    }
    // The last report, and the last moment the import can be called off: after the commit
    // nothing may fail the job whose rows are stored (or skip the event below).
    await input.onProgress?.({ rowsRead, totalRows: rowsRead });
    // Rows that updated an existing record were stored too.
    await input.beforeCommit?.(client, { imported: result.imported + result.updated, rejected: result.rejected, rejectedCount: result.rejected.length });
  });
  if (result.imported + result.updated > 0) {
    const entity = input.kind === 'universities' ? 'university' : input.kind === 'programs' ? 'program' : 'scholarship';
    await deps.events?.changed({ entity, action: 'imported', count: result.imported + result.updated });
  }
  return result;
}

function databaseReason(error: unknown): string {
  // pg's DatabaseError fields, read off whatever was thrown (other errors have none of them).
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code === '23514') return `a value is out of range (${e.constraint ?? 'check'})`;
  if (e.code === '23505') return 'duplicates another record';
  if (e.code === '22P02' || e.code === '22007' || e.code === '22008') return 'a value has the wrong format';
  return 'the database refused the row';
}
