import { z } from 'zod';
import { ZPageQuery } from '../common/pagination.ts';
import { ZScholarshipWindow } from './scholarship-window.ts';
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
  requiredText,
  tenthsBetween,
  textFilter,
  textList,
  urlList,
  updateBodyOf,
} from './fields.ts';

/**
 * Stored types. The public site filters by domestic/international; the admin form also offers
 * `local` (stored as domestic, the same meaning) and `mixed`.
 */
export const SCHOLARSHIP_TYPES = ['domestic', 'international', 'mixed'] as const;
export const ZScholarshipType = z.enum(SCHOLARSHIP_TYPES);
export type TScholarshipType = z.infer<typeof ZScholarshipType>;

/** Accepts the admin form's `local` as `domestic`. */
export const ZScholarshipTypeInput = z
  .enum(['domestic', 'local', 'international', 'mixed'], { message: 'Type must be one of: domestic (local), international, mixed' })
  .transform((t): TScholarshipType => (t === 'local' ? 'domestic' : t));

export const SCHOLARSHIP_COVERAGES = ['full', 'partial', 'tuition-only'] as const;
export const ZScholarshipCoverage = z.enum(SCHOLARSHIP_COVERAGES, { message: `Coverage must be one of: ${SCHOLARSHIP_COVERAGES.join(', ')}` });
export type TScholarshipCoverage = z.infer<typeof ZScholarshipCoverage>;

/**
 * The study levels the public list filters by. Stored levels may also be others the source
 * names (college of technology, residency, non-degree …); the first data said `undergraduate`
 * for a bachelor's, so both mean `bachelor`.
 */
export const SCHOLARSHIP_LEVELS = ['bachelor', 'masters', 'phd', 'postdoc'] as const;
export type TScholarshipLevel = (typeof SCHOLARSHIP_LEVELS)[number];
export const STORED_LEVELS: Record<TScholarshipLevel, string[]> = { bachelor: ['bachelor', 'undergraduate'], masters: ['masters'], phd: ['phd'], postdoc: ['postdoc'] };

/** Orders of the public list: by name (in the `lang` asked for), or by deadline (see scholarship-deadline.ts). */
export const SCHOLARSHIP_SORTS = ['name', 'deadline'] as const;
export type TScholarshipSort = (typeof SCHOLARSHIP_SORTS)[number];

export const SCHOLARSHIP_CURRENCIES = ['USD', 'EUR', 'GBP', 'EGP'] as const;
export const ZScholarshipCurrency = z.enum(SCHOLARSHIP_CURRENCIES, { message: `Currency must be one of: ${SCHOLARSHIP_CURRENCIES.join(', ')}` });

/** Whether a scholarship still takes applicants: a discontinued or suspended one says so and leaves the default list. */
export const SCHOLARSHIP_STATUSES = ['active', 'discontinued', 'suspended'] as const;
export type TScholarshipStatus = (typeof SCHOLARSHIP_STATUSES)[number];

/** Why a scholarship is discontinued or suspended, and who says so. */
export const ZScholarshipStatusNote = z.object({
  note: z.string(),
  noteArabic: z.string().nullable(),
  /** Since when, as the source words it ("January 2025"). */
  since: z.string().nullable(),
  sinceArabic: z.string().nullable(),
  sourceName: z.string(),
  sourceNameArabic: z.string().nullable(),
  sourceUrls: z.array(z.string()),
});

/**
 * A scholarship as the API returns it. `coverage` is null when the source does not say what is
 * paid; deadlines and amounts change yearly and are null unless an administrator set them.
 */
export const ZScholarship = z
  .object({
    _id: z.string(),
    id: z.string(),
    name: z.string(),
    nameArabic: z.string().nullable(),
    provider: z.string().nullable(),
    providerArabic: z.string().nullable(),
    country: z.string().nullable(),
    /** The country text in Arabic where the data's English one holds more than a country ("Various (…)"). */
    countryArabic: z.string().nullable(),
    type: ZScholarshipType,
    coverage: ZScholarshipCoverage.nullable(),
    amount: z.number().nullable(),
    currency: ZScholarshipCurrency.nullable(),
    /** YYYY-MM-DD */
    deadline: z.string().nullable(),
    /** The usual deadline month as the source gives it ("January or February"), when no date is known. */
    deadlineMonth: z.string().nullable(),
    deadlineMonthArabic: z.string().nullable(),
    /** The amount as the source words it ("1400 per month"), when it is not one number. */
    amountText: z.string().nullable(),
    amountTextArabic: z.string().nullable(),
    /** Entry requirements as the source words them: grades ("85% in Thanaweya Amma"), worded age limits. */
    gpaRequirement: z.string().nullable(),
    gpaRequirementArabic: z.string().nullable(),
    eligibility: z.object({
      gpa: z.number().nullable(),
      age: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
      fields: z.array(z.string()),
      fieldsArabic: z.array(z.string()),
      nationality: z.array(z.string()),
    }),
    benefits: z.array(z.string()),
    benefitsArabic: z.array(z.string()),
    /** Study levels, e.g. undergraduate, masters, phd, postdoc. */
    level: z.array(z.string()),
    applicationLink: z.string().nullable(),
    description: z.string().nullable(),
    descriptionArabic: z.string().nullable(),
    isActive: z.boolean(),
    sourceUrls: z.array(z.string()),
    /** The Arabic texts are Dalil's translation of an English source (the page says so). */
    arabicTranslated: z.boolean(),
    status: z.enum(SCHOLARSHIP_STATUSES),
    /** Set when the scholarship is discontinued or suspended. */
    statusNote: ZScholarshipStatusNote.nullable(),
    /** Application windows by intake (see scholarship-window.ts), newest intake first. */
    windows: z.array(ZScholarshipWindow),
  })
  .extend(ZTimestamps.shape);
