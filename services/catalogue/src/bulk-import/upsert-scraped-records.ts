/**
 * Scraped records into the catalogue: the writer the scrape worker hands each source's records
 * to (scrapedRecordWriter, through the catalogue's worker entry). Universities and scholarships
 * are validated with their contract schemas, then written through their entity's writes: a
 * scrape only fills values a record lacks and adds the faculties and source URLs it does not
 * list; nothing is deleted and no stored value is replaced (../common/admin-edits.ts). City
 * price lines fill the cost figures a city has no amount for. Job postings and statistics
 * tables have no catalogue record; they are counted, not written.
 */
import type pg from 'pg';
import type { z } from 'zod';
import {
  ZScrapedScholarship, ZScrapedUniversity, type ScrapedFigure, type ScrapedRecordWriter, type ScrapedScholarship, type ScrapedUniversity,
} from '@dalil/contracts/jobs/scraped-records';
import type { DatabaseHandle } from '@dalil/service-kit/database';
import { inTransaction, reasonOf, type UpsertOutcome } from '../common/index.ts';
import { fillCityCostsFromScrape } from '../cost-of-living/index.ts';
import type { CatalogueEvents } from '../events/index.ts';
import { createScholarshipWrites } from '../scholarships/index.ts';
import { createUniversityWrites, facultyOf } from '../universities/index.ts';

export interface ScrapedWriteDeps {
  pool: pg.Pool;
  /** Publishes 'catalogue-changed' after the writes commit, when given. */
  events?: CatalogueEvents;
}

export interface ScrapeUpsertResult {
  imported: number;
  updated: number;
  unchanged: number;
  rejected: Array<{ index: number; name?: string; reason: string }>;
}

const urlsOf = (item: { sourceUrl?: string | null; sourceUrls?: string[] }) => [...(item.sourceUrl ? [item.sourceUrl] : []), ...(item.sourceUrls ?? [])];
const nullToUndefined = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/** Validates and writes each item in one transaction; an invalid item is reported by its index. */
async function upsertEach<S extends z.ZodType>(
  deps: ScrapedWriteDeps,
  entity: 'university' | 'scholarship',
  schema: S,
  items: readonly unknown[],
  write: (client: pg.PoolClient) => (item: z.output<S>) => Promise<{ outcome: UpsertOutcome }>,
): Promise<ScrapeUpsertResult> {
  const result: ScrapeUpsertResult = { imported: 0, updated: 0, unchanged: 0, rejected: [] };
  await inTransaction(deps.pool, async (client) => {
    const upsert = write(client);
    for (const [index, item] of items.entries()) {
      const parsed = schema.safeParse(item);
      if (parsed.success) result[(await upsert(parsed.data)).outcome]++;
      // The item failed its schema: only its optional name is read, to say which one.
      else result.rejected.push({ index, name: (item as { name?: string }).name, reason: reasonOf(parsed.error) });
    }
  });
  if (result.imported + result.updated > 0) await deps.events?.changed({ entity, action: 'imported', count: result.imported + result.updated });
  return result;
}

/** Scraped universities: new names are inserted; existing ones are completed (see the header). */
export function upsertScrapedUniversities(deps: ScrapedWriteDeps, items: readonly ScrapedUniversity[]): Promise<ScrapeUpsertResult> {
  return upsertEach(deps, 'university', ZScrapedUniversity, items, (client) => {
    const universities = createUniversityWrites(client);
    return (u) =>
      universities.upsertFromScrape({
        name: u.name,
        nameArabic: nullToUndefined(u.nameArabic),
        type: u.type,
        description: nullToUndefined(u.description),
        location: { city: nullToUndefined(u.city), cityArabic: nullToUndefined(u.cityArabic) },
        website: nullToUndefined(u.website),
        applicationLink: nullToUndefined(u.applicationLink),
        faculties: u.faculties?.map((f) => facultyOf({ university_name_en: u.name, faculty_en: f.name, faculty_ar: f.nameArabic ?? undefined, source_url: urlsOf(u).slice(0, 1) })),
        sourceUrls: urlsOf(u),
      });
  });
}

/** Scraped scholarships: new names are inserted; existing ones are completed (see the header). */
export function upsertScrapedScholarships(deps: ScrapedWriteDeps, items: readonly ScrapedScholarship[]): Promise<ScrapeUpsertResult> {
  return upsertEach(deps, 'scholarship', ZScrapedScholarship, items, (client) => {
    const scholarships = createScholarshipWrites(client);
    return (s) =>
      scholarships.upsertFromScrape({
        name: s.name,
        provider: nullToUndefined(s.provider),
        type: s.type,
        coverage: nullToUndefined(s.coverage),
        deadline: nullToUndefined(s.deadline),
        level: s.level?.length ? s.level : undefined,
        applicationLink: nullToUndefined(s.applicationLink),
        description: nullToUndefined(s.description),
        sourceUrls: urlsOf(s),
      });
  });
}

/** The scrape worker's writer: each kind's records to where the catalogue keeps them. */
export function scrapedRecordWriter(database: DatabaseHandle): ScrapedRecordWriter {
  return async (kind, items) => {
    // A parser of each kind yields that kind's records (the jobs service's parser registry); universities and scholarships are validated again here.
    const count = ({ imported, updated }: ScrapeUpsertResult) => imported + updated;
    if (kind === 'universities') return count(await upsertScrapedUniversities({ pool: database.pool }, items as ScrapedUniversity[]));
    if (kind === 'scholarships') return count(await upsertScrapedScholarships({ pool: database.pool }, items as ScrapedScholarship[]));
    if (kind === 'costs') return fillCityCostsFromScrape(database.db, (items as ScrapedFigure[]).filter((i) => 'label' in i));
    return 0;
  };
}
