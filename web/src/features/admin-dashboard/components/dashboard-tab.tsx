import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import {
  Activity,
  BookOpen,
  Building2,
  CalendarDays,
  GraduationCap,
  Megaphone,
  Play,
  RefreshCw,
  Search,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-client.ts';
import { ADMIN_MANAGEMENT_PAGES } from '../../../shared/config/admin-pages.ts';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/format.ts';
import { Button, buttonClasses } from '../../../shared/ui/button.tsx';
import { useCatalogueCount, type CountName } from '../api/get-catalogue-counts.ts';
import { useScrapingStatus } from '../api/scraping.ts';
import { SystemStatusBox } from './system-status-box.tsx';

const STATS: Array<{ name: CountName; icon: LucideIcon }> = [
  { name: 'universities', icon: Building2 },
  { name: 'programs', icon: BookOpen },
  { name: 'scholarships', icon: GraduationCap },
  { name: 'ads', icon: Megaphone },
];

/** The panel's first tab: real counts, the management pages, quick actions and live system status. */
export function DashboardTab() {
  const { t } = useTranslation('admin-dashboard');
  const format = useFormat();
  const queryClient = useQueryClient();
  const status = useScrapingStatus();
  const [notice, setNotice] = useState<string | null>(null);

  const checkStatus = () => {
    status.mutate(undefined, {
      onSuccess: (answer) =>
        setNotice(
          [
            t(`actions.state.${answer.status}`, { defaultValue: answer.status }),
            // The run's figures in the reader's language; a failure's detail is on the data-scraping tab.
            answer.result
              ? t(answer.result.failedSources ? 'actions.summaryFailed' : 'actions.summary', { count: format.number(answer.result.count), written: format.number(answer.result.written), failed: format.number(answer.result.failedSources) })
              : answer.status === 'failed' || answer.status === 'completed-with-errors'
                ? t('actions.seeScrapingTab')
                : '',
            answer.lastRun ? t('actions.lastRun', { date: format.date(answer.lastRun, { dateStyle: 'medium', timeStyle: 'short' }) }) : '',
          ]
            .filter(Boolean)
            .join(' — '),
        ),
      onError: (error) => setNotice(error instanceof ApiError ? t('actions.statusFailed', { message: error.message }) : t('actions.statusError')),
    });
  };

  // The spec's colours: failures red, a run under way blue, anything else green.
  const noticeTone = !notice ? '' : /failed|error|فشل|خطأ/i.test(notice) ? 'red' : /running|جارٍ/i.test(notice) ? 'blue' : 'green';

  return (
    <div className="grid gap-8">
      <header className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-bold">{t('title')}</h2>
        <p className="ms-auto flex items-center gap-2 text-slate-600 dark:text-slate-300">
          <CalendarDays aria-hidden className="size-4" />
          {t('today', { date: format.date(new Date(), { dateStyle: 'full' }) })}
        </p>
      </header>

      <section aria-labelledby="dashboard-stats">
        <h3 id="dashboard-stats" className="sr-only">
          {t('stats.title')}
        </h3>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {STATS.map((stat) => (
            <StatCard key={stat.name} name={stat.name} icon={stat.icon} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="dashboard-manage">
        <h3 id="dashboard-manage" className="mb-3 text-lg font-bold">
          {t('manage.title')}
        </h3>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {ADMIN_MANAGEMENT_PAGES.map((link) => (
            <li key={link.key}>
              <Link
                to={link.to}
                className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-bold hover:border-brand-600 hover:bg-brand-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
              >
                <link.icon aria-hidden className="size-5 text-brand-700 dark:text-brand-500" />
                {t(`manage.${link.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="dashboard-actions" className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
          <h3 id="dashboard-actions" className="mb-4 text-lg font-bold">
            {t('actions.title')}
          </h3>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] })}>
              <RefreshCw aria-hidden className="size-4" />
              {t('actions.refresh')}
            </Button>
            {/* A run reads every source and writes to the catalogue: it starts on the data-scraping tab, which names them and asks first. */}
            <Link
              to={paths.admin.panelTab('data-scraping')}
              className={buttonClasses('primary')}
            >
              <Play aria-hidden className="size-4 flip-rtl" />
              {t('actions.start')}
            </Link>
            <Button variant="secondary" onClick={checkStatus} disabled={status.isPending}>
              <Search aria-hidden className="size-4" />
              {t('actions.status')}
            </Button>
          </div>
          {notice && (
            <p
              role="status"
              className={clsx(
                'mt-4 rounded-lg p-3 text-sm font-bold',
                noticeTone === 'red' && 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-200',
                noticeTone === 'blue' && 'bg-blue-50 text-blue-800 dark:bg-blue-950/50 dark:text-blue-200',
                noticeTone === 'green' && 'bg-green-50 text-green-800 dark:bg-green-950/50 dark:text-green-200',
              )}
            >
              {notice}
            </p>
          )}
        </section>
        <SystemStatusBox />
      </div>
    </div>
  );
}

function StatCard({ name, icon: Icon }: { name: CountName; icon: LucideIcon }) {
  const { t } = useTranslation('admin-dashboard');
  const format = useFormat();
  const count = useCatalogueCount(name);
  // Ads belong to another service that may not answer yet: its card appears only when it does.
  if (name === 'ads' && !count.isSuccess) return null;
  return (
    <li className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900" data-testid={`stat-${name}`}>
      <span className="rounded-lg bg-brand-100 p-3 dark:bg-brand-900/60">
        <Icon aria-hidden className="size-6 text-brand-800 dark:text-brand-100" />
      </span>
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t(`stats.${name}`)}</p>
        <p className="text-2xl font-bold" aria-live="polite">
          {count.isSuccess ? format.number(count.data) : count.isError ? t('stats.unavailable') : <Activity aria-label={t('stats.loading')} className="size-5 animate-pulse" />}
        </p>
      </div>
    </li>
  );
}
