import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/format.ts';

/** Above a list opened from the data health view: how many records it is narrowed to, the way back, and the way out of the filter. */
export function DataHealthFilterNotice({ records, clearTo }: { records: UseQueryResult<Set<string>>; clearTo: string }) {
  const { t } = useTranslation('admin-catalogue');
  const format = useFormat();
  return (
    <div role="status" className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/40" data-testid="data-health-filter">
      <span>{records.isPending ? t('dataHealth.loading') : records.isError ? t('dataHealth.failed') : t('dataHealth.narrowed', { n: format.number(records.data.size) })}</span>
      <Link to={paths.admin.data} className="font-bold underline underline-offset-2">
        {t('dataHealth.back')}
      </Link>
      <Link to={clearTo} className="font-bold underline underline-offset-2">
        {t('dataHealth.clear')}
      </Link>
    </div>
  );
}
