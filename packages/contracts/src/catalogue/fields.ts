/**
 * Field building blocks shared by the catalogue's entity and form schemas (universities,
 * programs, scholarships), so each rule and its message is written once.
 */
import { z } from 'zod';
import { toWesternDigits } from '../common/text.ts';

/** A required text: trimmed, not blank. */
export function requiredText(label: string, max = 2000) {
  return z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` });
}

/** An optional text: blank or missing becomes null. */
export function optionalText(label: string, max = 5000) {
  return z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((v) => (v ? v : null));
}

const HTTP_URL = (label: string) => z.url({ protocol: /^https?$/, message: `${label} must be a valid URL (http or https)` });

/** A required http(s) link. */
export function requiredUrl(label: string) {
  return z.string({ message: `${label} is required` }).trim().min(1, { message: `${label} is required` }).pipe(HTTP_URL(label));
}

/** An optional http(s) link: blank or missing becomes null. */
export function optionalUrl(label: string) {
  return z
    .union([z.literal(''), z.string().trim().pipe(HTTP_URL(label))], { message: `${label} must be a valid URL (http or https)` })
    .nullish()
    .transform((v) => (v ? v : null));
}

const numberIssue = (label: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? `${label} is required` : `${label} must be a number`;

/** A number typed by a person: accepts numbers or digit strings (Arabic-Indic digits too). */
export function numberField(label: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(toWesternDigits(v.trim()))) : v),
    z.number({ error: numberIssue(label) }).refine(Number.isFinite, { message: `${label} must be a number` }),
  );
}

/** A whole number between bounds (inclusive). */
export function intBetween(label: string, min: number, max?: number) {
  let schema = z
    .number({ error: numberIssue(label) })
    .int({ message: `${label} must be a whole number` })
    .min(min, { message: `${label} must be at least ${min}` });
  if (max !== undefined) schema = schema.max(max, { message: `${label} must be at most ${max}` });
  return z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(toWesternDigits(v.trim()))) : v), schema);
}

/** A number between bounds with at most one decimal (ratings, GPAs: "step 0.1"). */
export function tenthsBetween(label: string, min: number, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(toWesternDigits(v.trim()))) : v),
    z
      .number({ error: numberIssue(label) })
      .min(min, { message: `${label} must be between ${min} and ${max}` })
      .max(max, { message: `${label} must be between ${min} and ${max}` })
      .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-6, { message: `${label} must have at most one decimal place` }),
  );
}

/**
 * A list typed as one string (comma or new-line separated, as the admin forms take it) or sent
 * as an array; items are trimmed and blanks dropped.
 */
export function textList(label: string, separator: 'comma' | 'line' = 'comma') {
  const split = separator === 'comma' ? /[,،\n]/ : /\r?\n/;
  return z
    .union([z.string(), z.array(z.string({ message: `${label} must be a list of texts` }))], { message: `${label} must be a list of texts` })
    .nullish()
    .transform((v) => (v == null ? [] : (typeof v === 'string' ? v.split(split) : v).map((s) => s.trim()).filter(Boolean)));
}

/** A list of http(s) links, one per line or as an array; blank lines dropped. */
export function urlList(label: string) {
  return textList(label, 'line').pipe(z.array(HTTP_URL(label)));
}

/** A calendar date (YYYY-MM-DD); a full ISO timestamp is accepted and cut to its date. */
export function dateField(label: string) {
  return z
    .string({ message: `${label} is required` })
    .trim()
    .transform((v) => toWesternDigits(v))
    .refine((v) => /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(v) && !Number.isNaN(Date.parse(v)), { message: `${label} must be a date (YYYY-MM-DD)` })
    .transform((v) => v.slice(0, 10));
}

/** Query-string filter from a fixed set; '' and 'all' mean no filter. */
export function enumFilter<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(values, { message: `${label} must be one of: ${values.join(', ')}` }).optional(),
  );
}

/** Free-text query parameter; blank means none. */
export function textFilter(label: string, max = 200) {
  return z
    .string({ message: `${label} must be text` })
    .max(max, { message: `${label} must be at most ${max} characters` })
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : undefined));
}

/**
 * `lang`: which names order a list — `ar` the Arabic names in Arabic alphabetical order (a record
 * without one by its English name), `en` (the default) the English names.
 */
export const NAME_ORDERS = ['ar', 'en'] as const;
export type TNameOrder = (typeof NAME_ORDERS)[number];
export const nameOrderFilter = () => enumFilter('lang', NAME_ORDERS);

/** `true`/`false` query parameter (admin lists). */
export function booleanFilter(label: string) {
  return z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ message: `${label} must be true or false` }).optional(),
  );
}

/** The fields a listing (a program, a scholarship) ends with: where to apply, the description in both languages, and whether it is shown. */
export const listingFields = {
  applicationLink: requiredUrl('Application link'),
  description: requiredText('English description', 5000),
  descriptionArabic: requiredText('Arabic description', 5000),
  isActive: z.boolean({ message: 'Active must be true or false' }).default(true),
};

/** A PUT body: any subset of the given fields (sent fields follow their rules), at least one of them. */
export function updateBodyOf<const S extends z.ZodRawShape>(shape: S) {
  return z
    .object(shape)
    .partial()
    .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to update' });
}

export const ZTimestamps = z.object({ createdAt: z.string(), updatedAt: z.string() });
