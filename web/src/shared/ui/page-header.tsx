import type { ReactNode } from 'react';
import { AfterHeadingSlot } from './after-heading-slot.tsx';

/** A page's heading and introduction; the layout's after-heading content (a phone's ad strip) follows it. */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <>
      <header className="mb-8">
        <h1 className="text-3xl font-bold text-slate-900 md:text-4xl dark:text-white">{title}</h1>
        {subtitle && <p className="mt-2 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{subtitle}</p>}
        {children}
      </header>
      <AfterHeadingSlot />
    </>
  );
}
