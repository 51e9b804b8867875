import { z } from 'zod';

/** Where a published figure comes from: the publisher, the page (when public) and its date. */
export const ZDataSource = z.object({
  name: z.string().trim().min(1, { message: 'Source name is required' }).max(200),
  /** The publisher's name in Arabic when it has one (a proper name may stay as it is). */
  nameArabic: z.string().trim().max(200).nullable().default(null),
  url: z.url({ message: 'Source url must be a web address' }).nullable(),
  /** The date the source states or was read on, YYYY-MM-DD. */
  date: z.iso.date({ message: 'Source date must be YYYY-MM-DD' }),
});
export type TDataSource = z.infer<typeof ZDataSource>;

/** How far a row of the published data can be trusted, as its `confidence` column says. */
export const CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const;
export const ZConfidence = z.enum(CONFIDENCE_LEVELS);
export type TConfidence = z.infer<typeof ZConfidence>;

/**
 * Who says so, carried by every figure the API answers (a cut-off, fee, rank, fact, salary,
 * price, rule): records spread these fields (`.extend(ZFigureSource.shape)`), so the web never
 * rebuilds them from a URL.
 */
export const ZFigureSource = z.object({
  /** The publisher as the data names it ("Tansik coordination office minimums, compiled by …"); never a bare web host. Null: not recorded. */
  sourceName: z.string().nullable(),
  /** Every page the figure was read from, the main one first; each is shown as its own link. */
  sourceUrls: z.array(z.string()),
  /** The year the figure is for, as published (2025, "2025/2026"); null when the source states none. */
  year: z.union([z.number().int(), z.string()]).nullable(),
  /** The data's own confidence column, where it has one; null where it has none. */
  confidence: ZConfidence.nullable(),
  /** Why the confidence is what it is (shown on demand), when the data says. */
  confidenceNote: z.string().nullable(),
});
export type TFigureSource = z.infer<typeof ZFigureSource>;

/** A year as a data file writes it: a bare year ("2024") is a number, a period ("2022/23", "FY2021/22") stays as written. */
export function publishedYear(text: string | null | undefined): number | string | null {
  const value = text?.trim();
  if (!value) return null;
  return /^\d{4}$/.test(value) ? Number(value) : value;
}

/** The URLs of a data file's `source_url` cell: several are separated by " | "; the first is the main one. */
export function splitSourceUrls(cell: string | null | undefined): string[] {
  return (cell ?? '')
    .split(' | ')
    .map((url) => url.trim())
    .filter(Boolean);
}
