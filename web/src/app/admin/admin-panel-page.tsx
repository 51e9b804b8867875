import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { LogOut, ShieldCheck } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../shared/ui/toast.tsx';
import type { AdminSession } from '../../shared/auth/admin-session.ts';
import { useAdminSessionCheck } from '../../shared/auth/use-admin-session-check.ts';
import { useDocumentMeta } from '../../shared/hooks/use-document-meta.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/states.tsx';
import { paths } from '../../shared/config/paths.ts';
import { NotFoundPage } from '../routes/not-found.tsx';
import { AdminLoginForm } from '../../features/admin-auth/components/admin-login-form.tsx';
import { ChangePasswordDialog } from '../../features/admin-auth/components/change-password-dialog.tsx';
import { signOutAdmin } from '../../features/admin-auth/api/sign-out-admin.ts';
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
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const logout = async () => {
    await signOutAdmin();
    void navigate(paths.admin.panel);
    // Nothing an administrator saw stays in memory for the next person at this browser.
    queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('admin') });
    toast.success(t('admin-auth:panel.loggedOut'));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <aside className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900 lg:self-start">
        <div className="mb-4 flex items-center gap-2 border-b border-slate-200 pb-4 dark:border-slate-700">
          <ShieldCheck aria-hidden className="size-6 text-brand-700 dark:text-brand-500" />
          <div>
            <h1 className="font-bold">{t('admin-auth:panel.title')}</h1>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin-auth:panel.signedInAs', { username: session.user.username })}</p>
          </div>
        </div>
        <nav aria-label={t('admin-auth:panel.menu')}>
          <ul className="grid gap-1" role="tablist" aria-orientation="vertical">
            {PANEL_TABS.map((tab) => (
              <li key={tab.id} role="presentation">
                <Link
                  to={paths.admin.panelTab(tab.id)}
                  role="tab"
                  id={`panel-tab-${tab.id}`}
                  aria-selected={tab.id === current.id}
                  aria-controls="panel-content"
                  className={clsx(
                    'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start font-bold',
                    tab.id === current.id ? 'bg-brand-700 text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800',
                  )}
                >
                  <tab.icon aria-hidden className="size-5" />
                  {t(tab.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Button variant="secondary" className="mt-6 w-full" onClick={() => void logout()}>
          <LogOut aria-hidden className="size-4 flip-rtl" />
          {t('admin-auth:panel.logout')}
        </Button>
        <ChangePasswordDialog />
      </aside>
      <section id="panel-content" role="tabpanel" aria-labelledby={`panel-tab-${current.id}`} className="min-w-0">
        <Suspense fallback={<Spinner />}>
          <current.Component />
        </Suspense>
      </section>
    </div>
  );
}
