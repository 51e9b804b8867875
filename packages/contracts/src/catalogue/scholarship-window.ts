/**
 * A scholarship's application window for one intake, as ../shared/data/scholarship-deadlines.csv
 * gives it, and how the web and the catalogue read it against today's date:
 * - `confirmed`: dates read for that intake (open now when today is between them);
 * - `previous-cycle`: real dates of an earlier intake, shown as the last round, never as a
 *   coming deadline;
 * - `recurring-pattern`: no dates, only the usual months ("usually December–February"); it may
 *   usually be open around now, which is never called confirmed.
 */
import { z } from 'zod';
import { ZFigureSource } from '../common/source.ts';

export const WINDOW_STATUSES = ['confirmed', 'previous-cycle', 'recurring-pattern'] as const;
export type TWindowStatus = (typeof WINDOW_STATUSES)[number];

/** Months 1–12: a run of months ("October–December", either: false) or alternatives ("February or May", either: true). */
export const ZMonths = z.object({ months: z.array(z.number().int().min(1).max(12)).min(1), either: z.boolean() });
export type TMonths = z.infer<typeof ZMonths>;

/** One usual calendar: when a round usually opens (null: not known) and closes. */
export const ZUsualSpan = z.object({ opens: ZMonths.nullable(), closes: ZMonths });
export type TUsualSpan = z.infer<typeof ZUsualSpan>;

export const ZScholarshipWindow = z
  .object({
    intake: z.string(),
    intakeArabic: z.string().nullable(),
    /** YYYY-MM-DD; null when the source gives none. */
    opensOn: z.string().nullable(),
    closesOn: z.string().nullable(),
    status: z.enum(WINDOW_STATUSES),
    /** The usual calendars of a recurring pattern (several for separate tracks); empty otherwise. */
    usual: z.array(ZUsualSpan),
    note: z.string().nullable(),
    noteArabic: z.string().nullable(),
    sourceNameArabic: z.string().nullable(),
    confidenceNoteArabic: z.string().nullable(),
  })
  .extend(ZFigureSource.shape);
export type TScholarshipWindow = z.infer<typeof ZScholarshipWindow>;

/**
 * "10-12" (a run), "2|5" (alternatives) or "11" — the seed's way of writing months; several
 * calendars are separated by ";" and a span's opening and closing months by ">" (">12|1": only
 * the closing months are known).
 */
export function parseUsual(text: string): TUsualSpan[] {
  const months = (part: string): TMonths | null => {
    const trimmed = part.trim();
    if (!trimmed) return null;
    const either = trimmed.includes('|');
    const values = either
      ? trimmed.split('|').map(Number)
      : (() => {
          const [from, to = from] = trimmed.split('-').map(Number) as [number, number?];
          const run = [from];
          for (let m = from; m !== to; m = (m % 12) + 1) run.push((m % 12) + 1);
          return run;
        })();
    if (values.some((m) => !Number.isInteger(m) || m < 1 || m > 12)) throw new Error(`"${part}" is not a month, a run (10-12) or alternatives (2|5)`);
    return { months: values, either };
  };
  return text
    .split(';')
    .filter((span) => span.trim())
    .map((span) => {
      const [opens = '', closes = ''] = span.split('>');
      const closing = months(closes);
      if (!closing) throw new Error(`"${span}" gives no closing month`);
      return { opens: months(opens), closes: closing };
    });
}

const monthOf = (date: string) => Number(date.slice(5, 7));

/** Whether today (YYYY-MM-DD) is in the window's confirmed dates. */
export function isConfirmedOpen(window: Pick<TScholarshipWindow, 'status' | 'opensOn' | 'closesOn'>, today: string): boolean {
  return window.status === 'confirmed' && window.closesOn !== null && window.closesOn >= today && (window.opensOn === null || window.opensOn <= today);
}

/**
 * Whether a recurring pattern usually has the round open around today: this month lies between
 * its usual opening and closing months, or it usually opens next month. A span with no known
 * opening month never counts.
 */
export function isUsuallyOpenAround(window: Pick<TScholarshipWindow, 'status' | 'usual'>, today: string): boolean {
  if (window.status !== 'recurring-pattern') return false;
  const month = monthOf(today);
  const next = (month % 12) + 1;
  return window.usual.some((span) => {
    if (!span.opens) return false;
    const from = span.opens.months[0]!;
    const to = span.closes.months.at(-1)!;
    const inRun = from <= to ? month >= from && month <= to : month >= from || month <= to;
    return inRun || next === from;
  });
}

/** The next time a month comes round from today (this month counts), as {year, month}. */
export function nextMonth(month: number, today: string): { year: number; month: number } {
  const year = Number(today.slice(0, 4));
  return { year: month >= monthOf(today) ? year : year + 1, month };
}

/**
 * The window's next known date, for ordering: a confirmed closing date still ahead; for a
 * pattern, the end of the next usual closing month; for a previous cycle, the same day of the
 * year when it next comes round (an expectation, never shown as a date). Null: nothing ahead.
 */
export function nextKnownDate(window: Pick<TScholarshipWindow, 'status' | 'closesOn' | 'usual'>, today: string): { date: string; expected: boolean } | null {
  if (window.status === 'confirmed') return window.closesOn && window.closesOn >= today ? { date: window.closesOn, expected: false } : null;
  if (window.status === 'recurring-pattern') {
    const next = window.usual
      .flatMap((span) => span.closes.months)
      .map((m) => nextMonth(m, today))
      .map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}-99`)
      .sort()[0];
    return next ? { date: next, expected: true } : null;
  }
  if (!window.closesOn) return null;
  const year = Number(today.slice(0, 4));
  const sameDay = `${year}-${window.closesOn.slice(5)}`;
  return { date: sameDay >= today ? sameDay : `${year + 1}-${window.closesOn.slice(5)}`, expected: true };
}
