/**
 * CSV rows of the catalogue (the seed files' columns, plus optional extra columns for values
 * the seed files do not carry) validated and turned into partial records. A blank cell means
 * "not given": it never clears a stored value.
 */
import { z } from 'zod';
import { PROGRAM_LANGUAGES, PROGRAM_TYPES } from '@dalil/contracts/catalogue/program';
import { SCHOLARSHIP_COVERAGES, SCHOLARSHIP_CURRENCIES, ZScholarshipTypeInput } from '@dalil/contracts/catalogue/scholarship';
import { CURRENCIES, FIGURE_YEAR, UNIVERSITY_TYPES, type TFaculty } from '@dalil/contracts/catalogue/university';
import { toWesternDigits } from '@dalil/contracts/common/text';
import { dateField, intBetween, numberField, optionalText, optionalUrl, requiredText, tenthsBetween } from '@dalil/contracts/catalogue/fields';
import { type DeepPartial, readAllRecords, completeFaculty, type StoredFaculty } from '../common/index.ts';
import type { UniversityData } from '../universities/index.ts';
import type { ScholarshipData } from '../scholarships/index.ts';
import type { ProgramData } from '../programs/index.ts';

export type CsvRow = Record<string, string>;

/**
 * A seed file's rows keyed by lower-cased header, cells trimmed, read by the one reader of
 * every import (../common/table-source.ts).
 */
export const readCsv: (filePath: string) => Promise<CsvRow[]> = readAllRecords;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const text = (column: string, max = 5000) => optionalText(column, max).transform((v) => v ?? undefined);
const url = (column: string) => optionalUrl(column).transform((v) => v ?? undefined);

/** `a | b | c` (the seed files' separator for several URLs). */
const urls = (column: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(/\s+\|\s+|\r?\n/).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/, message: `${column} must hold http(s) URLs separated by ' | '` })));

/** `a; b; c` lists. */
const list = () =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(/\s*[;|]\s*/).map((s) => s.trim()).filter(Boolean));

const enumOf = <const T extends readonly [string, ...string[]]>(column: string, values: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(values, { message: `${column} must be one of: ${values.join(', ')}` }));

/** A figure's year as the admin form takes it: 2025, 2025/26, 2025/2026 or 2025-2026 (Arabic-Indic digits too). */
const figureYear = (column: string) =>
  optional(
    z
      .string()
      .transform(toWesternDigits)
      .refine((y) => FIGURE_YEAR.test(y), { message: `${column} must look like 2025 or 2025/26` }),
  );

const boolean = (column: string) =>
  optional(
    z.preprocess(
      // The word table is indexed by any trimmed cell text; an unknown word gives undefined.
      (v) => (typeof v === 'string' ? ({ true: true, yes: true, '1': true, false: false, no: false, '0': false } as Record<string, boolean>)[v.trim().toLowerCase()] ?? v : v),
      z.boolean({ message: `${column} must be true or false` }),
    ),
  );

const year = () => optional(intBetween('established_year', 900).refine((y) => y <= new Date().getUTCFullYear(), { message: 'established_year cannot be in the future' }));

