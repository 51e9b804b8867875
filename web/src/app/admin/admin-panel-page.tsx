import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { AdminSession } from '../../shared/auth/admin-session.ts';
import { useAdminSessionCheck } from '../../shared/auth/use-admin-session-check.ts';
import { useDocumentMeta } from '../../shared/hooks/use-document-meta.ts';
import { Spinner } from '../../shared/ui/states.tsx';
import { NotFoundPage } from '../routes/not-found.tsx';
import { AdminLoginForm } from '../../features/admin-auth/components/admin-login-form.tsx';
import { AdminShell } from './admin-shell.tsx';
import { PANEL_TABS } from './panel-tabs.tsx';

const TAB_NAMESPACES = [...new Set(PANEL_TABS.map((tab) => tab.labelKey.split(':')[0]!))];

/**
 * `/admin` and `/enhanced-admin` (the dashboard) and `/admin/<tab>`: the sign-in form, or the
 * panel with its side menu of tabs. The tab is in the URL, so a reload or Back keeps the place.
 */
export function Component() {
  const { session, checking } = useAdminSessionCheck();
  const { tab } = useParams();
  const current = tab === undefined ? PANEL_TABS[0] : PANEL_TABS.find((entry) => entry.id === tab);
  if (!current) return <NotFoundPage />;
  if (!session) return <AdminLoginForm />;
  if (checking) return <Spinner />;
  return <AdminPanel session={session} current={current} />;
}

function AdminPanel({ session, current }: { session: AdminSession; current: (typeof PANEL_TABS)[number] }) {
  const { t } = useTranslation(['admin-auth', ...TAB_NAMESPACES]);
  useDocumentMeta(current.id === 'dashboard' ? t('admin-auth:panel.title') : `${t(current.labelKey)} — ${t('admin-auth:panel.title')}`);
  return (
    <AdminShell session={session} currentTab={current.id}>
      <Suspense fallback={<Spinner />}>
        <current.Component />
      </Suspense>
    </AdminShell>
  );
}
