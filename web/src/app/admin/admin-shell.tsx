import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { LogOut, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../shared/ui/toast.tsx';
import type { AdminSession } from '../../shared/auth/admin-session.ts';
import { ADMIN_MANAGEMENT_PAGES } from '../../shared/config/admin-pages.ts';
import { paths } from '../../shared/config/paths.ts';
import { Button } from '../../shared/ui/button.tsx';
import { ChangePasswordDialog } from '../../features/admin-auth/components/change-password-dialog.tsx';
import { signOutAdmin } from '../../features/admin-auth/api/sign-out-admin.ts';
import { PANEL_TABS } from './panel-tabs.tsx';

const TAB_NAMESPACES = [...new Set(PANEL_TABS.map((tab) => tab.labelKey.split(':')[0]!))];

const itemClass = (current: boolean) =>
  clsx('flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start font-bold', current ? 'bg-brand-700 text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800');

/**
 * Every admin page's frame: the side menu (the panel's tabs, then the management pages), the
 * signed-in administrator, sign-out and password; the page beside it. On a tab `currentTab` is
 * its id and the content is its tab panel; on a management page `currentPath` marks its link
 * and the page brings its own h1.
 */
export function AdminShell({ session, currentTab, currentPath, children }: { session: AdminSession; currentTab?: string; currentPath?: string; children: ReactNode }) {
  const { t } = useTranslation(['admin-auth', 'admin-dashboard', ...TAB_NAMESPACES]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const Title = currentTab ? 'h1' : 'p';

  const logout = async () => {
    await signOutAdmin();
    void navigate(paths.admin.panel);
    // Nothing an administrator saw stays in memory for the next person at this browser.
    queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('admin') });
    toast.success(t('admin-auth:panel.loggedOut'));
  };

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]" data-testid="admin-shell">
      <aside className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900 lg:self-start">
        <div className="mb-4 flex items-center gap-2 border-b border-slate-200 pb-4 dark:border-slate-700">
          <ShieldCheck aria-hidden className="size-6 shrink-0 text-brand-700 dark:text-brand-500" />
          <div className="min-w-0">
            <Title className="font-bold">{t('admin-auth:panel.title')}</Title>
            <p className="break-words text-sm text-slate-600 dark:text-slate-300">{t('admin-auth:panel.signedInAs', { username: session.user.username })}</p>
          </div>
        </div>
        <nav aria-label={t('admin-auth:panel.menu')} data-testid="admin-sidebar">
          <ul className="grid gap-1" role="tablist" aria-orientation="vertical">
            {PANEL_TABS.map((tab) => (
              <li key={tab.id} role="presentation">
                <Link
                  to={paths.admin.panelTab(tab.id)}
                  role="tab"
                  id={`panel-tab-${tab.id}`}
                  aria-selected={tab.id === currentTab}
                  aria-controls={tab.id === currentTab ? 'panel-content' : undefined}
                  className={itemClass(tab.id === currentTab)}
                >
                  <tab.icon aria-hidden className="size-5 shrink-0" />
                  {t(tab.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('admin-dashboard:manage.title')} className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">
          <p className="mb-2 px-3 text-sm font-bold text-slate-600 dark:text-slate-300">{t('admin-dashboard:manage.title')}</p>
          <ul className="grid gap-1">
            {ADMIN_MANAGEMENT_PAGES.map((page) => (
              <li key={page.key}>
                <Link to={page.to} aria-current={page.to === currentPath ? 'page' : undefined} className={itemClass(page.to === currentPath)}>
                  <page.icon aria-hidden className="size-5 shrink-0" />
                  {t(`admin-dashboard:manage.${page.key}`)}
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
      {currentTab ? (
        <section id="panel-content" role="tabpanel" aria-labelledby={`panel-tab-${currentTab}`} className="min-w-0">
          {children}
        </section>
      ) : (
        <div className="min-w-0">{children}</div>
      )}
    </div>
  );
}
