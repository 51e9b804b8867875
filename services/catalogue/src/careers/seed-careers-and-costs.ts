import type pg from 'pg';
import { CAREER_SEED } from './career-seed.ts';
import { CITY_COSTS_SEED } from '../cost-of-living/index.ts';

/**
 * Inserts the built-in career fields and cities that are missing (by slug). Existing rows are
 * left alone, so figures refreshed by an administrator or a scraper survive a restart.
 */
export async function seedCareersAndCosts(pool: pg.Pool): Promise<{ careers: number; cities: number }> {
  let careers = 0;
  for (const c of CAREER_SEED) {
    const result = await pool.query(
      `insert into catalogue.career_fields (slug, name, name_arabic, description, description_arabic, salary_entry, salary_mid, salary_senior,
         salary_source, demand_level, demand_source, growth_rate, growth_source, top_skills, top_skills_arabic, related_programs, companies, work_environment)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18)
       on conflict (slug) do nothing`,
      [
        c.slug, c.name, c.nameArabic, c.description, c.descriptionArabic,
        c.averageSalary.entry, c.averageSalary.mid, c.averageSalary.senior, json(c.salarySource),
        c.demandLevel, json(c.demandSource), c.growthRate, json(c.growthSource),
        json(c.topSkills), json(c.topSkillsArabic), json(c.relatedPrograms), json(c.companies), c.workEnvironment,
      ],
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
  return { careers, cities };
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
