import type { TScholarship } from '@dalil/contracts/catalogue/scholarship';
import { cairoToday, deadlineOf, type TDeadline } from '@dalil/contracts/catalogue/scholarship-deadline';
import type { TMonths, TScholarshipWindow } from '@dalil/contracts/catalogue/scholarship-window';
import { useTranslation } from 'react-i18next';
import { useCountryName } from './country-names.ts';
import { useFormat, useLocalized } from './format.ts';
import { useLocalizedList } from './localized-list.ts';

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
  const localized = useLocalized();
  return (scholarship: Pick<TScholarship, 'deadline' | 'deadlineMonth'> & Partial<Pick<TScholarship, 'deadlineMonthArabic'>>, today?: string): { deadline: TDeadline; text: string } => {
    const deadline = deadlineOf(scholarship, today);
    if (deadline.kind === 'date') {
      const date = format.date(deadline.date, { dateStyle: 'long', timeZone: 'UTC' });
      return { deadline, text: deadline.passed ? t('deadline.passed', { date }) : date };
    }
    if (deadline.kind === 'usual-month') {
      const months = new Intl.ListFormat(format.locale, { type: 'disjunction' }).format(deadline.months.map((m) => monthName(m)));
      // A remark the source adds ("(undergraduate embassy track)") is kept, in Arabic where it has been translated.
      const remark = localized(scholarship.deadlineMonth, scholarship.deadlineMonthArabic)?.match(/\(.*\)/)?.[0];
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

/**
 * A scholarship's texts in the page's language: the Arabic version where the data has one
 * (`translated`: it is Dalil's translation, which the page says), else the English as published.
 */
export function useScholarshipText() {
  const { i18n } = useTranslation();
  const localized = useLocalized();
  const localizedList = useLocalizedList();
  const countryName = useCountryName();
  const arabic = i18n.language === 'ar';
  return (s: TScholarship) => ({
    country: arabic && s.countryArabic ? s.countryArabic : countryName(s.country),
    amountText: localized(s.amountText, s.amountTextArabic) || undefined,
    requirements: localized(s.gpaRequirement, s.gpaRequirementArabic) || undefined,
    fields: localizedList(s.eligibility.fields, s.eligibility.fieldsArabic),
    benefits: localizedList(s.benefits, s.benefitsArabic),
    description: localized(s.description, s.descriptionArabic) || undefined,
    translated: arabic && s.arabicTranslated,
  });
}

/** Month names of a run ("October–December") or of alternatives ("February or May"). */
function monthsText(months: TMonths, locale: string): string {
  const name = (m: number) => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, m - 1, 1)));
  if (months.either) return new Intl.ListFormat(locale, { type: 'disjunction' }).format(months.months.map(name));
  return months.months.length > 1 ? `${name(months.months[0]!)}–${name(months.months.at(-1)!)}` : name(months.months[0]!);
}

/** How long ago a previous round may be called "last year". */
const LAST_YEAR_DAYS = 400;

/**
 * One application window in words, by what is known: "Closes 3 December 2026" (a confirmed date
 * ahead), "Closed 7 October 2025", "Last year: 22 January" (a previous round, never a coming
 * deadline), "Usually November–January" (a pattern: no dates, never called confirmed).
 */
export function useWindowText() {
  const { t } = useTranslation('common');
  const format = useFormat();
  const day = (date: string, withYear = true) => format.date(date, { day: 'numeric', month: 'long', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' });
  return (w: TScholarshipWindow, today = cairoToday()): string => {
    if (w.status === 'confirmed') {
      if (!w.closesOn) return w.opensOn ? t('window.opens', { date: day(w.opensOn) }) : t('window.noDates');
      if (w.closesOn < today) return t('window.closed', { date: day(w.closesOn) });
      return w.opensOn && w.opensOn > today ? t('window.opensCloses', { opens: day(w.opensOn), closes: day(w.closesOn) }) : t('window.closes', { date: day(w.closesOn) });
    }
    if (w.status === 'previous-cycle') {
      if (!w.closesOn) return t('window.noDates');
      const daysAgo = (Date.parse(today) - Date.parse(w.closesOn)) / 86_400_000;
      return daysAgo <= LAST_YEAR_DAYS ? t('window.lastYear', { date: day(w.closesOn, false) }) : t('window.lastKnown', { date: day(w.closesOn) });
    }
    if (!w.usual.length) return t('window.noUsual');
    const spans = w.usual.map((span) => {
      const closes = monthsText(span.closes, format.locale);
      if (!span.opens) return t('window.usualCloses', { closes });
      const opens = monthsText(span.opens, format.locale);
      return span.opens.months.length === 1 && span.closes.months.length === 1 ? t('window.usualRun', { opens, closes }) : t('window.usualOpensCloses', { opens, closes });
    });
    return t('window.usually', { spans: new Intl.ListFormat(format.locale, { type: 'disjunction' }).format(spans) });
  };
}

/** The window that says most about the coming round: a confirmed one still ahead, else the usual calendar, else the last round. */
const WINDOW_ORDER = (w: TScholarshipWindow, today: string) =>
  w.status === 'confirmed' && w.closesOn && w.closesOn >= today ? 0 : w.status === 'recurring-pattern' ? 1 : w.status === 'previous-cycle' ? 2 : 3;

/** A scholarship's deadline in one line (a comparison row): its most telling window, else the deadline as known. */
export function useDeadlineSummary() {
  const windowText = useWindowText();
  const deadlineText = useDeadlineText();
  return (s: TScholarship, today = cairoToday()): string | undefined => {
    const [first] = [...s.windows].sort((a, b) => WINDOW_ORDER(a, today) - WINDOW_ORDER(b, today));
    if (first) return windowText(first, today);
    return s.deadline || s.deadlineMonth ? deadlineText(s, today).text : undefined;
  };
}
