/**
 * The admin panel's side-menu tabs. Each feature that builds a tab adds one entry here; the
 * menu shows exactly the entries that exist. `labelKey` is `<namespace>:<key>` (the namespace is
 * the feature folder, loaded with the panel).
 */
import { Database, Globe, Inbox, LayoutDashboard, Megaphone, Upload, type LucideIcon } from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PanelTabId = 'dashboard' | 'data-management' | 'banner-ads' | 'data-scraping' | 'file-upload' | 'contact-messages';

export interface PanelTab {
  id: PanelTabId;
  labelKey: string;
  icon: LucideIcon;
  Component: LazyExoticComponent<ComponentType>;
}

export const PANEL_TABS: PanelTab[] = [
  {
    id: 'dashboard',
    labelKey: 'admin-dashboard:tab',
    icon: LayoutDashboard,
    Component: lazy(() => import('../../features/admin-dashboard/components/dashboard-tab.tsx').then((m) => ({ default: m.DashboardTab }))),
  },
  {
    id: 'data-management',
    labelKey: 'admin-jobs:tabs.dataManagement',
    icon: Database,
    Component: lazy(() => import('../../features/admin-jobs/components/data-management-tab.tsx').then((m) => ({ default: m.DataManagementTab }))),
  },
  {
    id: 'banner-ads',
    labelKey: 'admin-ads:tabLabel',
    icon: Megaphone,
    Component: lazy(() => import('../../features/admin-ads/components/banner-ads-tab.tsx').then((m) => ({ default: m.BannerAdsTab }))),
  },
  {
    id: 'data-scraping',
    labelKey: 'admin-jobs:tabs.dataScraping',
    icon: Globe,
    Component: lazy(() => import('../../features/admin-jobs/components/data-scraping-tab.tsx').then((m) => ({ default: m.DataScrapingTab }))),
  },
  {
    id: 'file-upload',
    labelKey: 'admin-jobs:tabs.fileUpload',
    icon: Upload,
    Component: lazy(() => import('../../features/admin-jobs/components/file-upload-tab.tsx').then((m) => ({ default: m.FileUploadTab }))),
  },
  {
    id: 'contact-messages',
    labelKey: 'admin-contact:tab',
    icon: Inbox,
    Component: lazy(() => import('../../features/admin-contact/components/contact-messages-tab.tsx').then((m) => ({ default: m.ContactMessagesTab }))),
  },
];
