import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LayoutAds } from '../../features/ads/components/layout-ads.tsx';
import { Spinner } from '../../shared/ui/states.tsx';
import { SiteFooter } from './site-footer.tsx';
import { useListSync } from '../../shared/lists/list-sync.ts';
import { SiteHeader } from './site-header.tsx';

/**
 * The public site's frame: header, the page (with the layout's ads around it), footer. A new
 * page opens at its top (or at the element its #hash names); Back and Forward return to where
 * the visitor was on that page.
 */
export function RootLayout() {
  useListSync();
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollRestoration />
      <SiteHeader />
      <LayoutAds>
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </LayoutAds>
      <SiteFooter />
    </div>
  );
}
