import type { TJobInterruption } from '@dalil/contracts/jobs/jobs';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.ts';

/**
 * A job's lost attempts (its worker was stopped, crashed or lost Redis): when, how far each had
 * got, why, and what became of its work (rolled back, already committed, or partly kept), so a
 * job that was taken over does not look as if nothing happened.
 */
export function InterruptedAttempts({ interruptions }: { interruptions: TJobInterruption[] }) {
  const { t } = useTranslation('admin-jobs');
  const format = useFormat();
  if (!interruptions.length) return null;
  const time = (iso: string) => format.date(iso, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    // A minimum width: on a phone the history table scrolls sideways instead of crushing this into a column.
    <details className="mt-1 min-w-64 text-xs text-amber-800 dark:text-amber-200" data-testid="interrupted-attempts">
      <summary className="cursor-pointer font-bold">{t('interrupted.summary', { n: format.number(interruptions.length) })}</summary>
      <ul className="mt-1 grid gap-2 border-s-2 border-amber-300 ps-2 dark:border-amber-700">
        {interruptions.map((lost) => {
          // Entries written before outcomes were recorded: those attempts kept nothing.
          const outcome = lost.outcome ?? 'nothing-kept';
          // An attempt that went on to commit did not stop at its last report.
          const [row, rowOfTotal] = outcome === 'committed' ? (['interrupted.lastRow', 'interrupted.lastRowOfTotal'] as const) : (['interrupted.row', 'interrupted.rowOfTotal'] as const);
          return (
            <li key={lost.detectedAt} data-outcome={outcome}>
              <p>
                {lost.rowsRead === null
                  ? t('interrupted.noProgress')
                  : lost.totalRows
                    ? t(rowOfTotal, { rows: format.number(lost.rowsRead), total: format.number(lost.totalRows) })
                    : t(row, { rows: format.number(lost.rowsRead) })}
                {lost.lastProgressAt ? ` — ${t('interrupted.lastReport', { time: time(lost.lastProgressAt) })}` : ''}
                {` — ${t('interrupted.takenOver', { time: time(lost.detectedAt) })}`}
              </p>
              <p className="text-slate-600 dark:text-slate-300">{`${t(`interrupted.${lost.reason}`)} ${t(`interrupted.outcome.${outcome}`)}`}</p>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
