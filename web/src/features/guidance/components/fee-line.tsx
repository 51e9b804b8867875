import { useTranslation } from 'react-i18next';
import type { TGuidanceFee } from '@dalil/contracts/guidance/suggestions';
import { isOldFigure } from '@dalil/contracts/catalogue/university-figures';
import { useFormat } from '../../../shared/i18n/format.ts';
import { usePeriodText } from '../../../shared/i18n/format-figures.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { SourceLine } from '../../../shared/ui/source-line.tsx';

/** The annual fee with its academic year (marked when old or not stated) and source, or a plain "not known". */
export function FeeLine({ fee }: { fee: TGuidanceFee | null }) {
  const { t } = useTranslation('guidance');
  const format = useFormat();
  const period = usePeriodText();
  if (!fee || (fee.min === null && fee.max === null)) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('fee.unknown')}</p>;
  const amount =
    fee.min !== null && fee.max !== null && fee.min !== fee.max
      ? t('fee.range', { min: format.money(fee.min, fee.currency), max: format.money(fee.max, fee.currency) })
      : format.money((fee.min ?? fee.max)!, fee.currency);
  return (
    <div className="text-sm text-slate-800 dark:text-slate-200">
      <p>{t('fee.annual', { amount })}</p>
      {isOldFigure(fee.academicYear) && <Badge tone="amber">{t('fee.old', { year: period(fee.academicYear!) })}</Badge>}
      <SourceLine url={fee.sourceUrl} year={fee.academicYear ? period(fee.academicYear) : t('fee.yearNotStated')} />
    </div>
  );
}
