import { useTranslation } from 'react-i18next';
import { arabicDigits } from './number-format.ts';

/** Picks the Arabic or English list of a bilingual field, falling back to whichever has entries (Arabic entries in Arabic-Indic digits). */
export function useLocalizedList() {
  const { i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  return (english: string[], arabicList: string[]): string[] => (arabic ? (arabicList.length ? arabicList : english).map(arabicDigits) : english.length ? english : arabicList);
}
