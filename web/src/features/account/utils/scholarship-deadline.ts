import type { TScholarship } from '@dalil/contracts/catalogue/scholarship';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * A scholarship's next deadline as year, month and (when known) day: its date, or else the next
 * time its usual month comes round (the first month the source names, "January or February");
 * null when neither is known.
 */
export function deadlineOf(scholarship: Pick<TScholarship, 'deadline' | 'deadlineMonth'>, today = new Date()): { year: number; month: number; day: number | null } | null {
  const date = scholarship.deadline ? /^(\d{4})-(\d{2})-(\d{2})/.exec(scholarship.deadline) : null;
  if (date) return { year: Number(date[1]), month: Number(date[2]), day: Number(date[3]) };
  const named = scholarship.deadlineMonth?.toLowerCase().match(/[a-z]+/g)?.find((word) => MONTHS.includes(word));
  if (!named) return null;
  const month = MONTHS.indexOf(named) + 1;
  const year = month > today.getUTCMonth() + 1 ? today.getUTCFullYear() : today.getUTCFullYear() + 1;
  return { year, month, day: null };
}