export const ZUniversityRow = z.object({
  name_en: requiredText('name_en', 300),
  name_ar: text('name_ar', 300),
  type: enumOf('type', UNIVERSITY_TYPES),
  governorate_en: text('governorate_en', 200),
  governorate_ar: text('governorate_ar', 200),
  city_en: text('city_en', 200),
  city_ar: text('city_ar', 200),
  established_year: year(),
  website: url('website'),
  description_en: text('description_en'),
  description_ar: text('description_ar'),
  source_url: urls('source_url'),
  rating: optional(tenthsBetween('rating', 0, 5)),
  rank_local: optional(intBetween('rank_local', 1)),
  rank_global: optional(intBetween('rank_global', 1)),
  student_count: optional(intBetween('student_count', 0)),
  tuition_min: optional(numberField('tuition_min').pipe(z.number().min(0, { message: 'tuition_min must be at least 0' }))),
  tuition_max: optional(numberField('tuition_max').pipe(z.number().min(0, { message: 'tuition_max must be at least 0' }))),
  tuition_currency: optional(enumOf('tuition_currency', CURRENCIES).transform((c) => c.toUpperCase())),
  application_link: url('application_link'),
  thumbnail: url('thumbnail'),
  gallery: urls('gallery'),
  // A rank is shown with its year and publisher, so a row that gives one says where it comes from.
  rank_local_year: figureYear('rank_local_year'),
  rank_local_source_name: text('rank_local_source_name', 200),
  rank_local_source_url: url('rank_local_source_url'),
  rank_global_year: figureYear('rank_global_year'),
  rank_global_source_name: text('rank_global_source_name', 200),
  rank_global_source_url: url('rank_global_source_url'),
  tuition_year: figureYear('tuition_year'),
  tuition_source_name: text('tuition_source_name', 200),
  tuition_source_url: url('tuition_source_url'),
}).superRefine((row, ctx) => {
  if (row.tuition_min !== undefined || row.tuition_max !== undefined) {
    const columns = ['tuition_year', 'tuition_source_name', 'tuition_source_url'] as const;
    const blank = columns.filter((column) => row[column] === undefined);
    if (blank.length) ctx.addIssue({ code: 'custom', path: [blank[0]!], message: `Fee range: academic year, source name and source URL are required (${columns.join(', ')})` });
  }
  for (const which of ['local', 'global'] as const) {
    if (row[`rank_${which}`] === undefined) continue;
    const columns = [`rank_${which}_year`, `rank_${which}_source_name`, `rank_${which}_source_url`] as const;
    const blank = columns.filter((column) => row[column] === undefined);
    if (blank.length) ctx.addIssue({ code: 'custom', path: [blank[0]!], message: `${which === 'local' ? 'Local' : 'Global'} rank: year, source name and source URL are required (${columns.join(', ')})` });
  }
});

/** A rank's source from its three columns; none when the row gives no rank. */
function rankSource(row: z.infer<typeof ZUniversityRow>, which: 'local' | 'global') {
  if (row[`rank_${which}`] === undefined) return undefined;
  return { year: row[`rank_${which}_year`] ?? null, sourceName: row[`rank_${which}_source_name`] ?? null, sourceUrl: row[`rank_${which}_source_url`] ?? null };
}

export function universityPatch(row: z.infer<typeof ZUniversityRow>): DeepPartial<UniversityData> & { name: string; type: UniversityData['type'] } {
  return {
    name: row.name_en,
    nameArabic: row.name_ar,
    type: row.type,
    description: row.description_en,
    descriptionArabic: row.description_ar,
    location: { city: row.city_en, cityArabic: row.city_ar, governorate: row.governorate_en, governorateArabic: row.governorate_ar },
    rating: row.rating,
    rank: { local: row.rank_local, global: row.rank_global },
    rankSources: { local: rankSource(row, 'local'), global: rankSource(row, 'global') },
    establishedYear: row.established_year,
    studentCount: row.student_count,
    tuitionRange: { min: row.tuition_min, max: row.tuition_max, currency: row.tuition_currency },
    tuitionSource: row.tuition_min !== undefined || row.tuition_max !== undefined ? { year: row.tuition_year ?? null, sourceName: row.tuition_source_name ?? null, sourceUrl: row.tuition_source_url ?? null } : undefined,
    photos: { thumbnail: row.thumbnail ?? row.gallery[0], gallery: row.gallery.length ? row.gallery : undefined },
    website: row.website,
    applicationLink: row.application_link,
    sourceUrls: row.source_url.length ? row.source_url : undefined,
  };
}

/** A partial source made whole: what it does not give is unknown (null). */
function wholeSource(source: DeepPartial<UniversityData['tuitionSource']> | undefined): UniversityData['tuitionSource'] {
  return source ? { year: source.year ?? null, sourceName: source.sourceName ?? null, sourceUrl: source.sourceUrl ?? null } : null;
}

