import { z } from 'zod';
import { ZPageQuery } from '../common/pagination.ts';
import { ZFigureSource } from '../common/source.ts';
import { toWesternDigits } from '../common/text.ts';
import { FACULTY_FIELDS } from '../guidance/faculty-fields.ts';
import {
  ZTimestamps,
  enumFilter,
  intBetween,
  nameOrderFilter,
  numberField,
  optionalText,
  optionalUrl,
  requiredText,
  tenthsBetween,
  textFilter,
  textList,
  urlList,
} from './fields.ts';

/**
 * What kind of institution a university is, as the Ministry's 2025/26 list types them
 * (shared/data/universities-complete.csv): public, technological (under Law 72/2019), Al-Azhar
 * (its own law and coordination), national (أهلية, non-profit), private, special-law (Zewail
 * City), international-agreement (AUC, E-JUST, GIU, …) and international-branch (a foreign
 * university's branch under Law 162/2018).
 */
export const UNIVERSITY_TYPES = ['public', 'technological', 'al-azhar', 'national', 'private', 'special-law', 'international-agreement', 'international-branch'] as const;
const ZFacultyField = z.enum(FACULTY_FIELDS);

export const ZUniversityType = z.enum(UNIVERSITY_TYPES, { message: `Type must be one of: ${UNIVERSITY_TYPES.join(', ')}` });
export type TUniversityType = z.infer<typeof ZUniversityType>;

/** Tuition currencies (ISO 4217); EGP is the default everywhere. */
export const CURRENCIES = ['EGP', 'USD', 'EUR', 'GBP'] as const;
export const ZCurrency = z.enum(CURRENCIES, { message: `Currency must be one of: ${CURRENCIES.join(', ')}` });
export type TCurrency = z.infer<typeof ZCurrency>;

// ---------------------------------------------------------------- records (API answers)

/**
 * Who says an administrator's fee or rank is so: the year it is for ("2025/26" for a fee, "2026"
 * for a rank), the publisher and the page. Null fields: not recorded (seeded figures predate it).
 */
export const ZEditedFigureSource = z.object({
  year: z.string().nullable(),
  sourceName: z.string().nullable(),
  sourceUrl: z.string().nullable(),
});
export type TEditedFigureSource = z.infer<typeof ZEditedFigureSource>;

/** A faculty inside a university (stored with the university). Unknown values are null / []. */
export const ZFaculty = z.object({
  /** Stable within its university (cut-offs refer to it): the English name as a slug, plus the campus. */
  key: z.string(),
  name: z.string(),
  nameArabic: z.string().nullable(),
  description: z.string().nullable(),
  descriptionArabic: z.string().nullable(),
  tuitionPerSemester: z.object({ amount: z.number().nullable(), currency: z.string() }).nullable(),
  duration: z.string().nullable(),
  durationArabic: z.string().nullable(),
  requirements: z.array(z.string()),
  requirementsArabic: z.array(z.string()),
  availableDegrees: z.array(z.string()),
  availableDegreesArabic: z.array(z.string()),
  /** Where this faculty's facts were read (seed data), if known. */
  sourceUrl: z.string().nullable(),
  /** Field of study, for guidance filters. */
  field: ZFacultyField,
  /** A campus away from the main one (e.g. Shoubra), when the faculty is listed for it. */
  campus: z.string().nullable(),
  /** The academic year, publisher and page of `tuitionPerSemester`, when an administrator gave them. */
  tuitionSource: ZEditedFigureSource.nullable(),
});
export type TFaculty = z.infer<typeof ZFaculty>;

/** A name the university had before a decree renamed it (search still finds it). */
export const ZFormerName = z.object({
  name: z.string(),
  nameArabic: z.string().nullable(),
  /** The date of the renaming decree, YYYY-MM-DD. */
  until: z.string().nullable(),
  sourceUrl: z.string().nullable(),
});
export type TFormerName = z.infer<typeof ZFormerName>;

export const ZUniversityLocation = z.object({
  city: z.string().nullable(),
  cityArabic: z.string().nullable(),
  governorate: z.string().nullable(),
  governorateArabic: z.string().nullable(),
});

export const UNIVERSITY_IMAGE_KINDS = ['photo', 'logo'] as const;
export const ZUniversityImageKind = z.enum(UNIVERSITY_IMAGE_KINDS, { message: 'kind must be photo or logo' });
export type TUniversityImageKind = z.infer<typeof ZUniversityImageKind>;

