/**
 * Catalogue bulk import and scraper upserts: domain functions the workers call (the jobs
 * service enqueues; the worker runs these against the catalogue's schema).
 *
 * CSV columns are the seed files' (services/catalogue/seed/*.csv) plus optional extras:
 * - universities: name_en, name_ar, type, governorate_en, governorate_ar, city_en, city_ar,
 *   established_year, website, description_en, description_ar, source_url
 *   [, rating, rank_local, rank_global, student_count, tuition_min, tuition_max,
 *   tuition_currency, application_link, thumbnail, gallery]
 * - scholarships: name_en, name_ar, provider_en, provider_ar, country, type, coverage, level,
 *   official_url, description_en, source_url [, description_ar, amount, currency, deadline, gpa,
 *   age_min, age_max, fields, nationality, benefits_en, benefits_ar, is_active]
 * - programs: university_name (English or Arabic), name_en, name_ar, type [, faculty_en,
 *   faculty_ar, specialization, language, duration_years, tuition_annual, currency, gpa,
 *   degree_en, degree_ar, deadline, online_available, application_link, description_en,
 *   description_ar, source_url, is_active]
 * Rows are upserted by English name (programs: by university, name and type), in one
 * transaction; a bad row is reported with its line number and reason and the good rows stay.
 */
import type pg from 'pg';
import { z } from 'zod';
import { normalizeSearchText } from '@dalil/contracts/common/text';
import { UNIVERSITY_TYPES } from '@dalil/contracts/catalogue/university';
import { ZScholarshipTypeInput, SCHOLARSHIP_COVERAGES, SCHOLARSHIP_CURRENCIES } from '@dalil/contracts/catalogue/scholarship';
import { optionalText, optionalUrl, requiredText, intBetween, numberField, dateField } from '@dalil/contracts/catalogue/fields';
import { inTransaction } from '../common/transaction.ts';
import type { CatalogueEvents } from '../events/catalogue-events.ts';
import { createUniversityRepository } from '../universities/university-repository.ts';
import type { TUniversity } from '@dalil/contracts/catalogue/university';
import {
  ZProgramRow,
  ZScholarshipRow,
  ZUniversityRow,
  facultyOf,
  programPatch,
  reasonOf,
  scholarshipPatch,
  universityPatch,
  type CsvRow,
} from './catalogue-rows.ts';
import { upsertProgram, upsertScholarship, upsertUniversity, type UpsertOutcome } from './upsert-records.ts';
import type { Queryable } from '@dalil/service-kit/database';
import { countCsvRows, detectSheetFormat, readRecords } from '../results/table-source.ts';

export type CatalogueImportKind = 'universities' | 'scholarships' | 'programs';

export interface CatalogueImportDeps {
  pool: pg.Pool;
  /** Publishes 'catalogue-changed' after the import commits, when given. */
  events?: CatalogueEvents;
}

export interface CatalogueImportResult {
  imported: number;
  updated: number;
  rejected: Array<{ row: number; reason: string }>;
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
      return (await upsertUniversity(client, universityPatch(parsed.data), 'overwrite')).outcome;
    };
  }
  if (kind === 'scholarships') {
    return async (client, row) => {
      const parsed = ZScholarshipRow.safeParse(row);
      if (!parsed.success) return reasonOf(parsed.error);
      return (await upsertScholarship(client, scholarshipPatch(parsed.data), 'overwrite')).outcome;
    };
  }
  const universities = await universityDirectory(db);
  return async (client, row) => {
    const parsed = ZProgramRow.safeParse(row);
    if (!parsed.success) return reasonOf(parsed.error);
    const university = universities.get(normalizeSearchText(parsed.data.university_name));
    if (!university) return `university_name: no university named '${parsed.data.university_name}' in the catalogue`;
    return (await upsertProgram(client, university, programPatch(parsed.data), 'overwrite')).outcome;
  };
}

/**
 * Imports one catalogue file, CSV or .xlsx by its content (see the header comment for the
 * columns), streamed row by row: a large file never sits in memory whole.
 */
