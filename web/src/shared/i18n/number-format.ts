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

const ARABIC_LETTER = /[\u0600-\u06FF]/;
// ASCII digit runs ("2026", "2.5", "12,500", "2005-2006") not part of an address or glued to a Latin code ("COVID-19", "H2O").
const DIGIT_RUN = /(https?:\/\/\S+)|(?<![A-Za-z0-9_.])(?<![A-Za-z][-/])\d+(?:[.,]\d+)*(?![A-Za-z])/g;
const INDIC = '٠١٢٣٤٥٦٧٨٩';

/**
 * An Arabic text from the data ("تأسست عام 1908") with its digits written as the number helper
 * writes them on an Arabic page (١٩٠٨; "2.5" as ٢٫٥, "12,500" as ١٢٬٥٠٠), and so a bare figure
 * ("2026/2027"). An English text (Latin letters, no Arabic) is left as it is.
 */
export function arabicDigits(text: string): string {
  return ARABIC_LETTER.test(text) || !/[A-Za-z]/.test(text) ? indicDigits(text) : text;
}

/** The digits of a run of Arabic text (see arabicDigits), however short ("، 8"). */
export function indicDigits(text: string): string {
  if (!/\d/.test(text)) return text;
  return text.replace(DIGIT_RUN, (run, url: string | undefined) =>
    url ? run : run.replace(/\d/g, (d) => INDIC[Number(d)]!).replace(/(?<=[٠-٩])\.(?=[٠-٩])/g, '٫').replace(/(?<=[٠-٩]),(?=[٠-٩])/g, '٬'),
  );
}
