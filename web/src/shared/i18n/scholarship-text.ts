import type { TScholarship } from '@dalil/contracts/catalogue/scholarship';
import { deadlineOf, type TDeadline } from '@dalil/contracts/catalogue/scholarship-deadline';
import { useTranslation } from 'react-i18next';
import { useFormat } from './format.ts';

/**
 * A scholarship's deadline in words: a confirmed date (and whether it has passed), or the usual
 * month with the year it is next expected — said to be no confirmed date — or that it is not
 * known. Never a date the data does not hold.
 */
export function useDeadlineText() {
  const { t } = useTranslation('common');
  const format = useFormat();
  const monthName = (month: number, year?: number) =>
    new Intl.DateTimeFormat(format.locale, { month: 'long', ...(year ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(new Date(Date.UTC(year ?? 2000, month - 1, 1)));
  return (scholarship: Pick<TScholarship, 'deadline' | 'deadlineMonth'>, today?: string): { deadline: TDeadline; text: string } => {
    const deadline = deadlineOf(scholarship, today);
    if (deadline.kind === 'date') {
      const date = format.date(deadline.date, { dateStyle: 'long', timeZone: 'UTC' });
      return { deadline, text: deadline.passed ? t('deadline.passed', { date }) : date };
    }
    if (deadline.kind === 'usual-month') {
      const months = new Intl.ListFormat(format.locale, { type: 'disjunction' }).format(deadline.months.map((m) => monthName(m)));
      // A remark the source adds ("(undergraduate embassy track)") is kept as written.
      const remark = scholarship.deadlineMonth?.match(/\(.*\)/)?.[0];
      return {
        deadline,
        text: t('deadline.usual', { months: remark ? `${months} ${remark}` : months, next: monthName(deadline.next.month, deadline.next.year) }),
      };
    }
    return { deadline, text: t('deadline.unknown') };
  };
}

/** A study level as stored ("masters", "non-degree (…)") in the page's language; an unknown one as written. */
export function useLevelName() {
  const { t } = useTranslation('common');
  // A stored level may hold a colon, which i18next would read as a namespace separator.
  return (level: string) => t(`scholarshipLevel.${level}`, { defaultValue: level, nsSeparator: false });
}
