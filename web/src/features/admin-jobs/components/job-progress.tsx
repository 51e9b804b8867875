import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.ts';
import { useJobEvents } from '../api/job-events.ts';
import { jobResult } from '../utils/job-result.ts';
import { Meter } from '../../../shared/ui/meter.tsx';

/** A live progress bar for one job, fed by its event stream. */
export function JobProgress({ jobId, onFinished }: { jobId: string; onFinished?: (status: 'completed' | 'completed-with-errors' | 'failed', records: number, error: string | null) => void }) {
  const { t } = useTranslation('admin-jobs');
  const format = useFormat();
  const live = useJobEvents(jobId);
  const state = live.job?.state ?? 'waiting';
  // What the run came to: a scraping run with failed sources is not plainly completed.
  const status = live.job?.status ?? state;
  const percent = state === 'completed' ? 100 : Math.round(live.progress?.percent ?? 0);
  const result = jobResult(live.job);
  const records = result?.recordsProcessed ?? live.progress?.rowsRead ?? 0;
  const finishedState = status === 'completed' || status === 'completed-with-errors' || status === 'failed' ? status : undefined;
  const reported = useRef(false);
  const error = live.job?.error ?? null;
  useEffect(() => {
    if (!finishedState || reported.current) return;
    reported.current = true;
    onFinished?.(finishedState, records, error);
  }, [finishedState, records, error, onFinished]);
  return (
    <div className="grid gap-1" data-testid="job-progress" data-state={state} data-status={status}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-bold">{t(`state.${status}`)}</span>
        <span aria-live="polite" data-testid="job-records">
          {t('progress.records', { formatted: format.number(records) })}
          {live.progress?.stage && state === 'active' ? ` — ${live.progress.stage}` : ''}
        </span>
      </div>
      <Meter
        role="progressbar"
        label={t('progress.label')}
        percent={percent}
        valueText={`${format.number(percent)}%`}
        className="h-3"
        barClassName={status === 'failed' ? 'h-full bg-red-600' : status === 'completed-with-errors' ? 'h-full bg-amber-500' : state === 'completed' ? 'h-full bg-green-600' : 'h-full bg-blue-600 transition-[width]'}
      />
      {state === 'failed' && live.job?.error && <p className="text-sm text-red-700 dark:text-red-300">{live.job.error}</p>}
    </div>
  );
}
