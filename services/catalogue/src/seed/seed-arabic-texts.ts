/**
 * The Arabic versions of the published data's English texts (seed/scholarships-ar.csv,
 * programs-ar.csv, cost-of-living-ar.csv: Dalil's translations, see seed/SOURCES.md), applied
 * on every start after the records are seeded: a record gets the file's Arabic, marked as a
 * translation, when it differs from what it holds — so a corrected translation reaches an
 * existing install — unless an administrator has edited the record, whose texts are then theirs.
 */
import type pg from 'pg';
import { z } from 'zod';
import { normalizeSearchText } from '@dalil/contracts/common/text';
import { readCsv, reasonOf } from '../common/index.ts';
import { createScholarshipRepository } from '../scholarships/index.ts';
import { createProgramRepository } from '../programs/index.ts';
import { applyArabicPriceTexts } from '../cost-of-living/index.ts';
import { universitiesByName } from './seed-catalogue.ts';

const text = z
  .string()
  .optional()
  .transform((v) => v?.trim() || null);
const required = (column: string) => z.string({ message: `${column} is required` }).trim().min(1, `${column} is required`);
/** `a;b;c` — the files' list separator (Arabic text uses its own "؛"). */
const list = z
  .string()
  .optional()
  .transform((v) => (v ?? '').split(';').map((s) => s.trim()).filter(Boolean));

const ZScholarshipArabic = z.object({
  name_en: required('name_en'),
  country_ar: text,
  amount_ar: text,
  deadline_month_ar: text,
  requirements_ar: text,
  eligible_fields_ar: list,
  benefits_ar: list,
  description_ar: required('description_ar'),
});

const ZProgramArabic = z.object({
  university_en: required('university_en'),
  name_en: required('name_en'),
  type: required('type'),
  specialization_ar: text,
  application_deadline_ar: text,
});

const ZPriceArabic = z.object({
  city_en: required('city_en'),
  item: required('item'),
  item_ar: required('item_ar'),
  unit_ar: required('unit_ar'),
  year_text_ar: text,
  source_name_ar: required('source_name_ar'),
});

export interface ArabicTextsOutcome {
  scholarships: number;
  programs: number;
  prices: number;
  problems: string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function seedArabicTexts(pool: pg.Pool, directory: string): Promise<ArabicTextsOutcome> {
  const outcome: ArabicTextsOutcome = { scholarships: 0, programs: 0, prices: 0, problems: [] };
  const edited = async (table: 'scholarships' | 'programs', id: string) =>
    (await pool.query<{ edited_by_admin: boolean }>(`select edited_by_admin from ${table} where id = $1`, [id])).rows[0]?.edited_by_admin ?? true;

  const scholarships = createScholarshipRepository(pool);
  for (const [index, row] of (await readCsv(`${directory}/scholarships-ar.csv`)).entries()) {
    const parsed = ZScholarshipArabic.safeParse(row);
    if (!parsed.success) {
      outcome.problems.push(`scholarships-ar.csv line ${index + 2}: ${reasonOf(parsed.error)}`);
      continue;
    }
    const r = parsed.data;
    const current = await scholarships.findByName(r.name_en);
    if (!current || (await edited('scholarships', current.id))) continue;
    const { _id, id, createdAt, updatedAt, windows, status, statusNote, ...data } = current;
    const next = {
      ...data,
      countryArabic: r.country_ar,
      amountTextArabic: r.amount_ar,
      deadlineMonthArabic: r.deadline_month_ar,
      gpaRequirementArabic: r.requirements_ar,
      eligibility: { ...data.eligibility, fieldsArabic: r.eligible_fields_ar },
      benefitsArabic: r.benefits_ar,
      descriptionArabic: r.description_ar,
      arabicTranslated: true,
    };
    if (same(next, data)) continue;
    await scholarships.replace(id, next);
    outcome.scholarships++;
  }

  const programs = createProgramRepository(pool);
  const byName = await universitiesByName(pool);
  for (const [index, row] of (await readCsv(`${directory}/programs-ar.csv`)).entries()) {
    const parsed = ZProgramArabic.safeParse(row);
    if (!parsed.success) {
      outcome.problems.push(`programs-ar.csv line ${index + 2}: ${reasonOf(parsed.error)}`);
      continue;
    }
    const r = parsed.data;
    const university = byName.get(normalizeSearchText(r.university_en));
    if (!university) continue;
    const { rows } = await pool.query<{ id: string }>('select id::text as id from programs where university_id = $1 and lower(name) = lower($2) and type = $3', [
      university.id,
      r.name_en,
      r.type,
    ]);
    const current = rows[0] && (await programs.findById(rows[0].id));
    if (!current || (await edited('programs', current.id))) continue;
    const { _id, id, createdAt, updatedAt, ...data } = current;
    const next = {
      ...data,
      specializationArabic: r.specialization_ar ?? data.specializationArabic,
      applicationDeadlineTextArabic: r.application_deadline_ar ?? data.applicationDeadlineTextArabic,
      arabicTranslated: true,
    };
    if (same(next, data)) continue;
    await programs.replace(id, next);
    outcome.programs++;
  }

  for (const [index, row] of (await readCsv(`${directory}/cost-of-living-ar.csv`)).entries()) {
    const parsed = ZPriceArabic.safeParse(row);
    if (!parsed.success) {
      outcome.problems.push(`cost-of-living-ar.csv line ${index + 2}: ${reasonOf(parsed.error)}`);
      continue;
    }
    const r = parsed.data;
    outcome.prices += await applyArabicPriceTexts(pool, `${r.city_en.toLowerCase()}|${r.item.toLowerCase()}`, {
      item: r.item_ar,
      unit: r.unit_ar,
      yearText: r.year_text_ar,
      sourceName: r.source_name_ar,
    });
  }
  return outcome;
}
