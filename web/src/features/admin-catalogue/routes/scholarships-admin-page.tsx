import { useTranslation } from 'react-i18next';
import type { TScholarship } from '@dalil/contracts/catalogue/scholarship';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { RecordTablePage, type Column } from '../components/record-table-page.tsx';
import { ScholarshipFormView, type ScholarshipForm } from '../components/scholarship-form.tsx';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { dataHealthFilterOf, useDataHealthRecords } from '../api/get-data-health-records.ts';

/** `/admin/scholarships`: the table, the toggleable add/edit form, active toggles. */
export function Component() {
  const { t } = useTranslation('admin-catalogue');
  const localized = useLocalized();
  const format = useFormat();
  const [params] = useSearchParams();
  const healthFilter = dataHealthFilterOf(params);
  const healthRecords = useDataHealthRecords(healthFilter);
  const columns: Column<TScholarship>[] = [
    {
      header: t('columns.name'),
      cell: (s) => (
        <>
          <span className="font-bold">{localized(s.name, s.nameArabic)}</span>
          {s.amount != null && s.currency && <span className="block text-xs text-slate-600 dark:text-slate-400">{format.money(s.amount, s.currency)}</span>}
        </>
      ),
    },
    { header: t('columns.provider'), cell: (s) => localized(s.provider, s.providerArabic) || '—' },
    {
      header: t('columns.typeCoverage'),
      cell: (s) => `${t(`scholarships.types.${s.type === 'domestic' ? 'local' : s.type}`)} / ${s.coverage ? t(`scholarships.coverages.${s.coverage}`) : '—'}`,
    },
    { header: t('columns.deadline'), cell: (s) => (s.deadline ? format.date(s.deadline) : '—') },
  ];
  return (
    <RecordTablePage<'scholarships', ScholarshipForm>
      resource="scholarships"
      columns={columns}
      Form={ScholarshipFormView}
      only={healthFilter ? { records: healthRecords, clearTo: paths.admin.scholarships } : undefined}
    />
  );
}
