/**
 * Saved scholarships' deadlines as an iCalendar file (RFC 5545) that phone calendars import:
 * one all-day event per deadline. A deadline known only as a month (the usual month, with its
 * year) becomes an event on the first day of that month, saying so.
 */
import { createEvents, type EventAttributes } from 'ics';

export interface ScholarshipDeadline {
  id: string;
  name: string;
  year: number;
  /** 1–12 */
  month: number;
  /** Null when only the month is known. */
  day: number | null;
  url: string | null;
}

export function deadlinesCalendar(deadlines: readonly ScholarshipDeadline[], texts: { title: (d: ScholarshipDeadline) => string; description: (d: ScholarshipDeadline) => string }): string {
  const events: EventAttributes[] = deadlines.map((d) => ({
    uid: `scholarship-${d.id}-${d.year}-${d.month}@dalil`,
    title: texts.title(d),
    description: texts.description(d),
    start: [d.year, d.month, d.day ?? 1],
    // An all-day event ends the next day (DTEND;VALUE=DATE). The library writes a one-day
    // duration as "P1DT", which RFC 5545 does not allow (a T must be followed by a time).
    end: nextDay(d.year, d.month, d.day ?? 1),
    ...(d.url ? { url: d.url } : {}),
    productId: 'dalil/scholarship-deadlines',
    calName: 'Dalil',
  }));
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('the calendar could not be written');
  return value;
}

function nextDay(year: number, month: number, day: number): [number, number, number] {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
}

export function downloadCalendar(content: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
