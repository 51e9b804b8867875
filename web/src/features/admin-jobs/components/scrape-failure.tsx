import { scrapeFailureReason } from '@dalil/contracts/jobs/scrape-failure';
import type { TSourceOutcome } from '@dalil/contracts/jobs/queues';
import { useTranslation } from 'react-i18next';

/**
 * A scraping failure said in the reader's language ("the site could not be reached"), with the
 * scraper's own technical message one click away.
 */
export function ScrapeFailure({ detail, name }: { detail: string; name?: string }) {
  const { t } = useTranslation('admin-jobs');
  const { reason, status } = scrapeFailureReason(detail);
  return (
    <div className="text-sm" data-testid="scrape-failure">
      <p className="text-red-700 dark:text-red-300">
        {name ? `${name}: ` : ''}
        {t(`scrapeFailure.${reason}`, { status })}
      </p>
      <details className="text-slate-600 dark:text-slate-300">
        <summary className="cursor-pointer">{t('scrapeFailure.detail')}</summary>
        <p className="mt-1 break-all font-mono text-xs" dir="ltr" lang="en">
          {detail}
        </p>
      </details>
    </div>
  );
}

/** The sources of a run that failed, each with its reason. */
export function FailedSources({ sources }: { sources: TSourceOutcome[] }) {
  return (
    <ul className="mt-1 grid gap-1">
      {sources.map((source) => (
        <li key={source.sourceId}>
          <ScrapeFailure detail={source.error ?? ''} name={source.name} />
        </li>
      ))}
    </ul>
  );
}
