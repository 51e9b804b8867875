import type pg from 'pg';
import { z } from 'zod';
import { ZWorkEnvironment } from '@dalil/contracts/careers/career-field';
import { COST_CATEGORIES, ZCityCostsInput, type TCityCostsInput } from '@dalil/contracts/cost-of-living/city-costs';
import { readCsv, reasonOf, SEED_DIRECTORY } from '../common/index.ts';

/** The career fields' texts (seed/career-fields.csv): what each field is, its skills, related programmes and employers, in both languages. */
const CAREER_FIELDS_FILE = 'career-fields.csv';
/** Monthly student costs per city (seed/city-costs.csv): one row per city and category, a figure only with its source and date. */
const CITY_COSTS_FILE = 'city-costs.csv';

const text = (column: string) => z.string({ message: `${column} is required` }).trim().min(1, { message: `${column} is required` });
const list = (column: string) => text(column).transform((v) => v.split(';').map((item) => item.trim()).filter(Boolean));
const ZCareerFieldRow = z.object({
  slug: text('slug').regex(/^[a-z0-9-]+$/, { message: 'slug must be lower-case letters, digits and dashes' }),
  name_en: text('name_en'),
  name_ar: text('name_ar'),
  description_en: text('description_en'),
  description_ar: text('description_ar'),
  work_environment: ZWorkEnvironment,
  top_skills_en: list('top_skills_en'),
  top_skills_ar: list('top_skills_ar'),
  related_programs: list('related_programs'),
  companies: list('companies'),
});

const blankToNull = z.string().trim().optional().transform((v) => v || null);
const ZCityCostRow = z.object({
  slug: text('slug'),
  city_en: text('city_en'),
  city_ar: text('city_ar'),
  category: z.enum(COST_CATEGORIES),
  amount_egp: blankToNull.transform((v) => (v === null ? null : Number(v))).pipe(z.number({ message: 'amount_egp must be a number' }).int().min(0).nullable()),
  basis_en: text('basis_en'),
  basis_ar: text('basis_ar'),
  source_name: blankToNull,
  source_name_ar: blankToNull,
  source_url: blankToNull,
  source_date: blankToNull,
});

/** A seed file's rows that pass the schema; each other row is a problem "<file> line N: why". */
async function validRows<S extends z.ZodType>(file: string, name: string, schema: S, problems: string[]): Promise<Array<z.infer<S>>> {
  const valid: Array<z.infer<S>> = [];
  for (const [index, raw] of (await readCsv(file)).entries()) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) valid.push(parsed.data);
    else problems.push(`${name} line ${index + 2}: ${reasonOf(parsed.error)}`);
  }
  return valid;
}

/**
 * The cities of the costs file in its order, each with its six categories; a city whose rows do
 * not make a valid record (a category missing, a figure without its source) is a problem, not seeded.
 */
async function readCityCosts(file: string, problems: string[]): Promise<TCityCostsInput[]> {
  const bySlug = new Map<string, { slug: string; city: string; cityArabic: string; costs: Record<string, unknown> }>();
  for (const r of await validRows(file, CITY_COSTS_FILE, ZCityCostRow, problems)) {
    const city = bySlug.get(r.slug) ?? { slug: r.slug, city: r.city_en, cityArabic: r.city_ar, costs: {} };
    city.costs[r.category] = {
      amount: r.amount_egp,
      basis: r.basis_en,
      basisArabic: r.basis_ar,
      source: r.source_name === null ? null : { name: r.source_name, nameArabic: r.source_name_ar, url: r.source_url, date: r.source_date },
    };
    bySlug.set(r.slug, city);
  }
  const cities: TCityCostsInput[] = [];
  for (const city of bySlug.values()) {
    const parsed = ZCityCostsInput.safeParse(city);
    if (parsed.success) cities.push(parsed.data);
    else problems.push(`${CITY_COSTS_FILE} city ${city.slug}: ${reasonOf(parsed.error)}`);
  }
  return cities;
}

/**
 * Inserts the career fields and cities that are missing (by slug). Existing rows are left alone,
 * so texts and figures an administrator or a scraper set survive a restart. A field starts with
 * no salary, demand or growth of its own: the published figures come per row with their source
 * (career-salaries.csv, career-growth.csv).
 */
export async function seedCareersAndCosts(
  pool: pg.Pool,
  fieldsFile = `${SEED_DIRECTORY}/${CAREER_FIELDS_FILE}`,
  citiesFile = `${SEED_DIRECTORY}/${CITY_COSTS_FILE}`,
): Promise<{ careers: number; cities: number; problems: string[] }> {
  const problems: string[] = [];
  let careers = 0;
  for (const c of await validRows(fieldsFile, CAREER_FIELDS_FILE, ZCareerFieldRow, problems)) {
    const result = await pool.query(
      `insert into catalogue.career_fields (slug, name, name_arabic, description, description_arabic, top_skills, top_skills_arabic, related_programs, companies, work_environment)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)
       on conflict (slug) do nothing`,
      [c.slug, c.name_en, c.name_ar, c.description_en, c.description_ar, json(c.top_skills_en), json(c.top_skills_ar), json(c.related_programs), json(c.companies), c.work_environment],
    );
    careers += result.rowCount ?? 0;
  }
  let cities = 0;
  for (const [position, city] of (await readCityCosts(citiesFile, problems)).entries()) {
    const result = await pool.query(
      `insert into catalogue.city_costs (slug, city, city_arabic, costs, position) values ($1,$2,$3,$4,$5) on conflict (slug) do nothing`,
      [city.slug, city.city, city.cityArabic, json(city.costs), position],
    );
    cities += result.rowCount ?? 0;
  }
  return { careers, cities, problems };
}

const json = (value: unknown) => JSON.stringify(value);
