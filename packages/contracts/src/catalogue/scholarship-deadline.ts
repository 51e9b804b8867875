/**
 * What is known about a scholarship's deadline, read the same way by the catalogue (the "open
 * now" filter, the deadline sort) and the web (the card, the calendar file). Two kinds of
 * knowledge, never mixed up: a confirmed date (an administrator entered it for this round), or
 * only the month the last call closed in ("January or February"), which may not repeat and is
 * never called a date.
 */
import type { TScholarship } from './scholarship.ts';
import { isConfirmedOpen, isUsuallyOpenAround, nextKnownDate } from './scholarship-window.ts';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** Dates are Egyptian: a deadline day ends in Cairo. */
const TIME_ZONE = 'Africa/Cairo';

/** Today's date in Cairo, YYYY-MM-DD. */
export function cairoToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The months (1–12) a usual-deadline text names, in the order it names them: "December or
 * January" → [12, 1]. A remark in brackets is not read ("October (dates may vary)" → [10]).
 */
export function usualDeadlineMonths(text: string | null | undefined): number[] {
  const words = text?.split('(')[0]?.toLowerCase().match(/[a-z]+/g) ?? [];
  return [...new Set(words.filter((w) => MONTHS.includes(w)).map((w) => MONTHS.indexOf(w) + 1))];
}

export type TDeadline =
  /** A date an administrator confirmed for this round. */
  | { kind: 'date'; date: string; passed: boolean }
  /**
   * Only the usual month(s): `next` is the soonest time one of them comes round again (the
   * current month counts, since its deadline may still be ahead) — an expectation, not a date.
   */
  | { kind: 'usual-month'; months: number[]; next: { year: number; month: number } }
  | { kind: 'unknown' };

/**
 * The scholarship's deadline as far as it is known on `today` (YYYY-MM-DD, Cairo). A confirmed
 * date that has passed is reported as passed, unless a usual month says when the next round
 * is expected.
 */
export function deadlineOf(scholarship: Pick<TScholarship, 'deadline' | 'deadlineMonth'>, today = cairoToday()): TDeadline {
  const date = scholarship.deadline?.slice(0, 10);
  if (date && date >= today) return { kind: 'date', date, passed: false };
  const months = usualDeadlineMonths(scholarship.deadlineMonth);
  if (months.length) {
    const year = Number(today.slice(0, 4));
    const month = Number(today.slice(5, 7));
    const upcoming = months.map((m) => ({ year: m >= month ? year : year + 1, month: m }));
    const next = upcoming.sort((a, b) => a.year - b.year || a.month - b.month)[0]!;
    return { kind: 'usual-month', months, next };
  }
  if (date) return { kind: 'date', date, passed: true };
  return { kind: 'unknown' };
}

/**
 * "Open now": a confirmed deadline that has not passed, or a confirmed window that runs today. A
 * usual month or a recurring pattern never counts (it is not a date).
 */
export function isOpenNow(scholarship: Pick<TScholarship, 'deadline'> & Partial<Pick<TScholarship, 'windows'>>, today = cairoToday()): boolean {
  const date = scholarship.deadline?.slice(0, 10);
  return Boolean(date && date >= today) || (scholarship.windows ?? []).some((w) => isConfirmedOpen(w, today));
}

/** Not open now by a confirmed date, but a recurring pattern usually has a round open around today. */
export function isUsuallyOpenNow(scholarship: Pick<TScholarship, 'deadline' | 'windows'>, today = cairoToday()): boolean {
  return !isOpenNow(scholarship, today) && scholarship.windows.some((w) => isUsuallyOpenAround(w, today));
}

/**
 * The order of "sort by deadline", by the next known date: a confirmed date still ahead, an
 * expected usual month or pattern, the day a previous round closed as it next comes round — by
 * when they come (a confirmed date before an expectation on the same day); then passed dates,
 * then scholarships with no date known, then discontinued or suspended ones.
 */
export function deadlineSortKey(scholarship: Pick<TScholarship, 'deadline' | 'deadlineMonth'> & Partial<Pick<TScholarship, 'windows' | 'status'>>, today = cairoToday()): string {
  if (scholarship.status && scholarship.status !== 'active') return '3';
  const deadline = deadlineOf(scholarship, today);
  const ahead: string[] = (scholarship.windows ?? []).flatMap((w) => {
    const next = nextKnownDate(w, today);
    return next ? [`${next.date} ${next.expected ? 1 : 0}`] : [];
  });
  if (deadline.kind === 'date' && !deadline.passed) ahead.push(`${deadline.date} 0`);
  if (deadline.kind === 'usual-month') ahead.push(`${deadline.next.year}-${String(deadline.next.month).padStart(2, '0')}-99 1`);
  if (ahead.length) return `0 ${ahead.sort()[0]}`;
  if (deadline.kind === 'date') return `1 ${deadline.date}`;
  return '2';
}
