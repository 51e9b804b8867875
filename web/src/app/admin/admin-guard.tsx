import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { toast } from '../../shared/ui/toast.tsx';
import { useAdminSession } from '../../shared/auth/admin-session.ts';
import { paths } from '../../shared/config/paths.ts';
import { AdminShell } from './admin-shell.tsx';

/**
 * Management pages need a signed-in administrator; without one they send the user to /admin.
 * With one they open in the panel's shell, its side menu marking the page.
 */
function AdminGuard({ Page }: { Page: ComponentType }) {
  const session = useAdminSession();
  const { pathname } = useLocation();
  const { t } = useTranslation('admin-auth');
  useEffect(() => {
    if (!session) toast.error(t('guard.mustLogIn'), { id: 'admin-guard' });
  }, [session, t]);
  if (!session) return <Navigate to={paths.admin.panel} replace />;
  return (
    <AdminShell session={session} currentPath={pathname.replace(/\/+$/, '')}>
      <Page />
    </AdminShell>
  );
}

/** Wraps a lazily loaded management page's route module in the guard (used by the router). */
export async function guarded(load: Promise<{ Component: ComponentType }>): Promise<{ Component: ComponentType }> {
  const { Component: Page } = await load;
  return { Component: () => <AdminGuard Page={Page} /> };
}
