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
      { path: 'universities', ...page(() => import('../features/universities/routes/universities-page.tsx')) },
      { path: 'universities/:id', ...page(() => import('../features/universities/routes/university-page.tsx')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
