import { useQueryClient } from '@tanstack/react-query';
import { Activity, BookOpen, Building2, FileText, GraduationCap, RefreshCw, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useRecordCount, type RecordList } from '../api/get-record-counts.ts';
import { useScrapeSources } from '../api/get-scrape-sources.ts';
import { ScrapeControls } from './scrape-controls.tsx';
import { StatusMessage } from './status-message.tsx';
import { CsvUploadForm } from './upload-forms.tsx';

const RECORDS: Array<{ list: RecordList; icon: LucideIcon; manage?: string }> = [
  { list: 'universities', icon: Building2, manage: paths.admin.universities },
  { list: 'programs', icon: BookOpen, manage: paths.admin.programs },
  { list: 'scholarships', icon: GraduationCap, manage: paths.admin.scholarships },
  { list: 'documents', icon: FileText },
];

const card = 'rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900';

/** Data management: real counts, scraping and test runs, bulk imports and coverage from the registry. */
export function DataManagementTab() {
  const { t } = useTranslation('admin-jobs');
  const queryClient = useQueryClient();
  const [refreshNotice, setRefreshNotice] = useState<string | null>(null);
  const refresh = async () => {
    setRefreshNotice(null);
    try {
      await queryClient.refetchQueries({ queryKey: ['admin-jobs'], type: 'active' }, { throwOnError: true });
      setRefreshNotice(t('bulk.refreshed'));
    } catch {
      setRefreshNotice(t('bulk.refreshFailed'));
    }
  };
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <h2 className="me-auto text-2xl font-bold">{t('management.title')}</h2>
        <Button variant="secondary" onClick={() => void refresh()}>
          <RefreshCw aria-hidden className="size-4" />
          {t('management.refreshStats')}
        </Button>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {RECORDS.map((record) => (
          <RecordCard key={record.list} {...record} />
        ))}
      </ul>

      <section aria-labelledby="management-scraping" className={card}>
        <h3 id="management-scraping" className="mb-4 text-lg font-bold">{t('management.scraping')}</h3>
        <ScrapeControls showTests showEnhanced={false} />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="bulk-universities" className={card}>
          <h3 id="bulk-universities" className="mb-4 text-lg font-bold">{t('bulk.universities')}</h3>
          <CsvUploadForm fixedKind="universities" failedKey="bulk.universitiesFailed" />
        </section>
        <section aria-labelledby="bulk-scholarships" className={card}>
          <h3 id="bulk-scholarships" className="mb-4 text-lg font-bold">{t('bulk.scholarships')}</h3>
          <CsvUploadForm fixedKind="scholarships" failedKey="bulk.scholarshipsFailed" />
        </section>
      </div>

      <section aria-labelledby="management-coverage" className={card}>
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <h3 id="management-coverage" className="me-auto text-lg font-bold">{t('coverage.title')}</h3>
          <Button variant="secondary" onClick={() => void refresh()}>
            <RefreshCw aria-hidden className="size-4" />
            {t('bulk.refreshAll')}
          </Button>
        </div>
        <Coverage />
        <div className="mt-4">
          <StatusMessage message={refreshNotice} />
        </div>
      </section>
    </div>
  );
}

function RecordCard({ list, icon: Icon, manage }: { list: RecordList; icon: LucideIcon; manage?: string }) {
  const { t } = useTranslation('admin-jobs');
  const format = useFormat();
  const count = useRecordCount(list);
  return (
    <li className={`${card} flex items-center gap-4`} data-testid={`records-${list}`}>
      <span className="rounded-lg bg-brand-100 p-3 dark:bg-brand-900/60">
        <Icon aria-hidden className="size-6 text-brand-800 dark:text-brand-100" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600 dark:text-slate-300">{t(`records.${list}`)}</p>
        <p className="text-2xl font-bold" aria-live="polite">
          {count.isSuccess ? format.number(count.data) : count.isError ? t('records.unavailable') : <Activity aria-label={t('records.loading')} className="size-5 animate-pulse" />}
        </p>
        {manage && (
          <Link to={manage} className="text-sm font-bold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
            {t('records.manage')}
          </Link>
        )}
      </div>
    </li>
  );
}

/** Coverage from the database and the source registry, in place of the spec's fixed figures. */
function Coverage() {
  const { t } = useTranslation('admin-jobs');
  const format = useFormat();
  const sources = useScrapeSources();
  const universities = useRecordCount('universities');
  const cities = useRecordCount('cities');
  const figures = [
    { key: 'universities', value: universities.data },
    { key: 'scholarshipSources', value: sources.data?.counts.byKind.scholarships },
    { key: 'jobSources', value: sources.data?.counts.byKind.jobs },
    { key: 'cities', value: cities.data },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.key} className="rounded-lg bg-slate-50 p-4 dark:bg-slate-800" data-testid={`coverage-${figure.key}`}>
          <dt className="text-sm text-slate-600 dark:text-slate-300">{t(`coverage.${figure.key}`)}</dt>
          <dd className="text-2xl font-bold">{figure.value === undefined ? '—' : format.number(figure.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
