import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '../../shared/ui/states.tsx';
import { useRemoveLandingShell } from '../../shared/ui/landing-shell.ts';

/**
 * A page that failed to render: what happened and what to do in the visitor's words, a way to
 * reload, and the technical message folded away for whoever they report it to.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  // An error on '/' must not stay hidden under the home page's first screen.
  useRemoveLandingShell();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <div className="p-8">
      <ErrorState message={t('error.unexpected')} onRetry={() => window.location.reload()}>
        <p className="text-slate-800 dark:text-slate-200">{t('error.advice')}</p>
        <details className="text-sm text-red-800 dark:text-red-200">
          <summary className="cursor-pointer">{t('error.details')}</summary>
          <p dir="auto">{message}</p>
        </details>
      </ErrorState>
    </div>
  );
}
