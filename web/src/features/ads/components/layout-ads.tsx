import type { ReactNode } from 'react';
import { useMediaQuery } from '../../../shared/hooks/use-media-query.ts';
import { AfterHeadingSlotProvider } from '../../../shared/ui/after-heading-slot.tsx';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLayoutAds } from '../api/get-layout-ads.ts';
import { useSidebarCheck } from '../api/get-sidebar-check.ts';
import type { DisplayAd } from '../utils/display-ad.ts';
import { AdView } from './ad-view.tsx';

function Strip({ ads, where, inPage = false }: { ads: DisplayAd[]; where: 'top' | 'bottom'; inPage?: boolean }) {
  const { t } = useTranslation('ads');
  if (!ads.length) return null;
  return (
    <aside
      aria-label={t(where === 'top' ? 'topStrip' : 'bottomStrip')}
      className={inPage ? 'mb-8 flex w-full flex-wrap justify-center gap-4' : 'mx-auto flex w-full max-w-7xl flex-wrap justify-center gap-4 px-4 py-3'}
      data-testid={`ad-strip-${where}`}
    >
      {ads.map((ad) => (
        <AdView key={ad._id} ad={ad} className="max-w-full overflow-hidden rounded-lg" imageClassName="mx-auto max-h-40 w-auto max-w-full" />
      ))}
    </aside>
  );
}

function Rail({ ads, slot }: { ads: DisplayAd[]; slot: 'left-sidebar' | 'right-sidebar' }) {
  const { t } = useTranslation('ads');
  if (!ads.length) return null;
  return (
    <aside aria-label={t(slot === 'left-sidebar' ? 'leftRail' : 'rightRail')} className="hidden w-32 shrink-0 flex-col gap-4 py-8 xl:flex" data-testid={`ad-rail-${slot}`}>
      {ads.map((ad) => (
        <AdView key={ad._id} ad={ad} className="w-32 overflow-hidden rounded-lg" imageClassName="h-auto w-32" />
      ))}
    </aside>
  );
}

/** The spec names physical sides: the left rail stays on the left in both reading directions. */
function useRailOrder() {
  const { i18n } = useTranslation();
  return i18n.dir() === 'rtl' ? (['right-sidebar', 'left-sidebar'] as const) : (['left-sidebar', 'right-sidebar'] as const);
}

/**
 * The layout's ads around the page: the top strip above, the bottom strip below and, on
 * extra-large screens while active sidebar ads exist, the side rails (128 px). On a phone the
 * top strip would push the page's heading down, so it goes after the page's first block (the
 * place its PageHeader marks) or, on a page with no such place, after the page. The page keeps
 * its place in the tree whatever the ads do, so ads arriving never remount it; administrators'
 * pages show no ads.
 */
export function LayoutAds({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const admin = /^\/(admin|enhanced-admin)(\/|$)/.test(pathname);
  const { ready } = useTranslation('ads', { useSuspense: false });
  const { data: ads = [], isSuccess } = useLayoutAds();
  const rail = useSidebarCheck(isSuccess && !admin);
  const [first, last] = useRailOrder();
  const show = ready && isSuccess && !admin;
  const showRails = show && rail.data === true;
  const of = (slot: DisplayAd['slot']) => ads.filter((ad) => ad.slot === slot);
  const phone = useMediaQuery(PHONE);
  const top = show && <Strip ads={of('top-banner')} where="top" inPage={phone} />;
  return (
    <AfterHeadingSlotProvider content={phone ? top : null}>
      {(placed) => (
        <>
          {!phone && top}
          <div className="flex w-full flex-1 justify-center gap-4 xl:px-4">
            {showRails && <Rail ads={of(first)} slot={first} />}
            <div className="flex min-w-0 flex-1 flex-col">
              {children}
              {phone && !placed && <div className="mx-auto w-full max-w-7xl px-4">{top}</div>}
            </div>
            {showRails && <Rail ads={of(last)} slot={last} />}
          </div>
          {show && <Strip ads={of('bottom-banner')} where="bottom" />}
        </>
      )}
    </AfterHeadingSlotProvider>
  );
}

/** Below Tailwind's md breakpoint. */
const PHONE = '(max-width: 767px)';
