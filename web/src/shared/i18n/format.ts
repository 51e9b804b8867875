import { useTranslation } from 'react-i18next';
import { formatNumber, localeOf } from './number-format.ts';

/** Numbers, money, dates and percentages formatted for the current language with Intl. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return {
    locale,
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, i18n.language, options),
    money: (value: number, currency = 'EGP', fractionDigits = 0) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: fractionDigits, minimumFractionDigits: fractionDigits }).format(value),
    percent: (value: number, fractionDigits = 2) =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value) + '%',
    date: (value: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(locale, options).format(typeof value === 'string' ? new Date(value) : value),
  };
}

/** Picks the Arabic or English variant of a bilingual field, falling back to whichever exists. */
export function useLocalized() {
  const { i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  return (english?: string | null, arabicText?: string | null) => (arabic ? arabicText || english : english || arabicText) ?? '';
}
