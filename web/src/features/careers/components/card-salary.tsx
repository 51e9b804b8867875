import type { TCareerSalaries } from '@dalil/contracts/careers/salary-figures';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.ts';
import { DataName } from '../../../shared/ui/bidi-text.tsx';
import { DataText } from '../../../shared/ui/translated-note.tsx';
import { SalaryAmount, headlineSalary } from './salary-figures.tsx';
import { SEPARATOR } from '../../../shared/i18n/number-format.ts';

/**
 * A field's card: its headline salary (the newest entry-level figure, else the first level that
 * has one) with its level, publisher and year, or that no source gives one. The card is a button:
 * the source's pages are linked in the details it opens.
 */
export function CardSalary({ salaries, loading }: { salaries: TCareerSalaries | undefined; loading: boolean }) {
  const { t } = useTranslation('careers');
  const format = useFormat();
  if (loading) return <span>{t('salary.loading')}</span>;
  const figure = headlineSalary(salaries);
  if (!figure) return <span>{t('salary.noneShort')}</span>;
  const year = typeof figure.year === 'number' ? format.number(figure.year, { useGrouping: false }) : (figure.year ?? t('common:figureSource.yearNotStated'));
  return (
    <span className="flex flex-col">
      <span>
        <strong>
          <SalaryAmount figure={figure} />
        </strong>{' '}
        {t('salary.perMonth')}{SEPARATOR}<DataText text={figure.levelLabel} arabic={figure.levelLabelArabic} />
        {figure.kind === 'advert' && <>{SEPARATOR}{t('salary.kind.advert')}</>}
      </span>
      <span className="text-xs text-slate-600 dark:text-slate-400">
        {t('salary.cardSource')} <DataName text={figure.sourceName} />
        {t('sourceDate', { date: year })}
      </span>
    </span>
  );
}
