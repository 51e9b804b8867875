import { scrapeFailureReason } from '@dalil/contracts/jobs/scrape-failure';
import type { TSourceOutcome } from '@dalil/contracts/jobs/queues';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.ts';

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

/** A run's sources, each with its count (records found, written) or why it failed. */
export function SourceCounts({ sources }: { sources: TSourceOutcome[] }) {
  const { t } = useTranslation('admin-jobs');
  const format = useFormat();
  return (
    <ul className="mt-1 grid gap-1" data-testid="job-source-counts">
      {sources.map((source) => (
        <li key={source.sourceId}>
          {source.error ? (
            <ScrapeFailure detail={source.error} name={source.name} />
          ) : (
            <p className="text-sm" dir="auto">
              {t('history.sourceCount', { name: source.name, count: format.number(source.count), written: format.number(source.written) })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
