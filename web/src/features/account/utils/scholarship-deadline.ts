import type { TScholarship } from '@dalil/contracts/catalogue/scholarship';

/** A scholarship's next deadline as year, month and (when known) day; null when none is known. */
export function deadlineOf(scholarship: TScholarship): { year: number; month: number; day: number | null } | null {
  const match = scholarship.deadline ? /^(\d{4})-(\d{2})-(\d{2})/.exec(scholarship.deadline) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}
