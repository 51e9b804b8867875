import type { TUniversityFee } from '@dalil/contracts/catalogue/university-figures';
import { isOldFigure } from '@dalil/contracts/catalogue/university-figures';
import { useTranslation } from 'react-i18next';
import { usePeriodText } from '../../../shared/i18n/format-figures.ts';
import { useMoneyRange } from '../../../shared/i18n/format-range.ts';
import { useLocalized } from '../../../shared/i18n/format.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { FigureSource } from '../../../shared/ui/figure-source.tsx';
import { TranslatedNote } from '../../../shared/ui/translated-note.tsx';

/**
 * A fee as published: a year's fee or the price of one credit hour (never turned into a year),
 * marked when it is for non-Egyptian students or old, with the compiler's note and its source.
 */
export function FeeDetails({ fee, title, showProgram = false }: { fee: TUniversityFee; title: string; showProgram?: boolean }) {
  const { t } = useTranslation('universities');
  const localized = useLocalized();
  const moneyRange = useMoneyRange();
  const period = usePeriodText();
  const amount = moneyRange(fee.min, fee.max, fee.currency);
  const year = fee.academicYear ? period(fee.academicYear) : null;
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="fee">
      <p className="font-bold text-slate-700 dark:text-slate-300">{title}</p>
      {showProgram && <p className="text-slate-600 dark:text-slate-400">{localized(fee.programName, fee.programNameArabic)}</p>}
      <p className="font-bold text-slate-900 dark:text-slate-100">
        {amount ? t(fee.basis === 'per-credit-hour' ? 'fees.perCreditHour' : 'fees.perYear', { amount }) : t('fees.amountUnknown')}
      </p>
      <div className="flex flex-wrap gap-1">
        {fee.students === 'non-egyptian' && <Badge tone="amber">{t('fees.nonEgyptian')}</Badge>}
        {isOldFigure(fee.academicYear) && <Badge tone="amber">{t('figures.old', { year })}</Badge>}
        {!fee.academicYear && <Badge tone="amber">{t('figures.noYear')}</Badge>}
      </div>
      {fee.basis === 'per-credit-hour' && <p className="text-slate-600 dark:text-slate-400">{t('fees.perCreditHourNote')}</p>}
      {fee.notes && (
        <details className="text-xs text-slate-600 dark:text-slate-400">
          <summary className="cursor-pointer">{t('fees.note')}</summary>
          <TranslatedNote className="mt-1" text={fee.notes} arabic={fee.notesArabic} />
        </details>
      )}
      <FigureSource source={fee} />
    </div>
  );
}

/** The heading of a fee: who it is for and its academic year. */
export function useFeeTitle() {
  const { t } = useTranslation('universities');
  const period = usePeriodText();
  return (fee: TUniversityFee) => {
    const year = fee.academicYear ? period(fee.academicYear) : t('figures.yearNotStated');
    return t(fee.students === 'non-egyptian' ? 'fees.titleNonEgyptian' : 'fees.title', { year });
  };
}
