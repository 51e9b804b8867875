/**
 * Scraped city price lines into the cost figures: only cities the catalogue already has (with
 * their Arabic names) are completed, and only the figures a city has no amount for, each with
 * its source. A figure an administrator entered is never replaced.
 */
import type { TCityCostsInput, TCostCategory } from '@dalil/contracts/cost-of-living/city-costs';
import type { ScrapedFigure } from '@dalil/contracts/jobs/scraped-records';
import type { Database } from '@dalil/service-kit/database';
import { createCityCostsRepository } from './city-costs-repository.ts';
import { upsertCityCosts } from './upsert-city-costs.ts';

/** Price lines that measure one category of a student's monthly costs. */
const COST_LINES: Array<{ pattern: RegExp; category: TCostCategory; basisArabic: string }> = [
  { pattern: /^Apartment \(1 bedroom\) Outside of Cent(re|er)/i, category: 'housing', basisArabic: 'إيجار شقة بغرفة نوم واحدة خارج وسط المدينة، شهريًا' },
  { pattern: /^Monthly Pass/i, category: 'transport', basisArabic: 'اشتراك شهري في المواصلات العامة' },
  { pattern: /^Basic \(Electricity/i, category: 'utilities', basisArabic: 'المرافق الأساسية (كهرباء ومياه وقمامة) لشقة 85 م²، شهريًا' },
];

const slugOf = (city: string) => city.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Answers how many cost figures were filled. */
export async function fillCityCostsFromScrape(db: Database, items: readonly ScrapedFigure[]): Promise<number> {
  const repository = createCityCostsRepository(db);
  const byCity = new Map<string, ScrapedFigure[]>();
  for (const item of items) if (item.city && item.unit === 'EGP') byCity.set(slugOf(item.city), [...(byCity.get(slugOf(item.city)) ?? []), item]);
  let written = 0;
  for (const [slug, figures] of byCity) {
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
