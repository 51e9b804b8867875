import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RouteError } from './routes/route-error.tsx';

/** A lazily loaded page: the module exports `Component` (its feature's route module). */
export const page = (load: () => Promise<{ Component: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).Component }),
});

/**
 * Every page of the web app. A route is added here when its page is real; anything else
 * reaches the 404 page.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      // Public pages (one line each, lazy).
      { path: 'results', ...page(() => import('../features/results/routes/results-page.tsx')) },
      { path: 'guide', ...page(() => import('../features/guidance/routes/guide-page.tsx')) },
      { path: 'guide/method', ...page(() => import('../features/guidance/routes/method-page.tsx')) },
      { path: 'guide/wishes', ...page(() => import('../features/guidance/routes/wishes-page.tsx')) },
      { path: 'account/sign-in', ...page(() => import('../features/account/routes/sign-in-page.tsx')) },
      { path: 'account/register', ...page(() => import('../features/account/routes/register-page.tsx')) },
      { path: 'account/lists', ...page(() => import('../features/account/routes/my-lists-page.tsx')) },
      { path: 'universities', ...page(() => import('../features/universities/routes/universities-page.tsx')) },
      { path: 'universities/:id', ...page(() => import('../features/universities/routes/university-page.tsx')) },
      { path: 'programs', ...page(() => import('../features/programs/routes/programs-page.tsx')) },
      { path: 'scholarships', ...page(() => import('../features/scholarships/routes/scholarships-page.tsx')) },
      { path: 'compare', ...page(() => import('../features/compare/routes/compare-page.tsx')) },
      { path: 'admin', ...page(() => import('./admin/admin-panel-page.tsx')) },
      { path: 'enhanced-admin', ...page(() => import('./admin/admin-panel-page.tsx')) },
      // A panel tab's own URL (/admin/banner-ads, …); the management pages' static paths win.
      { path: 'admin/:tab', ...page(() => import('./admin/admin-panel-page.tsx')) },
      { path: 'admin/universities', ...page(() => import('./admin/admin-guard.tsx').then((g) => g.guarded(import('../features/admin-catalogue/routes/universities-admin-page.tsx')))) },
      { path: 'admin/scholarships', ...page(() => import('./admin/admin-guard.tsx').then((g) => g.guarded(import('../features/admin-catalogue/routes/scholarships-admin-page.tsx')))) },
      { path: 'admin/programs', ...page(() => import('./admin/admin-guard.tsx').then((g) => g.guarded(import('../features/admin-catalogue/routes/programs-admin-page.tsx')))) },
      { path: 'admin/services', ...page(() => import('./admin/admin-guard.tsx').then((g) => g.guarded(import('../features/admin-services/routes/services-settings-page.tsx')))) },
      { path: 'admin/ads', ...page(() => import('./admin/admin-guard.tsx').then((g) => g.guarded(import('../features/admin-ads/routes/ads-admin-page.tsx')))) },
      ...(import.meta.env.DEV ? [{ path: 'test-ads', ...page(() => import('../features/ads/routes/test-ads-page.tsx')) }] : []),
      { index: true, ...page(() => import('./routes/home-route.tsx')) },
      { path: 'careers', ...page(() => import('../features/careers/routes/careers-page.tsx')) },
      { path: 'cost-of-living', ...page(() => import('../features/cost-of-living/routes/cost-of-living-page.tsx')) },
      { path: 'services', ...page(() => import('../features/services/routes/services-page.tsx')) },
      { path: 'contact', ...page(() => import('../features/contact/routes/contact-page.tsx')) },
      { path: 'about', ...page(() => import('./routes/about-route.tsx')) },
      { path: 'faq', ...page(() => import('../features/faq/routes/faq-page.tsx')) },
      { path: 'privacy', ...page(() => import('../features/legal/routes/privacy-page.tsx')) },
      { path: 'terms', ...page(() => import('../features/legal/routes/terms-page.tsx')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
