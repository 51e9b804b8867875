import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'brand' | 'blue' | 'green' | 'amber' | 'purple' | 'red' | 'overlay';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  brand: 'bg-brand-100 text-brand-900 dark:bg-brand-900/60 dark:text-brand-100',
  blue: 'bg-blue-100 text-blue-900 dark:bg-blue-900/60 dark:text-blue-100',
  green: 'bg-green-100 text-green-900 dark:bg-green-900/60 dark:text-green-100',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  purple: 'bg-purple-100 text-purple-900 dark:bg-purple-900/60 dark:text-purple-100',
  red: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
  /** Over a photo: the colours are the tone's alone (two text colours in one class list would leave the winner to the stylesheet's order). */
  overlay: 'bg-black/75 text-white',
};

/** A small label pill (a type, a status, a count). */
export function Badge({ tone = 'neutral', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return <span className={clsx('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold', TONES[tone], className)}>{children}</span>;
}
