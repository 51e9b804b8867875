import { AlertTriangle, Loader2, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-600 dark:text-slate-300">
      <Loader2 aria-hidden className="size-6 animate-spin" />
      <span>{label ?? t('state.loading')}</span>
    </div>
  );
}

export function ErrorState({ message, onRetry, children }: { message: string; onRetry?: () => void; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 p-8 text-center dark:border-red-900 dark:bg-red-950/40">
      <AlertTriangle aria-hidden className="size-8 text-red-700 dark:text-red-400" />
      <p className="font-bold text-red-800 dark:text-red-200">{message}</p>
      {children}
      {onRetry && <Button onClick={onRetry}>{t('state.retry')}</Button>}
    </div>
  );
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
      <SearchX aria-hidden className="size-8" />
      <p>{message}</p>
      {children}
    </div>
  );
}

/** Why a form's submission failed, announced at once; nothing while there is no failure. */
export function FormAlert({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-bold text-red-800 dark:bg-red-950/50 dark:text-red-200">
      {message}
    </p>
  );
}