/** A new university from its first row: what the row does not give is unknown (null). */
export function newUniversity(patch: DeepPartial<UniversityData> & { name: string; type: UniversityData['type'] }): UniversityData {
  return {
    name: patch.name,
    nameArabic: patch.nameArabic ?? null,
    description: patch.description ?? null,
    descriptionArabic: patch.descriptionArabic ?? null,
    type: patch.type,
    location: {
      city: patch.location?.city ?? null,
      cityArabic: patch.location?.cityArabic ?? null,
      governorate: patch.location?.governorate ?? null,
      governorateArabic: patch.location?.governorateArabic ?? null,
    },
    rating: patch.rating ?? null,
    rank: { local: patch.rank?.local ?? null, global: patch.rank?.global ?? null },
    rankSources: { local: wholeSource(patch.rankSources?.local), global: wholeSource(patch.rankSources?.global) },
    establishedYear: patch.establishedYear ?? null,
    studentCount: patch.studentCount ?? null,
    tuitionRange: { min: patch.tuitionRange?.min ?? null, max: patch.tuitionRange?.max ?? null, currency: patch.tuitionRange?.currency ?? 'EGP' },
    tuitionSource: wholeSource(patch.tuitionSource),
    // DeepPartial loses the array's element type; completeFaculty fills what a partial faculty lacks.
    faculties: ((patch.faculties as StoredFaculty[] | undefined) ?? []).map(completeFaculty),
    photos: { thumbnail: patch.photos?.thumbnail ?? null, gallery: patch.photos?.gallery ?? [] },
    website: patch.website ?? null,
    applicationLink: patch.applicationLink ?? null,
    sourceUrls: patch.sourceUrls ?? [],
    sourceName: patch.sourceName ?? null,
    formerNames: [],
  };
}

export const ZFacultyRow = z.object({
  university_name_en: requiredText('university_name_en', 300),
  faculty_en: requiredText('faculty_en', 300),
  faculty_ar: text('faculty_ar', 300),
  source_url: urls('source_url'),
});

export function facultyOf(row: z.infer<typeof ZFacultyRow>): TFaculty {
  return completeFaculty({
    name: row.faculty_en,
    nameArabic: row.faculty_ar ?? null,
    description: null,
    descriptionArabic: null,
    tuitionPerSemester: null,
    duration: null,
    durationArabic: null,
    requirements: [],
    requirementsArabic: [],
    availableDegrees: [],
    availableDegreesArabic: [],
    sourceUrl: row.source_url[0] ?? null,
  });
}

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

export const ZProgramRow = z.object({
  university_name: requiredText('university_name', 300),
  name_en: requiredText('name_en', 300),
  name_ar: text('name_ar', 300),
  type: enumOf('type', PROGRAM_TYPES),
  faculty_en: text('faculty_en', 300),
  faculty_ar: text('faculty_ar', 300),
  specialization: text('specialization', 300),
  language: optional(enumOf('language', PROGRAM_LANGUAGES)),
  duration_years: optional(intBetween('duration_years', 1, 10)),
  tuition_annual: optional(numberField('tuition_annual').pipe(z.number().min(0, { message: 'tuition_annual must be at least 0' }))),
  currency: optional(z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(CURRENCIES, { message: `currency must be one of: ${CURRENCIES.join(', ')}` }))),
  gpa: optional(tenthsBetween('gpa', 0, 4)),
  degree_en: text('degree_en', 300),
  degree_ar: text('degree_ar', 300),
  deadline: optional(dateField('deadline')),
  online_available: boolean('online_available'),
  application_link: url('application_link'),
  description_en: text('description_en'),
  description_ar: text('description_ar'),
  source_url: url('source_url'),
  is_active: boolean('is_active'),
});

/** Program values of a row; the university's id and names are added by the caller. */
export function programPatch(row: z.infer<typeof ZProgramRow>): DeepPartial<ProgramData> & { name: string; type: ProgramData['type'] } {
  return {
    name: row.name_en,
    nameArabic: row.name_ar,
    type: row.type,
    faculty: row.faculty_en,
    facultyArabic: row.faculty_ar,
    specialization: row.specialization,
    language: row.language,
    duration: row.duration_years,
    tuition: { annual: row.tuition_annual, currency: row.currency },
    requirements: { gpa: row.gpa, degree: row.degree_en, degreeArabic: row.degree_ar },
    applicationDeadline: row.deadline,
    onlineAvailable: row.online_available,
    applicationLink: row.application_link,
    description: row.description_en,
    descriptionArabic: row.description_ar,
    isActive: row.is_active,
    sourceUrl: row.source_url,
  };
}

