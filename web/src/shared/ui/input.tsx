import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** The look of text inputs, selects and text areas; red border when the field has an error. */
export const inputClasses = (invalid?: boolean, className?: string) =>
  clsx(
    'w-full rounded-lg border bg-white px-3 py-2 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
    invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600',
    className,
  );

/** A labelled form control with its hint and its validation message (announced to screen readers). */
export function Field({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-bold text-slate-700 dark:text-slate-300">
        {label}
        {required && (
          <span aria-hidden className="ms-1 text-red-700 dark:text-red-400">
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && <p className="text-xs text-slate-600 dark:text-slate-400">{hint}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
