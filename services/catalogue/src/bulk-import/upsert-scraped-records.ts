/**
 * Scraped universities and scholarships into the catalogue: the domain functions the scrape
 * worker calls (workers/src/jobs/scrape-writers.ts). Each item is validated, then written
 * through its entity's writes: a scrape only fills values a record lacks and adds the faculties
 * and source URLs it does not list; nothing is deleted and no stored value is replaced
 * (../common/admin-edits.ts).
 */
import type pg from 'pg';
import { z } from 'zod';
import { UNIVERSITY_TYPES } from '@dalil/contracts/catalogue/university';
import { ZScholarshipTypeInput, SCHOLARSHIP_COVERAGES, SCHOLARSHIP_CURRENCIES } from '@dalil/contracts/catalogue/scholarship';
import { optionalText, optionalUrl, requiredText, intBetween, numberField, dateField } from '@dalil/contracts/catalogue/fields';
import { inTransaction, reasonOf, type UpsertOutcome } from '../common/index.ts';
import type { CatalogueEvents } from '../events/index.ts';
import { createScholarshipWrites } from '../scholarships/index.ts';
import { createUniversityWrites, facultyOf } from '../universities/index.ts';

export interface ScrapedWriteDeps {
  pool: pg.Pool;
  /** Publishes 'catalogue-changed' after the writes commit, when given. */
  events?: CatalogueEvents;
}

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
        descriptionArabic: nullToUndefined(u.descriptionArabic),
        location: { city: nullToUndefined(u.city), cityArabic: nullToUndefined(u.cityArabic), governorate: nullToUndefined(u.governorate), governorateArabic: nullToUndefined(u.governorateArabic) },
        establishedYear: nullToUndefined(u.establishedYear),
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
      });
  });
}