export function newProgram(
  university: { id: string; name: string; nameArabic: string | null },
  patch: DeepPartial<ProgramData> & { name: string; type: ProgramData['type'] },
): ProgramData {
  return {
    universityId: university.id,
    universityName: university.name,
    universityNameArabic: university.nameArabic,
    name: patch.name,
    nameArabic: patch.nameArabic ?? null,
    faculty: patch.faculty ?? null,
    facultyArabic: patch.facultyArabic ?? null,
    specialization: patch.specialization ?? null,
    specializationArabic: patch.specializationArabic ?? null,
    type: patch.type,
    language: patch.language ?? null,
    duration: patch.duration ?? null,
    tuition: { annual: patch.tuition?.annual ?? null, currency: patch.tuition?.currency ?? 'EGP' },
    requirements: { gpa: patch.requirements?.gpa ?? null, degree: patch.requirements?.degree ?? null, degreeArabic: patch.requirements?.degreeArabic ?? null },
    applicationDeadline: patch.applicationDeadline ?? null,
    applicationDeadlineText: patch.applicationDeadlineText ?? null,
    applicationDeadlineTextArabic: patch.applicationDeadlineTextArabic ?? null,
    onlineAvailable: patch.onlineAvailable ?? false,
    applicationLink: patch.applicationLink ?? null,
    description: patch.description ?? null,
    descriptionArabic: patch.descriptionArabic ?? null,
    isActive: patch.isActive ?? true,
    sourceUrl: patch.sourceUrl ?? null,
    arabicTranslated: patch.arabicTranslated ?? false,
  };
}

/** "column: rule; column: rule" for a rejected row. */
export function reasonOf(error: z.ZodError): string {
  return error.issues.map((i) => (i.message.startsWith(String(i.path[0])) ? i.message : `${i.path.join('.') || 'row'}: ${i.message}`)).join('; ');
}

// ---------------------------------------------------------------- the published data files
// ../shared/data/scholarships.csv and graduate-programs.csv word some figures as text (an
// amount "per month", a deadline "end of July"): kept as published, never turned into a number.

const plainNumber = (value: string | undefined) => (value !== undefined && /^\d+(\.\d+)?$/.test(value) ? Number(value) : undefined);

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

export const ZPublishedProgramRow = z.object({
  university_en: requiredText('university_en', 300),
  name_en: requiredText('name_en', 300),
  name_ar: text('name_ar', 300),
  faculty_en: text('faculty_en', 300),
  faculty_ar: text('faculty_ar', 300),
  type: enumOf('type', PROGRAM_TYPES),
  language: optional(enumOf('language', PROGRAM_LANGUAGES)),
  /** Years, or a range ("2-4") that no single number stands for. */
  duration_years: text('duration_years', 20),
  tuition_annual: optional(numberField('tuition_annual').pipe(z.number().min(0, { message: 'tuition_annual must be at least 0' }))),
  currency: optional(z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(CURRENCIES, { message: `currency must be one of: ${CURRENCIES.join(', ')}` }))),
  application_deadline: text('application_deadline', 300),
  online_available: boolean('online_available'),
  official_url: url('official_url'),
  source_url: urls('source_url'),
});

export function publishedProgramPatch(row: z.infer<typeof ZPublishedProgramRow>): DeepPartial<ProgramData> & { name: string; type: ProgramData['type'] } {
  return {
    name: row.name_en,
    nameArabic: row.name_ar,
    type: row.type,
    faculty: row.faculty_en,
    facultyArabic: row.faculty_ar,
    language: row.language,
    duration: plainNumber(row.duration_years),
    tuition: { annual: row.tuition_annual, currency: row.currency },
    applicationDeadlineText: row.application_deadline,
    onlineAvailable: row.online_available,
    applicationLink: row.official_url,
    sourceUrl: row.source_url[0],
  };
}
