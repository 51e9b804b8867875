import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicAdPosition } from '../api/get-layout-ads.ts';
import { useSlotAd } from '../api/get-slot-ad.ts';
import { AdView } from './ad-view.tsx';

function AdSlotInner({ position }: { position: PublicAdPosition }) {
  const { t } = useTranslation('ads');
  const { data: ad, isPending } = useSlotAd(position);
  if (isPending) {
    return <div role="status" aria-label={t('loading')} className="h-48 w-full animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800" />;
  }
  if (!ad) return null;
  return (
    <section aria-label={t('advertisement')} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <AdView ad={ad} prefix="" imageClassName="max-h-80 w-full object-cover" />
      {ad.name && <p className="px-4 py-2 text-sm font-bold text-slate-700 dark:text-slate-300">{ad.name}</p>}
    </section>
  );
}

/** The single-ad slot: loading placeholder, then the position's first ad or nothing. */
export function AdSlot({ position = 'homepage-hero' }: { position?: PublicAdPosition }) {
  return (
    <Suspense fallback={null}>
      <AdSlotInner position={position} />
    </Suspense>
  );
}
