import type { TScholarship } from '@dalil/contracts/catalogue/scholarship';
import { cairoToday, deadlineOf as knownDeadline } from '@dalil/contracts/catalogue/scholarship-deadline';
import { nextMonth } from '@dalil/contracts/catalogue/scholarship-window';

/**
 * A scholarship's next deadline as year, month and (when known) day: the soonest confirmed
 * closing date still ahead (an administrator's date or a confirmed window), or else the soonest
 * month a usual calendar or usual deadline month comes round again (the contract's reading, see
 * scholarship-deadline.ts); null when neither is known. A previous round's date is never a deadline.
 */
export function deadlineOf(
  scholarship: Pick<TScholarship, 'deadline' | 'deadlineMonth'> & Partial<Pick<TScholarship, 'windows'>>,
  today = new Date(),
): { year: number; month: number; day: number | null } | null {
  const day = cairoToday(today);
  const known = knownDeadline(scholarship, day);
  const windows = scholarship.windows ?? [];
  const dates = windows.filter((w) => w.status === 'confirmed' && w.closesOn && w.closesOn >= day).map((w) => w.closesOn!);
  if (known.kind === 'date' && !known.passed) dates.push(known.date);
  const [date] = dates.sort();
  if (date) {
    const [year, month, dayOfMonth] = date.split('-').map(Number);
    return { year: year!, month: month!, day: dayOfMonth! };
  }
  const months = windows.filter((w) => w.status === 'recurring-pattern').flatMap((w) => w.usual.flatMap((span) => span.closes.months.map((m) => nextMonth(m, day))));
  if (known.kind === 'usual-month') months.push(known.next);
  const [soonest] = months.sort((a, b) => a.year - b.year || a.month - b.month);
  return soonest ? { ...soonest, day: null } : null;
}
