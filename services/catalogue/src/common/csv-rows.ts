/**
 * What every CSV reader of the catalogue shares: the one row reader, the cell schemas of the
 * seed files' columns (a blank cell means "not given": it never clears a stored value) and the
 * reason a rejected row is reported with.
 */
import { z } from 'zod';
import { FIGURE_YEAR } from '@dalil/contracts/catalogue/university';
import { toWesternDigits } from '@dalil/contracts/common/text';
import { optionalText, optionalUrl } from '@dalil/contracts/catalogue/fields';
import { readAllRecords } from './table-source.ts';

export type CsvRow = Record<string, string>;

/**
 * A seed file's rows keyed by lower-cased header, cells trimmed, read by the one reader of
 * every import (../common/table-source.ts).
 */
export const readCsv: (filePath: string) => Promise<CsvRow[]> = readAllRecords;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
export const text = (column: string, max = 5000) => optionalText(column, max).transform((v) => v ?? undefined);
export const url = (column: string) => optionalUrl(column).transform((v) => v ?? undefined);

/** `a | b | c` (the seed files' separator for several URLs). */
export const urls = (column: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(/\s+\|\s+|\r?\n/).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/, message: `${column} must hold http(s) URLs separated by ' | '` })));

/** `a; b; c` lists. */
export const list = () =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(/\s*[;|]\s*/).map((s) => s.trim()).filter(Boolean));

export const enumOf = <const T extends readonly [string, ...string[]]>(column: string, values: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(values, { message: `${column} must be one of: ${values.join(', ')}` }));

/** A figure's year as the admin form takes it: 2025, 2025/26, 2025/2026 or 2025-2026 (Arabic-Indic digits too). */
export const figureYear = (column: string) =>
  optional(
    z
      .string()
      .transform(toWesternDigits)
      .refine((y) => FIGURE_YEAR.test(y), { message: `${column} must look like 2025 or 2025/26` }),
  );

export const boolean = (column: string) =>
  optional(
    z.preprocess(
      // The word table is indexed by any trimmed cell text; an unknown word gives undefined.
      (v) => (typeof v === 'string' ? ({ true: true, yes: true, '1': true, false: false, no: false, '0': false } as Record<string, boolean>)[v.trim().toLowerCase()] ?? v : v),
      z.boolean({ message: `${column} must be true or false` }),
    ),
  );

/** "column: rule; column: rule" for a rejected row. */
export function reasonOf(error: z.ZodError): string {
  return error.issues.map((i) => (i.message.startsWith(String(i.path[0])) ? i.message : `${i.path.join('.') || 'row'}: ${i.message}`)).join('; ');
}

/** A number written as plain digits; anything worded ("per month", "2-4") is not one. */
export const plainNumber = (value: string | undefined) => (value !== undefined && /^\d+(\.\d+)?$/.test(value) ? Number(value) : undefined);
