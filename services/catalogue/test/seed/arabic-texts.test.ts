/**
 * The seed's Arabic companion files and windows cover the published data: every English text a
 * record holds has its Arabic version after the seed, and every window row is loaded.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLivingCostPrices } from '../../src/cost-of-living/living-cost-prices.ts';
import { seedScholarshipWindows } from '../../src/scholarships/seed-scholarship-windows.ts';
import { SEED_DIRECTORY, seedCatalogue } from '../../src/seed/seed-catalogue.ts';
import { seedArabicTexts } from '../../src/seed/seed-arabic-texts.ts';
import { openCatalogue, type Catalogue } from '../catalogue-support.ts';

const rowsOf = (file: string) => parse(readFileSync(path.join(SEED_DIRECTORY, file)), { columns: true }) as Array<Record<string, string>>;

describe('the seed files in Arabic', () => {
  let h: Catalogue;
  beforeAll(async () => {
    h = await openCatalogue();
    await seedCatalogue(h.pool);
    await seedLivingCostPrices(h.pool, `${SEED_DIRECTORY}/cost-of-living.csv`);
  });
  afterAll(async () => h?.close());

  it('when the Arabic files are applied to the published data, then every English text of a scholarship, programme and price has its Arabic version, marked as a translation', async () => {
    const outcome = await seedArabicTexts(h.pool, SEED_DIRECTORY);
    expect(outcome.problems).toEqual([]);
    expect(outcome.scholarships).toBe(rowsOf('scholarships.csv').length);
    expect(outcome.prices).toBe(rowsOf('cost-of-living.csv').length);
    const { rows: scholarships } = await h.pool.query(`select name from scholarships where not arabic_translated
      or (description is not null and description_arabic is null) or (amount_text is not null and amount_text_arabic is null)
      or (gpa_requirement is not null and gpa_requirement_arabic is null) or cardinality(benefits) <> cardinality(benefits_arabic)
      or cardinality(eligibility_fields) <> cardinality(eligibility_fields_arabic) or (country like '%(%' and country_arabic is null)
      or (deadline_month like '%(%' and deadline_month_arabic is null)`);
    expect(scholarships).toEqual([]);
    const { rows: programs } = await h.pool.query(`select name from programs where (application_deadline_text is not null and application_deadline_text_arabic is null)
      or (specialization is not null and specialization_arabic is null)`);
    expect(programs).toEqual([]);
    const { rows: prices } = await h.pool.query(`select item from living_cost_prices where item_arabic is null or unit_arabic is null or source_name_arabic is null
      or (year_text is not null and year_text_arabic is null) or not arabic_translated`);
    expect(prices).toEqual([]);
    // A second start changes nothing.
    expect(await seedArabicTexts(h.pool, SEED_DIRECTORY)).toEqual({ scholarships: 0, programs: 0, prices: 0, problems: [] });
  });

  it('when the windows are seeded, then every row of scholarship-deadlines.csv is a window of its scholarship, and the corrections set three statuses', async () => {
    const rows = rowsOf('scholarship-deadlines.csv');
    const outcome = await seedScholarshipWindows(h.pool, SEED_DIRECTORY);
    expect(outcome).toEqual({ windows: rows.length, statuses: rowsOf('scholarship-status.csv').length, problems: [] });
    const { rows: counted } = await h.pool.query(`select count(*)::int as windows, count(distinct scholarship_id)::int as scholarships from scholarship_windows`);
    expect(counted[0]).toEqual({ windows: rows.length, scholarships: new Set(rows.map((r) => r.scholarship_name)).size });
    const { rows: patterns } = await h.pool.query(`select natural_key from scholarship_windows where status = 'recurring-pattern' and note_arabic is null`);
    expect(patterns).toEqual([]);
    const { rows: statuses } = await h.pool.query(`select name, status from scholarships where status <> 'active' order by name`);
    expect(statuses.map((s) => s.status).sort()).toEqual(['discontinued', 'suspended', 'suspended']);
  });
});
