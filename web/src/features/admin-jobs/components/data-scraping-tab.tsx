import type { TScrapeSource } from '@dalil/contracts/jobs/scrape-sources';
import { SCRAPE_KINDS } from '@dalil/contracts/jobs/queues';
import { ExternalLink, LayoutList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useScrapeSources } from '../api/get-scrape-sources.ts';
import { openQueueBoard } from '../api/job-actions.ts';
import { JobsHistory } from './jobs-history.tsx';
import { ScrapeControls } from './scrape-controls.tsx';
import { ScrapeFailure } from './scrape-failure.tsx';

const card = 'rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900';

/** Data scraping: full and enhanced runs, status, the source registry per kind, run history. */
export function DataScrapingTab() {
  const { t } = useTranslation('admin-jobs');
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <h2 className="me-auto text-2xl font-bold">{t('scraping.title')}</h2>
        <Button variant="secondary" onClick={openQueueBoard}>
          <LayoutList aria-hidden className="size-4" />
          {t('scraping.queueBoard')}
        </Button>
      </header>
      <section aria-labelledby="scraping-run" className={card}>
        <h3 id="scraping-run" className="mb-4 text-lg font-bold">{t('scraping.run')}</h3>
        <ScrapeControls showTests={false} showEnhanced />
      </section>
      <Sources />
      <JobsHistory queues={['scrape', 'test-scrape']} title={t('history.scrapeTitle')} />
    </div>
  );
}

function Sources() {
  const { t } = useTranslation('admin-jobs');
  const sources = useScrapeSources();
  if (sources.isPending) return <Spinner />;
  if (sources.isError) return <ErrorState message={t('sources.loadFailed', { message: sources.error.message })} onRetry={() => void sources.refetch()} />;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {SCRAPE_KINDS.map((kind) => {
        const list = sources.data.sources.filter((s) => s.kind === kind);
        return (
          <section key={kind} aria-labelledby={`sources-${kind}`} className={card}>
            <h3 id={`sources-${kind}`} className="mb-3 text-lg font-bold">
              {t('sources.title', { kind: t(`kind.${kind}`), n: list.length })}
            </h3>
            {list.length === 0 ? (
              <p className="text-slate-600 dark:text-slate-300">{t('sources.empty')}</p>
            ) : (
              <ul className="grid gap-3" data-testid={`sources-${kind}`}>
                {list.map((source) => (
                  <SourceItem key={source.id} source={source} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

function SourceItem({ source }: { source: TScrapeSource }) {
  const { t } = useTranslation('admin-jobs');
  const format = useFormat();
  const localized = useLocalized();
  return (
    <li className="rounded-lg border border-slate-100 p-3 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <p className="me-auto font-bold">{localized(source.name, source.nameArabic)}</p>
        {source.rendered && <span className="rounded-full bg-purple-100 px-2 py-0.5 text-xs font-bold text-purple-800 dark:bg-purple-900/50 dark:text-purple-200">{t('sources.javascript')}</span>}
        {!source.enabled && <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-bold dark:bg-slate-700">{t('sources.disabled')}</span>}
      </div>
      <a href={source.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-sm text-brand-700 underline-offset-2 hover:underline dark:text-brand-500" dir="ltr">
        {new URL(source.url).hostname}
        <ExternalLink aria-hidden className="size-3" />
      </a>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {source.lastRunAt
          ? t('sources.lastRun', { date: format.date(source.lastRunAt, { dateStyle: 'medium', timeStyle: 'short' }), formatted: format.number(source.lastCount ?? 0) })
          : t('sources.neverRun')}
      </p>
      {source.lastError && <ScrapeFailure detail={source.lastError} />}
    </li>
  );
}
