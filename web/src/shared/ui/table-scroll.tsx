import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * A wide table's own horizontal scroller. `relative` makes it the containing block of the
 * table's visually hidden (absolutely placed) texts, which otherwise escape the scroller and
 * widen the whole page on a phone (most visibly in RTL, where the table overflows leftwards);
 * it can take focus and is named, so a keyboard user can scroll it too.
 */
export function TableScroll({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={clsx('relative min-w-0 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700', className)}>
      {children}
    </div>
  );
}
