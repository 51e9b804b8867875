import { useTranslation } from 'react-i18next';

/** Picks the Arabic or English list of a bilingual field, falling back to whichever has entries. */
export function useLocalizedList() {
  const { i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  return (english: string[], arabicList: string[]): string[] => (arabic ? (arabicList.length ? arabicList : english) : english.length ? english : arabicList);
}
