import { clsx } from 'clsx';

/**
 * A bar for a share from 0 to 100 that says its name and value to assistive technology: a
 * `meter` for a measure (a chance), a `progressbar` for work under way.
 */
export function Meter({
  role = 'meter',
  label,
  percent,
  valueText,
  className,
  barClassName,
}: {
  role?: 'meter' | 'progressbar';
  label: string;
  /** 0 to 100. */
  percent: number;
  valueText: string;
  /** The track's height and extra classes. */
  className: string;
  barClassName: string;
}) {
  return (
    <div
      role={role}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={valueText}
      className={clsx('w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700', className)}
    >
      <div className={barClassName} style={{ width: `${percent}%` }} />
    </div>
  );
}