export async function importCatalogueCsv(
  deps: CatalogueImportDeps,
  input: { kind: CatalogueImportKind; filePath: string; onProgress?: (p: { rowsRead: number; totalRows?: number }) => void | Promise<void> },
): Promise<CatalogueImportResult> {
  const totalRows = (await detectSheetFormat(input.filePath)) === 'csv' ? await countCsvRows(input.filePath) : undefined;
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
  });
  await input.onProgress?.({ rowsRead, totalRows: rowsRead });
  if (result.imported + result.updated > 0) {
    const entity = input.kind === 'universities' ? 'university' : input.kind === 'programs' ? 'program' : 'scholarship';
    await deps.events?.changed({ entity, action: 'imported', count: result.imported + result.updated });
  }
  return result;
}

function databaseReason(error: unknown): string {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code === '23514') return `a value is out of range (${e.constraint ?? 'check'})`;
  if (e.code === '23505') return 'duplicates another record';
  if (e.code === '22P02' || e.code === '22007' || e.code === '22008') return 'a value has the wrong format';
  return 'the database refused the row';
}

// ---------------------------------------------------------------- scrapers

const ZScrapedUniversity = z.object({
  name: requiredText('name', 300),
  nameArabic: optionalText('nameArabic', 300),
  type: z.enum(UNIVERSITY_TYPES, { message: `type must be one of: ${UNIVERSITY_TYPES.join(', ')}` }),
  description: optionalText('description'),
  descriptionArabic: optionalText('descriptionArabic'),
  city: optionalText('city', 200),
  cityArabic: optionalText('cityArabic', 200),
  governorate: optionalText('governorate', 200),
  governorateArabic: optionalText('governorateArabic', 200),
  establishedYear: intBetween('establishedYear', 900).nullish(),
  website: optionalUrl('website'),
  applicationLink: optionalUrl('applicationLink'),
  faculties: z.array(z.object({ name: requiredText('faculty name', 300), nameArabic: optionalText('faculty nameArabic', 300) })).optional(),
  sourceUrl: optionalUrl('sourceUrl'),
  sourceUrls: z.array(z.url({ protocol: /^https?$/ })).optional(),
  });

/** What a university scraper hands over: a name and type, and whatever else it found. */
export type ScrapedUniversity = z.input<typeof ZScrapedUniversity>;

const ZScrapedScholarship = z.object({
  name: requiredText('name', 300),
  nameArabic: optionalText('nameArabic', 300),
  provider: optionalText('provider', 300),
  providerArabic: optionalText('providerArabic', 300),
  country: optionalText('country', 200),
  type: ZScholarshipTypeInput,
  coverage: z.enum(SCHOLARSHIP_COVERAGES).nullish(),
  amount: numberField('amount').pipe(z.number().min(0)).nullish(),
  currency: z.enum(SCHOLARSHIP_CURRENCIES).nullish(),
  deadline: dateField('deadline').nullish(),
  level: z.array(z.string().trim().min(1)).optional(),
  applicationLink: optionalUrl('applicationLink'),
  description: optionalText('description'),
  descriptionArabic: optionalText('descriptionArabic'),
  sourceUrl: optionalUrl('sourceUrl'),
  sourceUrls: z.array(z.url({ protocol: /^https?$/ })).optional(),
});

/** What a scholarship scraper hands over. */
export type ScrapedScholarship = z.input<typeof ZScrapedScholarship>;

export interface ScrapeUpsertResult {
  imported: number;
  updated: number;
  unchanged: number;
  rejected: Array<{ index: number; name?: string; reason: string }>;
}

const urlsOf = (item: { sourceUrl?: string | null; sourceUrls?: string[] }) => [...(item.sourceUrl ? [item.sourceUrl] : []), ...(item.sourceUrls ?? [])];
const nullToUndefined = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/**
 * Scraped universities: new names are inserted; existing ones only get values they lack, new
 * faculties and new source URLs. Nothing is deleted and no stored value is replaced.
 */
