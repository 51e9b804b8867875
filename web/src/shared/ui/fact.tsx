import type { ReactNode } from 'react';

/**
 * One labelled value inside a `<dl>`. Renders nothing when the value is unknown, so a gap in the
 * data never shows as 'undefined' or a made-up 0.
 */
export function Fact({ icon, label, value }: { icon?: ReactNode; label: string; value: ReactNode | undefined | null }) {
  if (value === undefined || value === null || value === '') return null;
  return (
    <div className="flex items-center gap-2">
      {icon}
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-bold text-slate-900 dark:text-slate-100">{value}</dd>
    </div>
  );
}
