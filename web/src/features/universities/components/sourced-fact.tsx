import type { ReactNode } from 'react';
import type { TFigureSource } from '@dalil/contracts/common/source';
import { FigureSource } from '../../../shared/ui/figure-source.tsx';

/**
 * One labelled figure inside a `<dl>` with its publisher and year under it ("Source: <publisher>,
 * <year> — page 1"), or, for a figure Dalil derives itself, what it was derived from. Renders
 * nothing when the value is unknown.
 */
export function SourcedFact({
  icon,
  label,
  value,
  note,
  source,
  derivedFrom,
}: {
  icon?: ReactNode;
  label: string;
  value: ReactNode | undefined;
  /** A marker under the value (old figure, derived). */
  note?: ReactNode;
  source?: TFigureSource;
  /** Said instead of a source when the figure is Dalil's own derivation from figures with sources of their own. */
  derivedFrom?: string;
}) {
  if (value === undefined || value === null || value === '') return null;
  return (
    <div className="grid gap-0.5">
      <dt className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
        {icon}
        {label}
      </dt>
      <dd className="ps-7 font-bold text-slate-900 dark:text-slate-100">{value}</dd>
      {note && <dd className="ps-7">{note}</dd>}
      <dd className="ps-7">{source ? <FigureSource source={source} /> : derivedFrom && <p className="text-xs text-slate-600 dark:text-slate-400">{derivedFrom}</p>}</dd>
    </div>
  );
}
