import type pg from 'pg';
import { z } from 'zod';
import { ZWorkEnvironment } from '@dalil/contracts/careers/career-field';
import { readCsv, reasonOf } from '../bulk-import/index.ts';
import { CITY_COSTS_SEED } from '../cost-of-living/index.ts';
import { SEED_DIRECTORY } from '../seed/index.ts';

/** The career fields' texts (seed/career-fields.csv): what each field is, its skills, related programmes and employers, in both languages. */
const CAREER_FIELDS_FILE = 'career-fields.csv';

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

/**
 * Inserts the career fields and cities that are missing (by slug). Existing rows are left alone,
 * so texts and figures an administrator or a scraper set survive a restart. A field starts with
 * no salary, demand or growth of its own: the published figures come per row with their source
 * (career-salaries.csv, career-growth.csv).
 */
export async function seedCareersAndCosts(pool: pg.Pool, fieldsFile = `${SEED_DIRECTORY}/${CAREER_FIELDS_FILE}`): Promise<{ careers: number; cities: number; problems: string[] }> {
  const problems: string[] = [];
  let careers = 0;
  for (const [index, raw] of (await readCsv(fieldsFile)).entries()) {
    const parsed = ZCareerFieldRow.safeParse(raw);
    if (!parsed.success) {
      problems.push(`${CAREER_FIELDS_FILE} line ${index + 2}: ${reasonOf(parsed.error)}`);
      continue;
    }
    const c = parsed.data;
    const result = await pool.query(
      `insert into catalogue.career_fields (slug, name, name_arabic, description, description_arabic, top_skills, top_skills_arabic, related_programs, companies, work_environment)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)
       on conflict (slug) do nothing`,
      [c.slug, c.name_en, c.name_ar, c.description_en, c.description_ar, json(c.top_skills_en), json(c.top_skills_ar), json(c.related_programs), json(c.companies), c.work_environment],
    );
    careers += result.rowCount ?? 0;
  }
  let cities = 0;
  for (const [position, city] of CITY_COSTS_SEED.entries()) {
    const result = await pool.query(
      `insert into catalogue.city_costs (slug, city, city_arabic, costs, position) values ($1,$2,$3,$4,$5) on conflict (slug) do nothing`,
      [city.slug, city.city, city.cityArabic, json(city.costs), position],
    );
    cities += result.rowCount ?? 0;
  }
  return { careers, cities, problems };
}

const json = (value: unknown) => JSON.stringify(value);
