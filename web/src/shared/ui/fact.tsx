import type { ReactNode } from 'react';
import { BidiText } from './bidi-text.tsx';

/**
 * One labelled value inside a `<dl>`. Renders nothing when the value is unknown, so a gap in the
 * data never shows as 'undefined' or a made-up 0. A text value may mix Arabic and Latin (BidiText).
 */
export function Fact({ icon, label, value }: { icon?: ReactNode; label: string; value: ReactNode | undefined | null }) {
  if (value === undefined || value === null || value === '') return null;
  return (
    <div className="flex items-start gap-2">
      <dt className="flex shrink-0 items-start gap-2 text-slate-600 dark:text-slate-400">
        {icon && <span className="mt-0.5 flex">{icon}</span>}
        {label}
      </dt>
      <dd className="min-w-0 font-bold text-slate-900 dark:text-slate-100">{typeof value === 'string' ? <BidiText text={value} /> : value}</dd>
    </div>
  );
}
