import type { TUniversityFigures } from '@dalil/contracts/catalogue/university-figures';
import { isOldFigure } from '@dalil/contracts/catalogue/university-figures';
import { useTranslation } from 'react-i18next';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { usePeriodText } from '../../../shared/i18n/format-figures.ts';
import { useMoneyRange } from '../../../shared/i18n/format-range.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { FigureSource } from '../../../shared/ui/figure-source.tsx';
import { FeeDetails, useFeeTitle } from './fee-details.tsx';

/** Every published fee of the university, under the range we derive from the Egyptian annual ones. */
export function FeesSection({ figures }: { figures: TUniversityFigures }) {
  const { t } = useTranslation('universities');
  const localized = useLocalized();
  const format = useFormat();
  const moneyRange = useMoneyRange();
  const period = usePeriodText();
  const feeTitle = useFeeTitle();
  const range = figures.feeRange;
  const rangeYear = range?.academicYear ? period(range.academicYear) : null;
  return (
    <section aria-labelledby="fees-heading">
      <h2 id="fees-heading" className="mb-3 text-xl font-bold">
        {t('fees.heading')}
      </h2>
      {figures.fees.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('fees.none')}</p>
      ) : (
        <div className="flex flex-col gap-4">
          {range && (
            <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 dark:border-brand-900 dark:bg-brand-950/40" data-testid="fee-range">
              <p className="text-sm font-bold text-slate-700 dark:text-slate-300">{t('fees.range')}</p>
              <p className="text-lg font-bold text-slate-900 dark:text-slate-100">{t('fees.perYear', { amount: moneyRange(range.min, range.max, range.currency) })}</p>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {rangeYear ? t('fees.rangeExplained', { year: rangeYear, n: format.number(range.derivedFrom) }) : t('fees.rangeExplainedNoYear', { n: format.number(range.derivedFrom) })}
              </p>
              <div className="mt-1 flex flex-wrap gap-1">
                {isOldFigure(range.academicYear) && <Badge tone="amber">{t('figures.old', { year: rangeYear })}</Badge>}
              </div>
              {range.sourceName && <FigureSource source={range} />}
            </div>
          )}
          <ul className="grid gap-3 md:grid-cols-2">
            {figures.fees.map((fee) => (
              <li key={fee.id} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
                <h3 className="mb-1 font-bold">{localized(fee.programName, fee.programNameArabic)}</h3>
                <FeeDetails fee={fee} title={feeTitle(fee)} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
