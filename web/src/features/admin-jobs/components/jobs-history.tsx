import type { TJob } from '@dalil/contracts/jobs/jobs';
import type { TQueueName, TRejectedRow } from '@dalil/contracts/jobs/queues';
import { Download, RotateCcw, XCircle } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.tsx';
import { ApiError } from '../../../shared/api/api-client.ts';
import { useFormat } from '../../../shared/i18n/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useJobs, type JobsFilter } from '../api/get-jobs.ts';
import { downloadRejectedRows, useJobAction } from '../api/job-actions.ts';
import { useExistingDocuments } from '../api/documents.ts';
import { SourceCounts } from './scrape-failure.tsx';
import { InterruptedAttempts } from './interrupted-attempts.tsx';
import { jobResult } from '../utils/job-result.ts';
import { TableScroll } from '../../../shared/ui/table-scroll.tsx';
import { SEPARATOR } from '../../../shared/i18n/number-format.ts';

const STATE_TONE: Record<string, string> = {
  completed: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  'completed-with-errors': 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  failed: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  active: 'bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200',
};

/** The jobs history: state, duration, records and errors, with retry, cancel and rejected rows. */
export function JobsHistory({ queues, title }: { queues: TQueueName[]; title: string }) {
  const { t } = useTranslation('admin-jobs');
  const [filter, setFilter] = useState<JobsFilter>({ page: 1, queues });
  const jobs = useJobs(filter);
  const rows = jobs.data?.data ?? [];
  const pagination = jobs.data?.pagination;
  useRefreshWhenJobsFinish(rows);
  const documentIds = rows.flatMap((job) => {
    const id = job.queue === 'import-pdf' && job.state === 'completed' ? jobResult(job)?.documentId : undefined;
    return typeof id === 'string' ? [id] : [];
  });
  const existing = useExistingDocuments(documentIds);

  return (
    <section aria-labelledby={`history-${queues.join('-')}`} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-end gap-3">
        <h3 id={`history-${queues.join('-')}`} className="me-auto text-lg font-bold">
          {title}
        </h3>
        {queues.length > 1 && (
          <SelectField
            label={t('history.queue')}
            value={filter.queues.length === 1 ? filter.queues[0]! : ''}
            onChange={(value) => setFilter({ ...filter, page: 1, queues: value ? [value as TQueueName] : queues })}
            options={[{ value: '', label: t('history.allQueues') }, ...queues.map((q) => ({ value: q, label: t(`queue.${q}`) }))]}
          />
        )}
        <SelectField
          label={t('history.state')}
          value={filter.state ?? ''}
          onChange={(value) => setFilter({ ...filter, page: 1, state: (value || undefined) as JobsFilter['state'] })}
          options={[{ value: '', label: t('history.allStates') }, ...(['active', 'waiting', 'completed', 'failed', 'delayed'] as const).map((s) => ({ value: s, label: t(`state.${s}`) }))]}
        />
      </div>
      {jobs.isPending ? (
        <Spinner />
      ) : jobs.isError ? (
        <ErrorState message={t('history.loadFailed', { message: jobs.error.message })} onRetry={() => void jobs.refetch()} />
      ) : rows.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t('history.empty')}</p>
      ) : (
        <TableScroll label={title}>
          <table className="w-full text-start text-sm" data-testid="jobs-history">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-300">
                <th scope="col" className="p-2 text-start">{t('history.job')}</th>
                <th scope="col" className="p-2 text-start">{t('history.state')}</th>
                <th scope="col" className="p-2 text-start">{t('history.started')}</th>
                <th scope="col" className="p-2 text-start">{t('history.duration')}</th>
                <th scope="col" className="p-2 text-start">{t('history.records')}</th>
                <th scope="col" className="p-2 text-start">{t('history.errors')}</th>
                <th scope="col" className="p-2 text-start"><span className="sr-only">{t('history.actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((job) => (
                <JobRow key={job.id} job={job} documentGone={existing.isSuccess && documentIds.includes(String(job.result?.documentId)) && !existing.data.has(String(job.result?.documentId))} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {pagination && pagination.pages > 1 && (
        <div className="flex items-center justify-end gap-2">
          <Button variant="secondary" disabled={filter.page <= 1} onClick={() => setFilter({ ...filter, page: filter.page - 1 })}>
            {t('history.previous')}
          </Button>
          <span className="text-sm">{t('history.page', { page: pagination.page, pages: pagination.pages })}</span>
          <Button variant="secondary" disabled={filter.page >= pagination.pages} onClick={() => setFilter({ ...filter, page: filter.page + 1 })}>
            {t('history.next')}
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * When the table sees a job finish (it polls while one runs), the counts and the documents
 * list are read again: the upload's live stream may not be on screen any more.
 */
function useRefreshWhenJobsFinish(rows: TJob[]) {
  const queryClient = useQueryClient();
  const running = useRef(new Set<string>());
  useEffect(() => {
    const finished = rows.filter((job) => running.current.has(job.id) && (job.state === 'completed' || job.state === 'failed'));
    running.current = new Set(rows.filter((job) => job.state === 'active' || job.state === 'waiting').map((job) => job.id));
    if (finished.length) {
      void queryClient.invalidateQueries({ queryKey: ['admin-jobs', 'documents'] });
      void queryClient.invalidateQueries({ queryKey: ['admin-jobs', 'records'] });
      void queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] });
    }
  }, [rows, queryClient]);
}

function JobRow({ job, documentGone }: { job: TJob; documentGone: boolean }) {
  const { t } = useTranslation('admin-jobs');
  const format = useFormat();
  const retry = useJobAction('retry');
  const cancel = useJobAction('cancel');
  const result = jobResult(job);
  const records = result?.recordsProcessed ?? job.progress?.rowsRead;
  const problems = [job.error, result?.rejectedCount ? t('history.rejected', { n: format.number(result.rejectedCount) }) : null, result?.failedSources ? t('history.failedSources', { n: format.number(result.failedSources) }) : null].filter(Boolean).join(SEPARATOR);
  const act = (mutation: typeof retry, done: string) =>
    mutation.mutate(job.id, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : t('history.actionError')),
    });
  return (
    <tr className="border-b border-slate-100 align-top dark:border-slate-800" data-job-id={job.id}>
      <td className="p-2">
        <p className="font-bold">{t(`queue.${job.queue}`)}</p>
        <p className="text-slate-600 dark:text-slate-300" dir="auto">{job.label}</p>
      </td>
      <td className="p-2">
        <span data-testid="job-status" className={`rounded-full px-2 py-0.5 text-xs font-bold ${STATE_TONE[job.status] ?? 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200'}`}>{t(`state.${job.status}`)}</span>
        <InterruptedAttempts interruptions={job.interruptions} />
      </td>
      <td className="p-2 whitespace-nowrap">{format.date(job.startedAt ?? job.createdAt, { dateStyle: 'short', timeStyle: 'short' })}</td>
      <td className="p-2 whitespace-nowrap">
        {job.durationMs === null ? '—' : t('history.seconds', { value: format.number(job.durationMs / 1000, { maximumFractionDigits: 1 }) })}
        {/* More than one attempt: the duration is the last one's; the total since upload and the count tell the rest. */}
        {job.attemptsMade > 1 && (
          <p className="text-xs whitespace-normal text-slate-600 dark:text-slate-300" data-testid="job-attempts">
            {t('history.attempts', { n: format.number(job.attemptsMade) })}{SEPARATOR}{t('history.total', { value: format.number(job.totalMs / 1000, { maximumFractionDigits: 1 }) })}
          </p>
        )}
      </td>
      <td className="p-2">
        {records === undefined ? '—' : format.number(records)}
        {documentGone && <p className="text-xs text-amber-800 dark:text-amber-200" data-testid="job-document-gone">{t('history.documentGone')}</p>}
        {result?.visibleEverywhereAt && (
          <p className="text-xs text-slate-600 dark:text-slate-300">{t('history.visibleBy', { time: format.date(result.visibleEverywhereAt, { timeStyle: 'short' }) })}</p>
        )}
      </td>
      <td className="p-2">
        <p className={problems ? 'text-red-700 dark:text-red-300' : undefined} dir="auto">
          {problems || '—'}
        </p>
        {result?.rejected && result.rejected.length > 0 && <RejectedRows rows={result.rejected} total={result.rejectedCount ?? result.rejected.length} />}
        {result?.sources?.some((s) => s.error) && <SourceCounts sources={result.sources} />}
      </td>
      <td className="p-2">
        <div className="flex flex-wrap gap-1">
          {job.hasRejectedRows && (
            <Button variant="ghost" onClick={() => void downloadRejectedRows(job.id).catch((error: Error) => toast.error(error.message))}>
              <Download aria-hidden className="size-4" />
              {t('history.downloadRejected')}
            </Button>
          )}
          {job.state === 'failed' && (
            <Button variant="ghost" disabled={retry.isPending} onClick={() => act(retry, t('history.retried'))}>
              <RotateCcw aria-hidden className="size-4" />
              {t('history.retry')}
            </Button>
          )}
          {(job.state === 'active' || job.state === 'waiting' || job.state === 'delayed') && (
            <Button variant="ghost" disabled={cancel.isPending} onClick={() => act(cancel, t('history.cancelled'))}>
              <XCircle aria-hidden className="size-4" />
              {t('history.cancel')}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** The first rejected rows of an import, in the job's own view (the CSV download has them all). */
function RejectedRows({ rows, total }: { rows: TRejectedRow[]; total: number }) {
  const { t } = useTranslation('admin-jobs');
  const format = useFormat();
  return (
    <details className="mt-1" data-testid="job-rejected-rows">
      <summary className="cursor-pointer font-bold text-brand-700 dark:text-brand-500">{t('history.showRejected', { n: format.number(rows.length) })}</summary>
      <table className="mt-2 w-full min-w-64 text-xs">
        <thead>
          <tr className="text-slate-600 dark:text-slate-300">
            <th scope="col" className="p-1 text-start">{t('history.row')}</th>
            <th scope="col" className="p-1 text-start">{t('history.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row} className="border-t border-slate-100 dark:border-slate-800">
              <td className="p-1 align-top whitespace-nowrap">{format.number(row.row)}</td>
              <td className="p-1" dir="auto">{row.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {total > rows.length && <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{t('history.rejectedMore', { shown: format.number(rows.length), total: format.number(total) })}</p>}
    </details>
  );
}
