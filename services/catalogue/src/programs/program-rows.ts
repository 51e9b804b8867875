/**
 * A programme's CSV rows validated and turned into partial records: the import's columns, and the
 * published data file's (which words some figures as text).
 */
import { z } from 'zod';
import { PROGRAM_LANGUAGES, PROGRAM_TYPES } from '@dalil/contracts/catalogue/program';
import { CURRENCIES } from '@dalil/contracts/catalogue/university';
import { dateField, intBetween, numberField, requiredText, tenthsBetween } from '@dalil/contracts/catalogue/fields';
import { boolean, enumOf, optional, plainNumber, text, url, urls, type DeepPartial } from '../common/index.ts';
import type { ProgramData } from './program-repository.ts';

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

// ---------------------------------------------------------------- the published data files
// ../shared/data/scholarships.csv and graduate-programs.csv word some figures as text (an
// amount "per month", a deadline "end of July"): kept as published, never turned into a number.

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
