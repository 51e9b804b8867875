import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ADMIN_PAGE_PREFIXES, PAGE_ROUTES, type TPageName } from '@dalil/contracts/web/page-routes';
import { paths } from '../shared/config/paths.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { restoreScrollPositions } from './layout/scroll-restoration.ts';
import { RouteError } from './routes/route-error.tsx';
import { Spinner } from '../shared/ui/states.tsx';

type PageModule = () => Promise<{ Component: ComponentType }>;

/** A lazily loaded page: the module exports `Component` (its feature's route module). */
const page = (load: PageModule): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).Component }),
});

/**
 * The public pages, one per entry of PAGE_ROUTES (the list the gateway also reads to answer 404
 * for anything else): a page is added there and here, or the type check fails.
 */
const PUBLIC_PAGES: Record<TPageName, PageModule> = {
  home: () => import('./routes/home-route.tsx'),
  results: () => import('../features/results/routes/results-page.tsx'),
  guide: () => import('../features/guidance/routes/guide-page.tsx'),
  guideMethod: () => import('../features/guidance/routes/method-page.tsx'),
  guideWishes: () => import('../features/guidance/routes/wishes-page.tsx'),
  signIn: () => import('../features/account/routes/sign-in-page.tsx'),
  register: () => import('../features/account/routes/register-page.tsx'),
  myLists: () => import('../features/account/routes/my-lists-page.tsx'),
  universities: () => import('../features/universities/routes/universities-page.tsx'),
  university: () => import('../features/universities/routes/university-page.tsx'),
  programs: () => import('../features/programs/routes/programs-page.tsx'),
  scholarships: () => import('../features/scholarships/routes/scholarships-page.tsx'),
  compare: () => import('../features/compare/routes/compare-page.tsx'),
  careers: () => import('../features/careers/routes/careers-page.tsx'),
  costOfLiving: () => import('../features/cost-of-living/routes/cost-of-living-page.tsx'),
  services: () => import('../features/services/routes/services-page.tsx'),
  about: () => import('./routes/about-route.tsx'),
  contact: () => import('../features/contact/routes/contact-page.tsx'),
  faq: () => import('../features/faq/routes/faq-page.tsx'),
  privacy: () => import('../features/legal/routes/privacy-page.tsx'),
  terms: () => import('../features/legal/routes/terms-page.tsx'),
};

const publicRoutes: RouteObject[] = (Object.entries(PUBLIC_PAGES) as Array<[TPageName, PageModule]>).map(([name, load]) =>
  name === 'home' ? { index: true, ...page(load) } : { path: PAGE_ROUTES[name].slice(1), ...page(load) },
);

/**
 * What shows while the first page's module loads: nothing on the home page (index.html's own
 * first screen is there), a spinner elsewhere.
 */
function FirstPageLoading() {
  return document.documentElement.hasAttribute('data-landing') ? null : <Spinner />;
}

/** Every page of the web app; anything else reaches the 404 page. */
const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: FirstPageLoading,
    children: [
      ...publicRoutes,
      // The admin panel (under ADMIN_PAGE_PREFIXES, which the gateway serves whole).
      ...ADMIN_PAGE_PREFIXES.map((prefix) => ({ path: prefix.slice(1), ...page(() => import('./admin/admin-panel-page.tsx')) })),
      // A panel tab's own URL (/admin/banner-ads, …); the management pages' static paths win.
      { path: `${paths.admin.panel.slice(1)}/:tab`, ...page(() => import('./admin/admin-panel-page.tsx')) },
      { path: paths.admin.universities.slice(1), ...page(() => import('./admin/admin-guard.tsx').then((g) => g.guarded(import('../features/admin-catalogue/routes/universities-admin-page.tsx')))) },
      { path: paths.admin.scholarships.slice(1), ...page(() => import('./admin/admin-guard.tsx').then((g) => g.guarded(import('../features/admin-catalogue/routes/scholarships-admin-page.tsx')))) },
      { path: paths.admin.data.slice(1), ...page(() => import('./admin/admin-guard.tsx').then((g) => g.guarded(import('../features/admin-data/routes/data-health-page.tsx')))) },
      { path: paths.admin.programs.slice(1), ...page(() => import('./admin/admin-guard.tsx').then((g) => g.guarded(import('../features/admin-catalogue/routes/programs-admin-page.tsx')))) },
      { path: paths.admin.services.slice(1), ...page(() => import('./admin/admin-guard.tsx').then((g) => g.guarded(import('../features/admin-services/routes/services-settings-page.tsx')))) },
      { path: paths.admin.ads.slice(1), ...page(() => import('./admin/admin-guard.tsx').then((g) => g.guarded(import('../features/admin-ads/routes/ads-admin-page.tsx')))) },
      // A developer page of the dev server only (the built app, and so the gateway, has none).
      ...(import.meta.env.DEV ? [{ path: paths.testAds.slice(1), ...page(() => import('../features/ads/routes/test-ads-page.tsx')) }] : []),
      // Lazy too: the home page's first load does not carry the not-found page.
      { path: '*', ...page(() => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundPage }))) },
    ],
  },
];

export function createRouter() {
  const router = createBrowserRouter(routes);
  restoreScrollPositions(router);
  return router;
}
