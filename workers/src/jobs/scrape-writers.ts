/**
 * Where scraped records go in the catalogue: universities and scholarships through the bulk
 * import's upserts in 'fill-empty' mode — a scraper adds what is missing and never overwrites
 * or deletes what an administrator entered. Job postings and statistics have no catalogue
 * record of their own; they are counted and reported, not written.
 */
import type pg from 'pg';
import { upsertScholarship, upsertUniversity } from '@dalil/catalogue/bulk-import/upsert-records';
import type { ScrapeWriter } from '@dalil/jobs/scrapers/run-scrape';
import type { ScrapedScholarship, ScrapedUniversity } from '@dalil/jobs/scrapers/records';

const LATIN = /[A-Za-z]/;

async function writeUniversities(pool: pg.Pool, items: ScrapedUniversity[]): Promise<number> {
  let written = 0;
  for (const item of items) {
    const { outcome } = await upsertUniversity(
      pool,
      {
        name: item.name,
        ...(item.nameArabic ? { nameArabic: item.nameArabic } : {}),
        type: item.type ?? 'public',
        ...(item.city ? { location: LATIN.test(item.city) ? { city: item.city } : { cityArabic: item.city } } : {}),
        ...(item.website ? { website: item.website } : {}),
        sourceUrls: [item.sourceUrl],
      },
      'fill-empty',
    );
    if (outcome !== 'unchanged') written++;
  }
  return written;
}

async function writeScholarships(pool: pg.Pool, items: ScrapedScholarship[]): Promise<number> {
  let written = 0;
  for (const item of items) {
    const { outcome } = await upsertScholarship(
      pool,
      {
        name: item.name,
        provider: item.provider,
        type: item.type ?? 'international',
        applicationLink: item.applicationLink,
        ...(item.deadline ? { deadline: item.deadline } : {}),
        ...(item.description ? { description: item.description } : {}),
        sourceUrls: [item.sourceUrl],
      },
      'fill-empty',
    );
    if (outcome !== 'unchanged') written++;
  }
  return written;
}

export function catalogueWriter(pool: pg.Pool): ScrapeWriter {
  return async (kind, items) => {
    if (kind === 'universities') return writeUniversities(pool, items as ScrapedUniversity[]);
    if (kind === 'scholarships') return writeScholarships(pool, items as ScrapedScholarship[]);
    return 0;
  };
}
