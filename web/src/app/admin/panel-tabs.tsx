/**
 * The admin panel's side-menu tabs. Each feature that builds a tab adds one entry here; the
 * menu shows exactly the entries that exist. `labelKey` is `<namespace>:<key>` (the namespace is
 * the feature folder, loaded with the panel).
 */
import { LayoutDashboard, Megaphone, type LucideIcon } from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PanelTabId = 'dashboard' | 'data-management' | 'banner-ads' | 'data-scraping' | 'file-upload';

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
    id: 'banner-ads',
    labelKey: 'admin-ads:tabLabel',
    icon: Megaphone,
    Component: lazy(() => import('../../features/admin-ads/components/banner-ads-tab.tsx').then((m) => ({ default: m.BannerAdsTab }))),
  },
];
