/**
 * Where scraped records go in the catalogue: universities and scholarships through the
 * catalogue's scrape use case (bulk-import/upsert-scraped-records.ts, which writes through each
 * entity's writes) — a scraper adds what is missing and never overwrites or deletes what an
 * administrator entered. City price lines fill only the cost figures a city has no amount for,
 * with their source. Job postings and statistics tables have no catalogue record of their own;
 * they are counted and reported, not written.
 */
import type pg from 'pg';
import type { TCityCostsInput, TCostCategory } from '@dalil/contracts/cost-of-living/city-costs';
import type { DatabaseHandle } from '@dalil/service-kit/database';
import { createCityCostsRepository } from '@dalil/catalogue/cost-of-living/city-costs-repository';
import { upsertCityCosts } from '@dalil/catalogue/cost-of-living/upsert-city-costs';
import { upsertScrapedScholarships, upsertScrapedUniversities } from '@dalil/catalogue/bulk-import/upsert-scraped-records';
import type { ScrapeWriter } from '@dalil/jobs/scraping/run-scrape';
import type { ScrapedFigure, ScrapedScholarship, ScrapedUniversity } from '@dalil/jobs/scraping/records';

const LATIN = /[A-Za-z]/;

async function writeUniversities(pool: pg.Pool, items: ScrapedUniversity[]): Promise<number> {
  const result = await upsertScrapedUniversities(
    { pool },
    items.map((item) => ({
      name: item.name,
      nameArabic: item.nameArabic,
      type: item.type ?? 'public',
      ...(item.city ? (LATIN.test(item.city) ? { city: item.city } : { cityArabic: item.city }) : {}),
      website: item.website,
      sourceUrl: item.sourceUrl,
    })),
  );
  return result.imported + result.updated;
}

async function writeScholarships(pool: pg.Pool, items: ScrapedScholarship[]): Promise<number> {
  const result = await upsertScrapedScholarships(
    { pool },
    items.map((item) => ({
      name: item.name,
      provider: item.provider,
      type: item.type ?? 'international',
      applicationLink: item.applicationLink,
      deadline: item.deadline,
      description: item.description,
      sourceUrl: item.sourceUrl,
    })),
  );
  return result.imported + result.updated;
}

/** Price lines that measure one category of a student's monthly costs. */
const COST_LINES: Array<{ pattern: RegExp; category: TCostCategory; basisArabic: string }> = [
  { pattern: /^Apartment \(1 bedroom\) Outside of Cent(re|er)/i, category: 'housing', basisArabic: 'إيجار شقة بغرفة نوم واحدة خارج وسط المدينة، شهريًا' },
  { pattern: /^Monthly Pass/i, category: 'transport', basisArabic: 'اشتراك شهري في المواصلات العامة' },
  { pattern: /^Basic \(Electricity/i, category: 'utilities', basisArabic: 'المرافق الأساسية (كهرباء ومياه وقمامة) لشقة 85 م²، شهريًا' },
];

const slugOf = (city: string) => city.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

async function writeCityCosts(database: DatabaseHandle, items: ScrapedFigure[]): Promise<number> {
  const repository = createCityCostsRepository(database.db);
  const byCity = new Map<string, ScrapedFigure[]>();
  for (const item of items) if (item.city && item.unit === 'EGP') byCity.set(slugOf(item.city), [...(byCity.get(slugOf(item.city)) ?? []), item]);
  let written = 0;
  for (const [slug, figures] of byCity) {
    // Only cities the catalogue already has (with their Arabic names) are completed.
    const city = await repository.findBySlug(slug);
    if (!city) continue;
    // The stored costs are the input shape plus what the catalogue adds; structuredClone keeps the stored type.
    const costs = structuredClone(city.costs) as TCityCostsInput['costs'];
    let changed = 0;
    for (const line of COST_LINES) {
      const figure = figures.find((f) => line.pattern.test(f.label));
      if (!figure || costs[line.category].amount !== null) continue;
      costs[line.category] = {
        amount: Math.round(figure.value),
        basis: figure.label,
        basisArabic: line.basisArabic,
        source: { name: new URL(figure.sourceUrl).hostname.replace(/^www\./, ''), nameArabic: null, url: figure.sourceUrl, date: new Date().toISOString().slice(0, 10) },
      };
      changed++;
    }
    if (!changed) continue;
    await upsertCityCosts(repository, city.id, { slug: city.slug, city: city.city, cityArabic: city.cityArabic, costs });
    written += changed;
  }
  return written;
}

export function catalogueWriter(database: DatabaseHandle): ScrapeWriter {
  return async (kind, items) => {
    // A scraper of each kind yields items of that kind's shape (scraping registry); the catalogue's scrape use case validates each item again.
    if (kind === 'universities') return writeUniversities(database.pool, items as ScrapedUniversity[]);
    if (kind === 'scholarships') return writeScholarships(database.pool, items as ScrapedScholarship[]);
    if (kind === 'costs') return writeCityCosts(database, (items as ScrapedFigure[]).filter((i) => 'label' in i));
    return 0;
  };
}
