/**
 * A scholarship's CSV rows validated and turned into partial records: the import's columns, and
 * the published data file's (which words some figures as text).
 */
import { z } from 'zod';
import { SCHOLARSHIP_COVERAGES, SCHOLARSHIP_CURRENCIES, ZScholarshipTypeInput } from '@dalil/contracts/catalogue/scholarship';
import { dateField, intBetween, numberField, requiredText, tenthsBetween } from '@dalil/contracts/catalogue/fields';
import { boolean, enumOf, list, optional, plainNumber, text, url, urls, type DeepPartial } from '../common/index.ts';
import type { ScholarshipData } from './scholarship-repository.ts';

export const ZScholarshipRow = z.object({
  name_en: requiredText('name_en', 300),
  name_ar: text('name_ar', 300),
  provider_en: text('provider_en', 300),
  provider_ar: text('provider_ar', 300),
  country: text('country', 200),
  type: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), ZScholarshipTypeInput),
  coverage: optional(enumOf('coverage', SCHOLARSHIP_COVERAGES)),
  level: list(),
  official_url: url('official_url'),
  description_en: text('description_en'),
  description_ar: text('description_ar'),
  source_url: urls('source_url'),
  amount: optional(numberField('amount').pipe(z.number().min(0, { message: 'amount must be at least 0' }))),
  currency: optional(z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(SCHOLARSHIP_CURRENCIES, { message: `currency must be one of: ${SCHOLARSHIP_CURRENCIES.join(', ')}` }))),
  deadline: optional(dateField('deadline')),
  gpa: optional(tenthsBetween('gpa', 0, 4)),
  age_min: optional(intBetween('age_min', 0, 120)),
  age_max: optional(intBetween('age_max', 0, 120)),
  fields: list(),
  nationality: list(),
  benefits_en: list(),
  benefits_ar: list(),
  is_active: boolean('is_active'),
});

export function scholarshipPatch(row: z.infer<typeof ZScholarshipRow>): DeepPartial<ScholarshipData> & { name: string; type: ScholarshipData['type'] } {
  const some = (items: string[]) => (items.length ? items : undefined);
  return {
    name: row.name_en,
    nameArabic: row.name_ar,
    provider: row.provider_en,
    providerArabic: row.provider_ar,
    country: row.country,
    type: row.type,
    coverage: row.coverage,
    amount: row.amount,
    currency: row.currency,
    deadline: row.deadline,
    eligibility: {
      gpa: row.gpa,
      age: { min: row.age_min, max: row.age_max },
      fields: some(row.fields),
      nationality: some(row.nationality),
    },
    benefits: some(row.benefits_en),
    benefitsArabic: some(row.benefits_ar),
    level: some(row.level),
    applicationLink: row.official_url,
    description: row.description_en,
    descriptionArabic: row.description_ar,
    isActive: row.is_active,
    sourceUrls: some(row.source_url),
  };
}

export function newScholarship(patch: DeepPartial<ScholarshipData> & { name: string; type: ScholarshipData['type'] }): ScholarshipData {
  return {
    name: patch.name,
    nameArabic: patch.nameArabic ?? null,
    provider: patch.provider ?? null,
    providerArabic: patch.providerArabic ?? null,
    country: patch.country ?? null,
    countryArabic: patch.countryArabic ?? null,
    type: patch.type,
    coverage: patch.coverage ?? null,
    amount: patch.amount ?? null,
    currency: patch.currency ?? null,
    deadline: patch.deadline ?? null,
    deadlineMonth: patch.deadlineMonth ?? null,
    deadlineMonthArabic: patch.deadlineMonthArabic ?? null,
    amountText: patch.amountText ?? null,
    amountTextArabic: patch.amountTextArabic ?? null,
    gpaRequirement: patch.gpaRequirement ?? null,
    gpaRequirementArabic: patch.gpaRequirementArabic ?? null,
    eligibility: {
      gpa: patch.eligibility?.gpa ?? null,
      age: { min: patch.eligibility?.age?.min ?? null, max: patch.eligibility?.age?.max ?? null },
      fields: patch.eligibility?.fields ?? [],
      fieldsArabic: patch.eligibility?.fieldsArabic ?? [],
      nationality: patch.eligibility?.nationality ?? ['Egyptian'],
    },
    benefits: patch.benefits ?? [],
    benefitsArabic: patch.benefitsArabic ?? [],
    level: patch.level ?? [],
    applicationLink: patch.applicationLink ?? null,
    description: patch.description ?? null,
    descriptionArabic: patch.descriptionArabic ?? null,
    isActive: patch.isActive ?? true,
    sourceUrls: patch.sourceUrls ?? [],
    arabicTranslated: patch.arabicTranslated ?? false,
  };
}

// ---------------------------------------------------------------- the published data files
// ../shared/data/scholarships.csv and graduate-programs.csv word some figures as text (an
// amount "per month", a deadline "end of July"): kept as published, never turned into a number.

export const ZPublishedScholarshipRow = z.object({
  name_en: requiredText('name_en', 300),
  name_ar: text('name_ar', 300),
  provider_en: text('provider_en', 300),
  provider_ar: text('provider_ar', 300),
  country: text('country', 200),
  type: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), ZScholarshipTypeInput),
  coverage: optional(enumOf('coverage', SCHOLARSHIP_COVERAGES)),
  level: list(),
  amount: text('amount', 300),
  currency: text('currency', 10),
  deadline_month: text('deadline_month', 200),
  min_gpa: text('min_gpa', 300),
  age_min: text('age_min', 300),
  age_max: text('age_max', 300),
  eligible_fields: list(),
  benefits_en: list(),
  official_url: url('official_url'),
  description_en: text('description_en'),
  source_url: urls('source_url'),
});

export function publishedScholarshipPatch(row: z.infer<typeof ZPublishedScholarshipRow>): DeepPartial<ScholarshipData> & { name: string; type: ScholarshipData['type'] } {
  // includes() on a literal tuple needs the wider element type; the check narrows it back.
  const currency = (SCHOLARSHIP_CURRENCIES as readonly string[]).includes(row.currency?.toUpperCase() ?? '') ? (row.currency!.toUpperCase() as ScholarshipData['currency']) : undefined;
  const amount = currency ? plainNumber(row.amount) : undefined;
  const some = (items: string[]) => (items.length ? items : undefined);
  return {
    name: row.name_en,
    nameArabic: row.name_ar,
    provider: row.provider_en,
    providerArabic: row.provider_ar,
    country: row.country,
    type: row.type,
    coverage: row.coverage,
    amount,
    currency: amount === undefined ? undefined : currency,
    amountText: amount === undefined && row.amount ? [row.amount, row.currency].filter(Boolean).join(' ') : undefined,
    deadlineMonth: row.deadline_month,
    // A worded age limit ("35 (PhD); 40 (postdoc)") stays words, beside the grade requirement.
    gpaRequirement: [row.min_gpa, ...[['≥', row.age_min], ['≤', row.age_max]].filter(([, v]) => v && plainNumber(v) === undefined).map(([sign, v]) => `age ${sign} ${v}`)].filter(Boolean).join('; ') || undefined,
    eligibility: { age: { min: plainNumber(row.age_min), max: plainNumber(row.age_max) }, fields: some(row.eligible_fields) },
    benefits: some(row.benefits_en),
    level: some(row.level),
    applicationLink: row.official_url,
    description: row.description_en,
    sourceUrls: some(row.source_url),
  };
}