export async function upsertScrapedUniversities(deps: CatalogueImportDeps, items: readonly ScrapedUniversity[]): Promise<ScrapeUpsertResult> {
  const result: ScrapeUpsertResult = { imported: 0, updated: 0, unchanged: 0, rejected: [] };
  await inTransaction(deps.pool, async (client) => {
    const universities = createUniversityRepository(client);
    for (const [index, item] of items.entries()) {
      const parsed = ZScrapedUniversity.safeParse(item);
      if (!parsed.success) {
        result.rejected.push({ index, name: (item as { name?: string }).name, reason: reasonOf(parsed.error) });
        continue;
      }
      const u = parsed.data;
      const { outcome, university } = await upsertUniversity(
        client,
        {
          name: u.name,
          nameArabic: nullToUndefined(u.nameArabic),
          type: u.type,
          description: nullToUndefined(u.description),
          descriptionArabic: nullToUndefined(u.descriptionArabic),
          location: { city: nullToUndefined(u.city), cityArabic: nullToUndefined(u.cityArabic), governorate: nullToUndefined(u.governorate), governorateArabic: nullToUndefined(u.governorateArabic) },
          establishedYear: nullToUndefined(u.establishedYear),
          website: nullToUndefined(u.website),
          applicationLink: nullToUndefined(u.applicationLink),
          faculties: u.faculties?.map((f) => facultyOf({ university_name_en: u.name, faculty_en: f.name, faculty_ar: f.nameArabic ?? undefined, source_url: urlsOf(u).slice(0, 1) })),
          sourceUrls: urlsOf(u),
        },
        'fill-empty',
      );
      // Additions that replace nothing: faculties and sources the record does not have yet.
      const known = new Set(university.faculties.map((f) => f.name.toLowerCase()));
      const newFaculties = (u.faculties ?? []).filter((f) => !known.has(f.name.toLowerCase()));
      const newSources = urlsOf(u).filter((s) => !university.sourceUrls.includes(s));
      let changed = outcome !== 'unchanged';
      if (outcome !== 'imported' && (newFaculties.length || newSources.length)) {
        const { _id, id, createdAt, updatedAt, ...data } = university;
        await universities.replace(university.id, {
          ...data,
          faculties: [...data.faculties, ...newFaculties.map((f) => facultyOf({ university_name_en: u.name, faculty_en: f.name, faculty_ar: f.nameArabic ?? undefined, source_url: urlsOf(u).slice(0, 1) }))],
          sourceUrls: [...data.sourceUrls, ...newSources],
        });
        changed = true;
      }
      if (outcome === 'imported') result.imported++;
      else if (changed) result.updated++;
      else result.unchanged++;
    }
  });
  if (result.imported + result.updated > 0) await deps.events?.changed({ entity: 'university', action: 'imported', count: result.imported + result.updated });
  return result;
}

/** Scraped scholarships: new names inserted; existing ones only get values they lack and new sources. */
export async function upsertScrapedScholarships(deps: CatalogueImportDeps, items: readonly ScrapedScholarship[]): Promise<ScrapeUpsertResult> {
  const result: ScrapeUpsertResult = { imported: 0, updated: 0, unchanged: 0, rejected: [] };
  await inTransaction(deps.pool, async (client) => {
    for (const [index, item] of items.entries()) {
      const parsed = ZScrapedScholarship.safeParse(item);
      if (!parsed.success) {
        result.rejected.push({ index, name: (item as { name?: string }).name, reason: reasonOf(parsed.error) });
        continue;
      }
      const s = parsed.data;
      const { outcome, scholarship } = await upsertScholarship(
        client,
        {
          name: s.name,
          nameArabic: nullToUndefined(s.nameArabic),
          provider: nullToUndefined(s.provider),
          providerArabic: nullToUndefined(s.providerArabic),
          country: nullToUndefined(s.country),
          type: s.type,
          coverage: nullToUndefined(s.coverage),
          amount: nullToUndefined(s.amount),
          currency: nullToUndefined(s.currency),
          deadline: nullToUndefined(s.deadline),
          level: s.level?.length ? s.level : undefined,
          applicationLink: nullToUndefined(s.applicationLink),
          description: nullToUndefined(s.description),
          descriptionArabic: nullToUndefined(s.descriptionArabic),
          sourceUrls: urlsOf(s),
        },
        'fill-empty',
      );
      const newSources = urlsOf(s).filter((u) => !scholarship.sourceUrls.includes(u));
      let changed = outcome !== 'unchanged';
      if (outcome !== 'imported' && newSources.length) {
        await upsertScholarship(client, { name: scholarship.name, type: scholarship.type, sourceUrls: [...scholarship.sourceUrls, ...newSources] }, 'overwrite');
        changed = true;
      }
      if (outcome === 'imported') result.imported++;
      else if (changed) result.updated++;
      else result.unchanged++;
    }
  });
  if (result.imported + result.updated > 0) await deps.events?.changed({ entity: 'scholarship', action: 'imported', count: result.imported + result.updated });
  return result;
}
