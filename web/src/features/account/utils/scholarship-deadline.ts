import type { TScholarship } from '@dalil/contracts/catalogue/scholarship';
import { cairoToday, deadlineOf as knownDeadline } from '@dalil/contracts/catalogue/scholarship-deadline';

/**
 * A scholarship's next deadline as year, month and (when known) day: its confirmed date, or else
 * the next time its usual month comes round (the contract's reading, see scholarship-deadline.ts);
 * null when neither is known.
 */
export function deadlineOf(scholarship: Pick<TScholarship, 'deadline' | 'deadlineMonth'>, today = new Date()): { year: number; month: number; day: number | null } | null {
  const deadline = knownDeadline(scholarship, cairoToday(today));
  if (deadline.kind === 'date') {
    const [year, month, day] = deadline.date.split('-').map(Number);
    return { year: year!, month: month!, day: day! };
  }
  if (deadline.kind === 'usual-month') return { ...deadline.next, day: null };
  return null;
}
