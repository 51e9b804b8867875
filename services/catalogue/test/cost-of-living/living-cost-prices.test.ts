/** Published living-cost prices: every row stored once, listed per city with unit, year and source. */
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_DIRECTORY } from '../../src/seed/seed-catalogue.ts';
import { seedLivingCostPrices } from '../../src/cost-of-living/living-cost-prices.ts';
import { openCatalogue, type Catalogue } from '../catalogue-support.ts';
import { writeCsv } from '../results/support.ts';

describe('living-cost prices', () => {
  let h: Catalogue;
  beforeAll(async () => {
    h = await openCatalogue();
  });
  afterAll(async () => h?.close());

  it('when fixture prices are seeded, then each city lists its items in order with the amount as worded, nationwide last; again adds nothing', async () => {
    const file = writeCsv([
      ['city_en', 'city_ar', 'item', 'amount_egp', 'unit', 'year_of_figure', 'source_name', 'source_url'],
      ['Egypt (nationwide)', 'مصر', 'Dorm fee cap', '350', 'EGP per month', '2017', 'Decree', 'https://example.org/decree'],
      ['Testville', 'تستفيل', 'Sandwich', '6-15', 'EGP per sandwich', '2024', 'Paper', 'https://example.org/a | https://example.org/b'],
      ['Testville', 'تستفيل', 'Dorm', '250', 'EGP per month', 'c.2024 (undated)', 'Page', ''],
    ]);
    expect(await seedLivingCostPrices(h.pool, file)).toEqual({ added: 3, problems: [] });
    expect((await seedLivingCostPrices(h.pool, file)).added).toBe(0);
    const data = (await h.app.inject({ url: '/api/cost-of-living/prices' })).json().data;
    expect(data.map((c: { city: string }) => c.city)).toEqual(['Testville', 'Egypt (nationwide)']);
    expect(data[0].prices).toEqual([
      // The publisher and every page, the year as published (worded where the source gives no year).
      {
        item: 'Sandwich',
        itemArabic: null,
        amount: '6-15',
        unit: 'EGP per sandwich',
        unitArabic: null,
        year: 2024,
        yearText: null,
        yearTextArabic: null,
        sourceName: 'Paper',
        sourceNameArabic: null,
        sourceUrls: ['https://example.org/a', 'https://example.org/b'],
        arabicTranslated: false,
        confidence: null,
        confidenceNote: null,
      },
      {
        item: 'Dorm',
        itemArabic: null,
        amount: '250',
        unit: 'EGP per month',
        unitArabic: null,
        year: 'c.2024 (undated)',
        yearText: 'c.2024 (undated)',
        yearTextArabic: null,
        sourceName: 'Page',
        sourceNameArabic: null,
        sourceUrls: [],
        arabicTranslated: false,
        confidence: null,
        confidenceNote: null,
      },
    ]);
  });

  it('when the published file is seeded, then all its rows are stored, for 12 cities and nationwide', async () => {
    const rows = parse(readFileSync(`${SEED_DIRECTORY}/cost-of-living.csv`), { columns: true }) as Array<{ city_en: string }>;
    expect(rows).toHaveLength(77);
    const outcome = await seedLivingCostPrices(h.pool, `${SEED_DIRECTORY}/cost-of-living.csv`);
    expect(outcome).toEqual({ added: 77, problems: [] });
    const cities = new Set(rows.map((r) => r.city_en.replace(/ \(.*\)$/, '')).filter((c) => c !== 'Egypt'));
    expect(cities.size).toBe(12);
  });
});
