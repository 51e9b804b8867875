import { toWesternDigits } from '@dalil/contracts/common/text';

/** A number as written in the sheets: Arabic-Indic digits, the Arabic decimal mark ٫, spaces. Undefined when empty. */
export function parseSheetNumber(raw: string | undefined): number | undefined | null {
  if (raw === undefined) return undefined;
  const text = toWesternDigits(raw).replace(/\s+/g, '');
  if (text === '') return undefined;
  if (!/^-?\d+(\.\d+)?$/.test(text) && !/^-?\.\d+$/.test(text)) return null;
  return Number(text);
}
