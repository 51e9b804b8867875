import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LayoutAds } from '../../features/ads/components/layout-ads.tsx';
import { Spinner } from '../../shared/ui/states.tsx';
import { SiteFooter } from './site-footer.tsx';
import { useListSync } from '../../shared/lists/list-sync.ts';
import { SiteHeader } from './site-header.tsx';

/**
 * The public site's frame: header, the page (with the layout's ads around it), footer. Where a
 * page opens (its top, its #hash, or the place Back returns to) is set by scroll-restoration.ts.
 */
export function RootLayout() {
  useListSync();
  return (
    <div className="flex min-h-screen flex-col">
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
