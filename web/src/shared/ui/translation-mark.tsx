import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "ترجمة دليل": the Arabic beside it is Dalil's translation of an English source. Shown only where it is true. */
export function TranslationMark({ shown }: { shown: boolean }) {
  const { t } = useTranslation('common');
  if (!shown) return null;
  return (
    <p className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400" title={t('translation.hint')} data-testid="translation-mark">
      <Languages aria-hidden className="size-3.5" />
      <span>{t('translation.mark')}</span>
    </p>
  );
}
