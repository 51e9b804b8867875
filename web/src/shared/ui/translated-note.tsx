import { useTranslation } from 'react-i18next';
import { arabicDigits } from '../i18n/number-format.ts';

/**
 * A text of the data written in English (a compiler's note, a level label, a rule), in the page's
 * language: on an Arabic page Dalil's translation, marked as one, or, where none is written yet,
 * the English as the source words it, marked as such and read left to right.
 */
export function TranslatedNote({ text, arabic, className }: { text: string | null | undefined; arabic: string | null | undefined; className?: string }) {
  const { t, i18n } = useTranslation('common');
  if (!text) return null;
  if (i18n.language !== 'ar') return <p className={className}>{text}</p>;
  return (
    <p className={className}>
      {arabic ? (
        <>
          {arabic}{' '}
          <span className="text-xs italic text-slate-600 dark:text-slate-400" title={t('translation.hint')}>
            ({t('translation.mark')})
          </span>
        </>
      ) : (
        <>
          <span className="text-xs italic text-slate-600 dark:text-slate-400">{t('translation.original')}: </span>
          <DataText text={text} arabic={null} />
        </>
      )}
    </p>
  );
}

/**
 * A short text of the data (a rule, a certificate, a faculty group) inline, in the page's
 * language; unmarked, for a section that says once that its texts are Dalil's translations.
 */
export function DataText({ text, arabic }: { text: string | null | undefined; arabic: string | null | undefined }) {
  const { i18n } = useTranslation('common');
  if (!text) return null;
  if (i18n.language === 'ar' && arabic) return <>{arabicDigits(arabic)}</>;
  return i18n.language === 'ar' ? (
    <span lang="en" dir="ltr" className="inline-block">
      {text}
    </span>
  ) : (
    <>{text}</>
  );
}
