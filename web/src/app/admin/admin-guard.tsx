import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { toast } from '../../shared/ui/toast.tsx';
import { useAdminSession } from '../../shared/auth/admin-session.ts';
import { paths } from '../../shared/config/paths.ts';

/** Management pages need a signed-in administrator; without one they send the user to /admin. */
function AdminGuard({ Page }: { Page: ComponentType }) {
  const session = useAdminSession();
  const { t } = useTranslation('admin-auth');
  useEffect(() => {
    if (!session) toast.error(t('guard.mustLogIn'), { id: 'admin-guard' });
  }, [session, t]);
  if (!session) return <Navigate to={paths.admin.panel} replace />;
  return (
    <>
      <Link to={paths.admin.panel} className="mb-4 inline-flex items-center gap-2 font-bold text-brand-700 hover:underline dark:text-brand-500">
        <ArrowLeft aria-hidden className="size-4 flip-rtl" />
        {t('guard.backToDashboard')}
      </Link>
      <Page />
    </>
  );
}

/** Wraps a lazily loaded management page's route module in the guard (used by the router). */
export async function guarded(load: Promise<{ Component: ComponentType }>): Promise<{ Component: ComponentType }> {
  const { Component: Page } = await load;
  return { Component: () => <AdminGuard Page={Page} /> };
}
