import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { defaultYearOf, useResultYears } from '../api/get-result-years.ts';
import { ResultSearchForm } from './result-search-form.tsx';

/**
 * The seat-number box of the home page: the results page's own form (same validation, Arabic
 * digits accepted); searching opens that result on /results.
 */
export function SeatLookup() {
  const { t } = useTranslation('results');
  const navigate = useNavigate();
  const years = useResultYears();
  const list = years.data ?? [];
  if (years.isSuccess && list.length === 0) return <p className="text-slate-700 dark:text-slate-300">{t('form.noYears')}</p>;
  return (
    <ResultSearchForm
      seatNumber=""
      year={defaultYearOf(list)}
      years={list}
      searching={false}
      onSearch={({ seatNumber, year }) => void navigate(paths.resultOf(seatNumber, year ?? defaultYearOf(list)))}
    />
  );
}
