import { z } from 'zod';
import { ZPageQuery } from '../common/pagination.ts';
import { ZCurrency } from './university.ts';
import {
  ZTimestamps,
  booleanFilter,
  dateField,
  enumFilter,
  intBetween,
  listingFields,
  nameOrderFilter,
  numberField,
  optionalText,
  optionalUrl,
  requiredText,
  tenthsBetween,
  textFilter,
  updateBodyOf,
} from './fields.ts';

export const PROGRAM_TYPES = ['masters', 'phd'] as const;
export const ZProgramType = z.enum(PROGRAM_TYPES, { message: `Type must be one of: ${PROGRAM_TYPES.join(', ')}` });
export type TProgramType = z.infer<typeof ZProgramType>;

export const PROGRAM_LANGUAGES = ['arabic', 'english', 'both'] as const;
export const ZProgramLanguage = z.enum(PROGRAM_LANGUAGES, { message: `Language must be one of: ${PROGRAM_LANGUAGES.join(', ')}` });
export type TProgramLanguage = z.infer<typeof ZProgramLanguage>;

/**
 * A graduate program as the API returns it. `universityName(Arabic)` are copied from the
 * university by the server. Values the sources did not give are null (never invented).
 */
export const ZProgram = z
  .object({
    _id: z.string(),
    id: z.string(),
    universityId: z.string(),
    universityName: z.string(),
    universityNameArabic: z.string().nullable(),
    name: z.string(),
    nameArabic: z.string().nullable(),
    faculty: z.string().nullable(),
    facultyArabic: z.string().nullable(),
    specialization: z.string().nullable(),
    specializationArabic: z.string().nullable(),
    type: ZProgramType,
    language: ZProgramLanguage.nullable(),
    /** Years. */
    duration: z.number().nullable(),
    tuition: z.object({ annual: z.number().nullable(), currency: z.string() }),
    requirements: z.object({ gpa: z.number().nullable(), degree: z.string().nullable(), degreeArabic: z.string().nullable() }),
    /** YYYY-MM-DD */
    applicationDeadline: z.string().nullable(),
    /** The deadline as the source words it ("end of July (winter intake)"), when it is not one date. */
    applicationDeadlineText: z.string().nullable(),
    applicationDeadlineTextArabic: z.string().nullable(),
    onlineAvailable: z.boolean(),
    applicationLink: z.string().nullable(),
    description: z.string().nullable(),
    descriptionArabic: z.string().nullable(),
    isActive: z.boolean(),
    /** Where the program's facts were read (seed data), if known. */
    sourceUrl: z.string().nullable(),
    /** The Arabic texts are Dalil's translation of an English source (the page says so). */
    arabicTranslated: z.boolean(),
  })
  .extend(ZTimestamps.shape);
export type TProgram = z.infer<typeof ZProgram>;

const programFields = {
  universityId: z
    .string({ message: 'University is required' })
    .trim()
    .min(1, { message: 'University is required' })
    .pipe(z.uuid({ message: 'University must be one of the listed universities (invalid id)' })),
  type: ZProgramType,
  duration: intBetween('Duration', 1, 10),
  name: requiredText('English name', 300),
  nameArabic: requiredText('Arabic name', 300),
  faculty: requiredText('Faculty', 300),
  facultyArabic: requiredText('Arabic faculty', 300),
  specialization: optionalText('Specialization', 300),
  language: ZProgramLanguage,
  tuition: z.object(
    {
      annual: numberField('Annual tuition').pipe(z.number().min(0, { message: 'Annual tuition must be at least 0' })),
      currency: ZCurrency,
    },
    { message: 'Tuition is required' },
  ),
  requirements: z.object(
    {
      gpa: tenthsBetween('Minimum GPA', 0, 4),
      degree: requiredText('Required degree', 300),
      degreeArabic: requiredText('Arabic required degree', 300),
    },
    { message: 'Requirements are required' },
  ),
  applicationDeadline: dateField('Application deadline'),
  applicationDeadlineText: optionalText('Application deadline as published', 300),
  onlineAvailable: z.boolean({ message: 'Online available must be true or false' }).default(false),
  ...listingFields,
  sourceUrl: optionalUrl('Source URL'),
};

/** POST /api/admin/programs — the rules of the admin program form. */
export const ZCreateProgram = z.object(programFields);
export type TCreateProgram = z.infer<typeof ZCreateProgram>;
export type TCreateProgramInput = z.input<typeof ZCreateProgram>;

/**
 * PUT /api/admin/programs/{id} — any subset of the fields (e.g. `{isActive:false}` for the
 * table's toggle); sent fields follow the create rules.
 */
export const ZUpdateProgram = updateBodyOf({
  ...programFields,
  onlineAvailable: z.boolean({ message: 'Online available must be true or false' }),
  isActive: z.boolean({ message: 'Active must be true or false' }),
  tuition: z.object({
    annual: numberField('Annual tuition').pipe(z.number().min(0, { message: 'Annual tuition must be at least 0' })).optional(),
    currency: ZCurrency.optional(),
  }),
  requirements: z.object({
    gpa: tenthsBetween('Minimum GPA', 0, 4).optional(),
    degree: requiredText('Required degree', 300).optional(),
    degreeArabic: requiredText('Arabic required degree', 300).optional(),
  }),
});
export type TUpdateProgram = z.infer<typeof ZUpdateProgram>;
export type TUpdateProgramInput = z.input<typeof ZUpdateProgram>;

const programFilters = {
  type: enumFilter('type', PROGRAM_TYPES),
  language: enumFilter('language', PROGRAM_LANGUAGES),
  /** A university's id, or its name in English or Arabic (partial names match). */
  university: textFilter('university'),
  search: textFilter('search'),
  lang: nameOrderFilter(),
};

/** GET /api/programs: page (1), limit (50, at most 100), type, language, university, search, lang (name order). Active programs only. */
export const ZListProgramsQuery = ZPageQuery(50).extend(programFilters);
export type TListProgramsQuery = z.infer<typeof ZListProgramsQuery>;

/** GET /api/admin/programs: as the public list, plus inactive programs and an `isActive` filter. */
export const ZAdminListProgramsQuery = ZPageQuery(50).extend({ ...programFilters, isActive: booleanFilter('isActive') });
export type TAdminListProgramsQuery = z.infer<typeof ZAdminListProgramsQuery>;
