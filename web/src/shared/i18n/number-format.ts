/**
 * The one way a number is written on a page, per language: Arabic pages in Arabic-Indic digits
 * (ar-EG), English pages in Western digits (en-GB), through Intl.NumberFormat. useFormat uses it,
 * and so does every translated string: a number passed into one ("الرغبة {{n}}") is written by it
 * too (see numberFormatter).
 */
export const localeOf = (language: string) => (language.startsWith('ar') ? 'ar-EG' : 'en-GB');

const formats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  const locale = localeOf(language);
  if (!options) {
    let format = formats.get(locale);
    if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale)));
    return format.format(value);
  }
  return new Intl.NumberFormat(locale, options).format(value);
}

/** A variable that holds a year ({{year}}, {{edition}}, {{since}}): written without a thousands separator. */
const YEAR_KEY = /year|edition|since|until/i;

/**
 * i18next's formatter: a number interpolated into a translation is written for the language
 * (a year without grouping); anything else is left as it is.
 */
export const numberFormatter = {
  type: 'formatter' as const,
  init() {},
  add() {},
  addCached() {},
  format(value: unknown, _format: string | undefined, lng: string | undefined, options?: { interpolationkey?: string }) {
    if (typeof value !== 'number' || !Number.isFinite(value)) return value;
    const key = options?.interpolationkey ?? '';
    return formatNumber(value, lng ?? 'ar', YEAR_KEY.test(key) ? { useGrouping: false } : undefined);
  },
};

/**
 * What stands between two items of a line ("٢٠٢٥ — العام"): a spaced em dash in both languages.
 * Never a middle dot or bullet: next to Arabic-Indic digits a dot reads as a zero (٠).
 */
export const SEPARATOR = ' — ';
