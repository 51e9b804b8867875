/**
 * Published prices per city (seed/cost-of-living.csv): seeded once per city and item, listed
 * per city in the file's order, nationwide rows last.
 */
import type pg from 'pg';
import { z } from 'zod';
import { NATIONWIDE, type TCityPrices } from '@dalil/contracts/cost-of-living/prices';
import type { Queryable } from '@dalil/service-kit/database';
import { readCsv, reasonOf } from '../common/index.ts';

const text = (column: string) => z.string({ message: `${column} is required` }).trim().min(1, `${column} is required`);
const ZPriceRow = z.object({
  city_en: text('city_en'),
  city_ar: z.string().trim().optional().transform((v) => v || null),
  item: text('item'),
  amount_egp: text('amount_egp'),
  unit: text('unit'),
  year_of_figure: z.string().trim().optional().transform((v) => v ?? ''),
  source_name: text('source_name'),
  source_url: z.string().optional().transform((v) => (v ?? '').split(/\s+\|\s+/).map((u) => u.trim()).filter((u) => /^https?:\/\//.test(u))),
});

export async function seedLivingCostPrices(pool: pg.Pool, file: string): Promise<{ added: number; problems: string[] }> {
  const problems: string[] = [];
  let added = 0;
  for (const [index, raw] of (await readCsv(file)).entries()) {
    const parsed = ZPriceRow.safeParse(raw);
    if (!parsed.success) {
      problems.push(`cost-of-living.csv line ${index + 2}: ${reasonOf(parsed.error)}`);
      continue;
    }
    const r = parsed.data;
    const year = /^\d{4}$/.test(r.year_of_figure) ? Number(r.year_of_figure) : null;
    const result = await pool.query(
      `insert into living_cost_prices (natural_key, city, city_arabic, item, amount, unit, year, year_text, source_name, source_urls, position)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) on conflict (natural_key) do nothing`,
      [`${r.city_en.toLowerCase()}|${r.item.toLowerCase()}`, r.city_en, r.city_ar, r.item, r.amount_egp, r.unit, year, year === null ? r.year_of_figure || null : null, r.source_name, r.source_url, index],
    );
    added += result.rowCount ?? 0;
  }
  return { added, problems };
}

export async function listLivingCostPrices(pool: pg.Pool): Promise<TCityPrices[]> {
  const { rows } = await pool.query<{
    city: string;
    city_arabic: string | null;
    item: string;
    item_arabic: string | null;
    amount: string;
    unit: string;
    unit_arabic: string | null;
    year: number | null;
    year_text: string | null;
    year_text_arabic: string | null;
    source_name: string;
    source_name_arabic: string | null;
    source_urls: string[];
    arabic_translated: boolean;
  }>(
    `select city, city_arabic, item, item_arabic, amount, unit, unit_arabic, year, year_text, year_text_arabic, source_name, source_name_arabic, source_urls, arabic_translated
     from living_cost_prices order by position`,
  );
  const cities = new Map<string, TCityPrices>();
  for (const r of rows) {
    const city = cities.get(r.city) ?? { city: r.city, cityArabic: r.city_arabic, nationwide: r.city === NATIONWIDE, prices: [] };
    city.prices.push({
      item: r.item,
      itemArabic: r.item_arabic,
      amount: r.amount,
      unit: r.unit,
      unitArabic: r.unit_arabic,
      yearText: r.year_text,
      yearTextArabic: r.year_text_arabic,
      sourceNameArabic: r.source_name_arabic,
      arabicTranslated: r.arabic_translated,
      sourceName: r.source_name,
      sourceUrls: r.source_urls,
      year: r.year ?? r.year_text,
      // The prices file has no confidence column.
      confidence: null,
      confidenceNote: null,
    });
    cities.set(r.city, city);
  }
  return [...cities.values()].sort((a, b) => Number(a.nationwide) - Number(b.nationwide));
}

/**
 * Dalil's Arabic of a published price (seed/cost-of-living-ar.csv), by its natural key
 * ("city|item", lower-cased): applied unless an administrator edited the price; how many changed.
 */
export async function applyArabicPriceTexts(
  db: Queryable,
  naturalKey: string,
  texts: { item: string | null; unit: string | null; yearText: string | null; sourceName: string | null },
): Promise<number> {
  const { rowCount } = await db.query(
    `update living_cost_prices set item_arabic = $2, unit_arabic = $3, year_text_arabic = $4, source_name_arabic = $5, arabic_translated = true
     where natural_key = $1 and not edited_by_admin
       and (item_arabic, unit_arabic, year_text_arabic, source_name_arabic, arabic_translated) is distinct from ($2, $3, $4, $5, true)`,
    [naturalKey, texts.item, texts.unit, texts.yearText, texts.sourceName],
  );
  return rowCount ?? 0;
}
