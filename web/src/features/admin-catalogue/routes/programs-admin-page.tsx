import { useTranslation } from 'react-i18next';
import type { TProgram } from '@dalil/contracts/catalogue/program';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { ProgramFormView, type ProgramForm } from '../components/program-form.tsx';
import { RecordTablePage, type Column } from '../components/record-table-page.tsx';

/** `/admin/programs`: the table, the toggleable add/edit form, active toggles. */
export function Component() {
  const { t } = useTranslation('admin-catalogue');
  const localized = useLocalized();
  const format = useFormat();
  const columns: Column<TProgram>[] = [
    { header: t('columns.program'), cell: (p) => <span className="font-bold">{localized(p.name, p.nameArabic)}</span> },
    { header: t('columns.university'), cell: (p) => localized(p.universityName, p.universityNameArabic) },
    {
      header: t('columns.typeDuration'),
      cell: (p) => `${t(`programs.types.${p.type}`)}${p.duration != null ? ` / ${t('programs.years', { count: p.duration })}` : ''}`,
    },
    { header: t('columns.tuitionPerYear'), cell: (p) => (p.tuition.annual != null ? format.money(p.tuition.annual, p.tuition.currency) : '—') },
  ];
  return <RecordTablePage<'programs', ProgramForm> resource="programs" columns={columns} Form={ProgramFormView} />;
}
