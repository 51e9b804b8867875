import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '../../shared/ui/states.tsx';

/** 'Unexpected Application Error!' with the message, and a way to reload. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <div className="p-8">
      <ErrorState message={t('error.unexpected')} onRetry={() => window.location.reload()}>
        <p className="text-sm text-red-800 dark:text-red-200" dir="auto">
          {message}
        </p>
      </ErrorState>
    </div>
  );
}
