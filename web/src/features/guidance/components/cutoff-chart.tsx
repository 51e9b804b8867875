import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { TCutoffValue } from '@dalil/contracts/guidance/suggestions';
import { useFormat } from '../../../shared/i18n/format.ts';

/**
 * A faculty's cut-off per year as bars (percentages, so 410- and 320-point years compare), the
 * student's own percentage as a line when given. Plain elements in the page's direction, so the
 * years run right to left in Arabic; the accessible name reads the figures out.
 */
export function CutoffChart({ points, student, size = 'small' }: { points: readonly TCutoffValue[]; student?: number; size?: 'small' | 'large' }) {
  const { t } = useTranslation('guidance');
  const format = useFormat();
  if (!points.length) return null;
  const values = [...points.map((p) => p.percentage), ...(student === undefined ? [] : [student])];
  // The scale starts a little under the lowest value, so differences of a point or two show.
  const floor = Math.max(0, Math.floor(Math.min(...values) - 3));
  const ceiling = Math.min(100, Math.ceil(Math.max(...values) + 1));
  const height = (value: number) => `${Math.max(4, ((value - floor) / (ceiling - floor)) * 100)}%`;
  const summary = new Intl.ListFormat(format.locale, { type: 'unit' }).format(
    points.map((p) => t('chart.point', { year: format.number(p.year, { useGrouping: false }), value: format.percent(p.percentage) })),
  );
  const large = size === 'large';
  return (
    <figure className="m-0" aria-label={t('chart.label', { points: summary })} role="img">
      <div className={clsx('relative flex items-end gap-2 border-b border-slate-300 dark:border-slate-600', large ? 'h-32' : 'h-16')}>
        {student !== undefined && (
          <div
            aria-hidden
            className="absolute inset-x-0 border-t-2 border-dashed border-brand-700 dark:border-brand-500"
            style={{ bottom: height(student) }}
          />
        )}
        {points.map((p) => (
          <div key={`${p.year}-${p.stage}`} aria-hidden className="flex h-full flex-1 flex-col justify-end">
            {large && <span className="mb-1 text-center text-xs font-bold text-slate-800 dark:text-slate-200">{format.percent(p.percentage, 1)}</span>}
            <div className="rounded-t bg-slate-400 dark:bg-slate-500" style={{ height: height(p.percentage) }} />
          </div>
        ))}
      </div>
      <div aria-hidden className="mt-1 flex gap-2">
        {points.map((p) => (
          <span key={`${p.year}-${p.stage}`} className="flex-1 text-center text-xs text-slate-600 dark:text-slate-400">
            {format.number(p.year, { useGrouping: false })}
          </span>
        ))}
      </div>
      {student !== undefined && (
        <p aria-hidden className="mt-1 flex items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
          <span className="inline-block w-5 border-t-2 border-dashed border-brand-700 dark:border-brand-500" />
          {t('chart.student', { value: format.percent(student) })}
        </p>
      )}
    </figure>
  );
}
