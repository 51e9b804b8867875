import { useTranslation } from 'react-i18next';
import { arabicDigits, formatNumber, indicDigits, localeOf } from './number-format.ts';

/** Numbers, money, dates and percentages formatted for the current language with Intl. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return {
    locale,
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, i18n.language, options),
    /** A figure written as text by its source ("6-15", "2025/2026"), in the page's digits. */
    digits: (text: string) => (i18n.language === 'ar' ? indicDigits(text) : text),
    money: (value: number, currency = 'EGP', fractionDigits = 0) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: fractionDigits, minimumFractionDigits: fractionDigits }).format(value),
    percent: (value: number, fractionDigits = 2) =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value) + '%',
    date: (value: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(locale, options).format(typeof value === 'string' ? new Date(value) : value),
  };
}

/**
 * Picks the Arabic or English variant of a bilingual field, falling back to whichever exists; an
 * Arabic text shown on an Arabic page has its digits in Arabic-Indic, as the number helper writes them.
 */
export function useLocalized() {
  const { i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  return (english?: string | null, arabicText?: string | null) => (arabic ? arabicDigits(arabicText || english || '') : (english || arabicText) ?? '');
}