export const ZUniversityImage = z.object({
  kind: ZUniversityImageKind,
  /** Same-origin address: GET /api/media/{fileName}. */
  url: z.string(),
  author: z.string(),
  licence: z.string(),
  sourceUrl: z.string(),
});
export type TUniversityImage = z.infer<typeof ZUniversityImage>;

/** PUT /api/admin/university-images/{id}/{kind}: the image is the raw body (JPEG, PNG or WebP, ≤ 5 MB); the credit is required. */
export const ZUniversityImageParams = z.object({ id: z.string().uuid({ message: 'Invalid id' }), kind: ZUniversityImageKind });
export const ZUniversityImageCredit = z.object({
  author: z.string({ message: 'author is required' }).trim().min(1, 'author is required').max(200, 'author must be at most 200 characters'),
  licence: z.string({ message: 'licence is required' }).trim().min(1, 'licence is required').max(200, 'licence must be at most 200 characters'),
  sourceUrl: z.string({ message: 'sourceUrl is required' }).trim().url({ message: 'sourceUrl must be a URL' }).refine((u) => /^https?:\/\//.test(u), { message: 'sourceUrl must be an http(s) URL' }),
});
export type TUniversityImageCredit = z.infer<typeof ZUniversityImageCredit>;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * A university as the API returns it. Values the sources did not give are null (never
 * invented). Who says what the record says (its type, names, place, founding year, website):
 * `sourceName` (the publisher of the list or page it was read from; null for an administrator's
 * own record) and `sourceUrls`; no university file states a year or a confidence, so those are
 * null.
 */
export const ZUniversity = z
  .object({
    _id: z.string(),
    id: z.string(),
    name: z.string(),
    nameArabic: z.string().nullable(),
    description: z.string().nullable(),
    descriptionArabic: z.string().nullable(),
    type: ZUniversityType,
    location: ZUniversityLocation,
    rating: z.number().nullable(),
    rank: z.object({ local: z.number().nullable(), global: z.number().nullable() }),
    /** The year, publisher and page of each rank, when an administrator gave them. */
    rankSources: z.object({ local: ZEditedFigureSource.nullable(), global: ZEditedFigureSource.nullable() }),
    establishedYear: z.number().nullable(),
    studentCount: z.number().nullable(),
    tuitionRange: z.object({ min: z.number().nullable(), max: z.number().nullable(), currency: z.string() }),
    /** The academic year, publisher and page of `tuitionRange`, when an administrator gave them. */
    tuitionSource: ZEditedFigureSource.nullable(),
    faculties: z.array(ZFaculty),
    photos: z.object({ thumbnail: z.string().nullable(), gallery: z.array(z.string()) }),
    /** Uploaded photo and logo, served by Dalil itself, each with the credit its licence requires. */
    images: z.array(ZUniversityImage),
    website: z.string().nullable(),
    applicationLink: z.string().nullable(),
    sourceUrls: z.array(z.string()),
    formerNames: z.array(ZFormerName),
  })
  .extend(ZFigureSource.shape)
  .extend(ZTimestamps.shape);
export type TUniversity = z.infer<typeof ZUniversity>;

// ---------------------------------------------------------------- admin form / request bodies

// "2025", "2025/26", "2025/2026" or "2025-2026": a year as publishers write one.
export const FIGURE_YEAR = /^\d{4}(?:[/-]\d{2}(?:\d{2})?)?$/;

/** The year, source name and source URL typed beside a fee or a rank (all three required for a new or changed figure: see `missingFigureSources`). */
export const ZFigureSourceInput = z
  .object({
    // Typed in Arabic-Indic digits too; stored in 0-9 as the seed files write years.
    year: optionalText('Year', 20)
      .transform((y) => (y === null ? null : toWesternDigits(y)))
      .refine((y) => y === null || FIGURE_YEAR.test(y), { message: 'Year must look like 2025 or 2025/26' }),
    sourceName: optionalText('Source name', 200),
    sourceUrl: optionalUrl('Source URL'),
  })
  .nullish()
  // Three blanks are no source at all (as stored for a figure that never had one).
  .transform((v) => (v && (v.year || v.sourceName || v.sourceUrl) ? v : null));
export type TFigureSourceInput = z.input<typeof ZFigureSourceInput>;

/** One faculty in the admin form. */
export const ZFacultyInput = z.object({
  name: requiredText('Faculty name', 300),
  nameArabic: optionalText('Faculty Arabic name', 300),
  description: optionalText('Faculty description'),
  descriptionArabic: optionalText('Faculty Arabic description'),
  tuitionPerSemester: z
    .object({
      amount: numberField('Tuition per semester').pipe(z.number().min(0, { message: 'Tuition per semester must be at least 0' })).nullish(),
      currency: ZCurrency.default('EGP'),
    })
    .nullish(),
  duration: optionalText('Faculty duration', 100),
  durationArabic: optionalText('Faculty Arabic duration', 100),
  requirements: textList('Requirements', 'line'),
  requirementsArabic: textList('Arabic requirements', 'line'),
  availableDegrees: textList('Available degrees'),
  availableDegreesArabic: textList('Arabic available degrees'),
  sourceUrl: optionalUrl('Faculty source URL'),
  /** Kept from the stored faculty so cut-offs stay linked; derived from the name when absent. */
  key: z.string().trim().max(200).regex(/^[a-z0-9-]+$/, { message: 'Faculty key must be lower-case letters, digits and dashes' }).nullish().transform((v) => v ?? null),
  field: ZFacultyField.nullish().transform((v) => v ?? null),
  campus: optionalText('Campus', 100),
  tuitionSource: ZFigureSourceInput,
});
export type TFacultyInput = z.input<typeof ZFacultyInput>;

const currentYear = () => new Date().getUTCFullYear();

const universityFields = {
  name: requiredText('English name', 300),
  nameArabic: requiredText('Arabic name', 300),
  description: optionalText('Description'),
  descriptionArabic: optionalText('Arabic description'),
  type: ZUniversityType,
  location: z
    .object({
      city: optionalText('City', 200),
      cityArabic: optionalText('Arabic city', 200),
      governorate: optionalText('Governorate', 200),
      governorateArabic: optionalText('Arabic governorate', 200),
    })
    .optional(),
  rating: tenthsBetween('Rating', 0, 5).nullish(),
  // A rank is a published fact: absent until a source gives one, never defaulted.
  rank: z.object({ local: intBetween('Local rank', 1).nullish(), global: intBetween('Global rank', 1).nullish() }).optional(),
  rankSources: z.object({ local: ZFigureSourceInput, global: ZFigureSourceInput }).partial().optional(),
  // The admin form's lower bound is 1800, but real records predate it (Al-Azhar, 972), so the
  // server accepts any year from 900; the current year is the upper bound.
  establishedYear: z
    .preprocess((v) => (v === '' ? undefined : v), intBetween('Established year', 900))
    .refine((y) => y <= currentYear(), { message: 'Established year cannot be in the future' })
    .nullish(),
  studentCount: intBetween('Student count', 0).nullish(),
  tuitionRange: z
    .object({
      min: numberField('Minimum tuition').pipe(z.number().min(0, { message: 'Minimum tuition must be at least 0' })).nullish(),
      max: numberField('Maximum tuition').pipe(z.number().min(0, { message: 'Maximum tuition must be at least 0' })).nullish(),
      currency: ZCurrency.default('EGP'),
    })
    .refine((t) => t.min == null || t.max == null || t.max >= t.min, {
      message: 'Maximum tuition must be at least the minimum tuition',
      path: ['max'],
    })
    .optional(),
  tuitionSource: ZFigureSourceInput.optional(),
  faculties: z.array(ZFacultyInput, { message: 'Faculties must be a list' }).max(200).optional(),
  photos: z
    .object({
      thumbnail: optionalUrl('Thumbnail'),
      gallery: urlList('Gallery photo URL'),
    })
    .optional(),
  website: optionalUrl('Website'),
  applicationLink: optionalUrl('Application link'),
  sourceUrls: urlList('Source URL').optional(),
};

/** POST /api/admin/universities — the rules of the admin university form. */
export const ZCreateUniversity = z.object(universityFields);
export type TCreateUniversity = z.infer<typeof ZCreateUniversity>;
export type TCreateUniversityInput = z.input<typeof ZCreateUniversity>;

/** PUT /api/admin/universities/{id} — any subset of the create fields; sent fields follow the same rules. */
export const ZUpdateUniversity = ZCreateUniversity.partial()
  .extend({ rank: z.object({ local: intBetween('Local rank', 1).nullish(), global: intBetween('Global rank', 1).nullish() }).partial().optional() })
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to update' });
export type TUpdateUniversity = z.infer<typeof ZUpdateUniversity>;
export type TUpdateUniversityInput = z.input<typeof ZUpdateUniversity>;

// ---------------------------------------------------------------- sources of edited figures

type SourcedBody = {
  faculties?: Array<{ name: string; key?: string | null; tuitionPerSemester?: { amount?: number | null; currency?: string } | null; tuitionSource?: TEditedFigureSource | null }>;
  rank?: { local?: number | null; global?: number | null };
  rankSources?: { local?: TEditedFigureSource | null; global?: TEditedFigureSource | null };
  tuitionRange?: { min?: number | null; max?: number | null; currency?: string };
  tuitionSource?: TEditedFigureSource | null;
};
export type TMissingFigureSource = { path: (string | number)[]; message: string };

const complete = (s: TEditedFigureSource | null | undefined) => Boolean(s?.year && s.sourceName && s.sourceUrl);
// The first blank of the three, so a form puts the message beside it.
const firstBlank = (s: TEditedFigureSource | null | undefined) => (!s?.year ? 'year' : !s.sourceName ? 'sourceName' : 'sourceUrl');
const sameSource = (a: TEditedFigureSource | null | undefined, b: TEditedFigureSource | null | undefined) =>
  (a?.year ?? null) === (b?.year ?? null) && (a?.sourceName ?? null) === (b?.sourceName ?? null) && (a?.sourceUrl ?? null) === (b?.sourceUrl ?? null);

/**
 * The fees and ranks of a parsed create or update body that are new, or whose value or source
 * changed from `stored`, yet lack a year, source name or source URL: each is refused with a
 * message naming it. A figure saved unchanged passes as it was (seeded ones have no URL here).
 * The form and the catalogue service apply this same rule.
 */
export function missingFigureSources(body: SourcedBody, stored?: Pick<TUniversity, 'faculties' | 'rank' | 'rankSources' | 'tuitionRange' | 'tuitionSource'>): TMissingFigureSource[] {
  const missing: TMissingFigureSource[] = [];
  (body.faculties ?? []).forEach((faculty, index) => {
    const amount = faculty.tuitionPerSemester?.amount ?? null;
    if (amount === null || complete(faculty.tuitionSource)) return;
    const before = faculty.key ? stored?.faculties.find((f) => f.key === faculty.key) : undefined;
    const unchanged =
      before !== undefined &&
      before.tuitionPerSemester?.amount === amount &&
      before.tuitionPerSemester.currency === (faculty.tuitionPerSemester?.currency ?? 'EGP') &&
      sameSource(before.tuitionSource, faculty.tuitionSource);
    if (!unchanged) {
      missing.push({ path: ['faculties', index, 'tuitionSource', firstBlank(faculty.tuitionSource)], message: `Fee for ${faculty.name}: academic year, source name and source URL are required` });
    }
  });
  for (const which of ['local', 'global'] as const) {
    if (!body.rank || !Object.hasOwn(body.rank, which)) continue;
    const value = body.rank[which] ?? null;
    const source = body.rankSources && Object.hasOwn(body.rankSources, which) ? body.rankSources[which] : stored?.rankSources[which];
    if (value === null || complete(source)) continue;
    const unchanged = stored !== undefined && stored.rank[which] === value && sameSource(stored.rankSources[which], source);
    if (!unchanged) {
      missing.push({ path: ['rankSources', which, firstBlank(source)], message: `${which === 'local' ? 'Local' : 'Global'} rank: year, source name and source URL are required` });
    }
  }
  if (body.tuitionRange) {
    const { min = null, max = null, currency = 'EGP' } = body.tuitionRange;
    const source = body.tuitionSource !== undefined ? body.tuitionSource : stored?.tuitionSource;
    const unchanged =
      stored !== undefined && stored.tuitionRange.min === min && stored.tuitionRange.max === max && stored.tuitionRange.currency === currency && sameSource(stored.tuitionSource, source);
    if ((min !== null || max !== null) && !complete(source) && !unchanged) {
      missing.push({ path: ['tuitionSource', firstBlank(source)], message: 'Fee range: academic year, source name and source URL are required' });
    }
  }
  return missing;
}

// ---------------------------------------------------------------- list query

/** GET /api/universities: page (1), limit (100, at most 100), type, governorate (English or Arabic), search, lang (name order). */
export const ZListUniversitiesQuery = ZPageQuery(100).extend({
  type: enumFilter('type', UNIVERSITY_TYPES),
  governorate: textFilter('governorate'),
  search: textFilter('search'),
  lang: nameOrderFilter(),
});
export type TListUniversitiesQuery = z.infer<typeof ZListUniversitiesQuery>;
