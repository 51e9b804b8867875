import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

export const buttonClasses = (variant: Variant = 'primary', className?: string) =>
  clsx(
    'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-bold transition disabled:cursor-not-allowed disabled:opacity-60',
    variant === 'primary' && 'bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-700 dark:hover:bg-brand-800',
    variant === 'secondary' &&
      'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
    variant === 'ghost' && 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
    variant === 'danger' && 'bg-red-700 text-white hover:bg-red-800',
    className,
  );

export function Button({ variant, className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
