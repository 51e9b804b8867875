import type { ReactNode } from 'react';
import { SourceLine } from '../../../shared/ui/source-line.tsx';

/**
 * One labelled figure inside a `<dl>` with "Source: <site>, <year>" under it. Renders nothing when
 * the value is unknown.
 */
export function SourcedFact({
  icon,
  label,
  value,
  note,
  sourceUrl,
  sourceName,
  year,
}: {
  icon?: ReactNode;
  label: string;
  value: ReactNode | undefined;
  /** A marker under the value (old figure, derived). */
  note?: ReactNode;
  sourceUrl: string | null;
  sourceName?: string;
  year: string | number | null | undefined;
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
      <dd className="ps-7">
        <SourceLine url={sourceUrl} name={sourceName} year={year} />
      </dd>
    </div>
  );
}
