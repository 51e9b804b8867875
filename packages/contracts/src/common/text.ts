/**
 * Text normalisation shared by the services (search, seat numbers, imported numbers) and the
 * web (forms): Arabic as people really type it.
 */
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const EXTENDED_ARABIC_INDIC = '۰۱۲۳۴۵۶۷۸۹';

/** Arabic-Indic and Persian digits to 0-9; the Arabic decimal mark ٫ to '.', thousands mark ٬ dropped. */
export function toWesternDigits(value: string): string {
  let out = '';
  for (const ch of value) {
    const a = ARABIC_INDIC.indexOf(ch);
    const e = EXTENDED_ARABIC_INDIC.indexOf(ch);
    if (a >= 0) out += String(a);
    else if (e >= 0) out += String(e);
    else if (ch === '٫') out += '.';
    else if (ch === '٬') continue;
    else out += ch;
  }
  return out;
}

const TASHKEEL = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;

/**
 * Folds the spelling variants of Arabic: alef forms أ إ آ ٱ → ا, ة → ه, ى → ي, ؤ → و, ئ → ي,
 * strips tashkeel and tatweel, converts digits and lower-cases Latin text.
 */
export function normalizeSearchText(value: string): string {
  return toWesternDigits(value)
    .replace(TASHKEEL, '')
    .replace(TATWEEL, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
