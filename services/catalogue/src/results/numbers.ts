import { toWesternDigits } from '@dalil/contracts/common/text';

const PLAIN = /^-?\d+(\.\d+)?$/;

/** A number as written in the sheets: Arabic-Indic digits, the Arabic decimal mark ٫, spaces. Undefined when empty. */
export function parseSheetNumber(raw: string | undefined): number | undefined | null {
  if (raw === undefined || raw === '') return undefined;
  // Fast path: most cells are plain Western numbers.
  if (PLAIN.test(raw)) return Number(raw);
  const text = toWesternDigits(raw).replace(/\s+/g, '');
  if (text === '') return undefined;
  if (!/^-?\d+(\.\d+)?$/.test(text) && !/^-?\.\d+$/.test(text)) return null;
  return Number(text);
}