export type TScholarship = z.infer<typeof ZScholarship>;

const ageField = (label: string) => intBetween(label, 0, 120).nullish();

const eligibilityFields = {
  gpa: tenthsBetween('Minimum GPA', 0, 4),
  age: z
    .object({ min: ageField('Minimum age'), max: ageField('Maximum age') })
    .refine((a) => a.min == null || a.max == null || a.max >= a.min, { message: 'Maximum age must be at least the minimum age', path: ['max'] })
    .nullish(),
  fields: textList('Eligible fields'),
  nationality: textList('Nationality').transform((list) => (list.length ? list : ['Egyptian'])),
};

const scholarshipFields = {
  name: requiredText('English name', 300),
  nameArabic: requiredText('Arabic name', 300),
  provider: requiredText('Provider', 300),
  providerArabic: optionalText('Arabic provider', 300),
  country: optionalText('Country', 100),
  type: ZScholarshipTypeInput,
  coverage: ZScholarshipCoverage,
  amount: numberField('Amount').pipe(z.number().min(0, { message: 'Amount must be at least 0' })).nullish(),
  currency: ZScholarshipCurrency,
  deadline: dateField('Deadline'),
  deadlineMonth: optionalText('Usual deadline month', 200),
  amountText: optionalText('Amount as published', 300),
  gpaRequirement: optionalText('Grade requirement', 300),
  eligibility: z.object(eligibilityFields, { message: 'Eligibility is required' }),
  benefits: textList('Benefits', 'line'),
  benefitsArabic: textList('Arabic benefits', 'line'),
  level: textList('Level'),
  ...listingFields,
  sourceUrls: urlList('Source URL').optional(),
};

/** POST /api/admin/scholarships — the rules of the admin scholarship form. */
export const ZCreateScholarship = z.object(scholarshipFields);
export type TCreateScholarship = z.infer<typeof ZCreateScholarship>;
export type TCreateScholarshipInput = z.input<typeof ZCreateScholarship>;

/**
 * PUT /api/admin/scholarships/{id} — any subset of the fields (e.g. `{isActive:false}`); sent
 * fields follow the create rules.
 */
export const ZUpdateScholarship = updateBodyOf({
  ...scholarshipFields,
  isActive: z.boolean({ message: 'Active must be true or false' }),
  eligibility: z.object({ ...eligibilityFields, gpa: eligibilityFields.gpa.optional() }).partial(),
  benefits: scholarshipFields.benefits.optional(),
  benefitsArabic: scholarshipFields.benefitsArabic.optional(),
  level: scholarshipFields.level.optional(),
});
export type TUpdateScholarship = z.infer<typeof ZUpdateScholarship>;
export type TUpdateScholarshipInput = z.input<typeof ZUpdateScholarship>;

const scholarshipFilters = {
  /** domestic | international | mixed (`local` means domestic). */
  type: z.preprocess((v) => (v === 'local' ? 'domestic' : v), enumFilter('type', SCHOLARSHIP_TYPES)),
  coverage: enumFilter('coverage', SCHOLARSHIP_COVERAGES),
  level: enumFilter('level', SCHOLARSHIP_LEVELS),
  /** true: only scholarships open now by a confirmed date (a usual month or pattern is not a date). */
  open: booleanFilter('open'),
  /** true: only scholarships not confirmed open whose usual calendar has a round open around now. */
  usuallyOpen: booleanFilter('usuallyOpen'),
  /** true: only discontinued or suspended scholarships (the default list leaves them out). */
  ended: booleanFilter('ended'),
  search: textFilter('search'),
  sort: enumFilter('sort', SCHOLARSHIP_SORTS),
  lang: nameOrderFilter(),
};

/**
 * GET /api/scholarships: page (1), limit (50, at most 100), type, coverage, level, open,
 * usuallyOpen, ended, search, sort (name | deadline), lang (name order). Active ones only, and
 * (unless `ended`) only those still taking applicants.
 */
export const ZListScholarshipsQuery = ZPageQuery(50).extend(scholarshipFilters);
export type TListScholarshipsQuery = z.infer<typeof ZListScholarshipsQuery>;

/** GET /api/admin/scholarships: as the public list plus inactive ones and an `isActive` filter. */
export const ZAdminListScholarshipsQuery = ZPageQuery(50).extend({ ...scholarshipFilters, isActive: booleanFilter('isActive') });
export type TAdminListScholarshipsQuery = z.infer<typeof ZAdminListScholarshipsQuery>;
