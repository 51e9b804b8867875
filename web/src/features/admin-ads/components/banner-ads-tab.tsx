import { Eye, Megaphone, MousePointerClick, Plus, Power, RefreshCw, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { Button, buttonClasses } from '../../../shared/ui/button.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useAdminAds } from '../api/get-admin-ads.ts';
import { useBannerAds, useTogglePanelAd } from '../api/banner-ads.ts';
import { BannerAdDialog } from './banner-ad-dialog.tsx';

interface Row {
  kind: 'ad' | 'banner';
  id: string;
  title: string;
  description: string;
  position: string;
  isActive: boolean;
  impressions: number;
  clicks: number;
}

/** The panel's banner-ads tab (admin-side section 2): totals, the list with toggles, the add dialog. */
export function BannerAdsTab() {
  const { t } = useTranslation('admin-ads');
  const localized = useLocalized();
  const format = useFormat();
  const ads = useAdminAds();
  const banners = useBannerAds();
  const toggle = useTogglePanelAd();
  const [adding, setAdding] = useState(false);

  const rows: Row[] = [
    ...(ads.data ?? []).map((ad) => ({
      kind: 'ad' as const,
      id: ad._id,
      title: localized(ad.title, ad.titleArabic),
      description: localized(ad.description, ad.descriptionArabic),
      position: t(`positions.${ad.position}`),
      isActive: ad.isActive,
      impressions: ad.impressionCount ?? 0,
      clicks: ad.clickCount ?? 0,
    })),
    ...(banners.data ?? []).map((b) => ({
      kind: 'banner' as const,
      id: b._id,
      title: b.name,
      description: b.content.altText ?? t(`bannerTypes.${b.type}`),
      position: t(`slots.${b.position}`),
      isActive: b.isActive,
      impressions: b.impressionCount ?? 0,
      clicks: b.clickCount ?? 0,
    })),
  ];
  const loading = ads.isPending || banners.isPending;
  const failed = ads.isError || banners.isError;
  const retry = () => void Promise.all([ads.refetch(), banners.refetch()]);
  const totals = [
    { key: 'total', icon: Megaphone, value: rows.length },
    { key: 'activeCount', icon: Eye, value: rows.filter((r) => r.isActive).length },
    { key: 'totalClicks', icon: MousePointerClick, value: rows.reduce((n, r) => n + r.clicks, 0) },
  ];
  const pendingId = toggle.isPending ? toggle.variables?.id : undefined;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="flex-1 text-2xl font-bold">{t('tab.title')}</h2>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden className="size-4" />
          {t('tab.addBanner')}
        </Button>
        <Link to={paths.admin.ads} className={buttonClasses('secondary')}>
          <Settings2 aria-hidden className="size-4" />
          {t('tab.manage')}
        </Link>
      </div>
      {!loading && (
        <dl className="grid gap-3 sm:grid-cols-3">
          {totals.map(({ key, icon: Icon, value }) => (
            <div key={key} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
              <Icon aria-hidden className="size-8 text-brand-700 dark:text-brand-500" />
              <div>
                <dt className="text-sm text-slate-600 dark:text-slate-300">{t(`tab.${key}`)}</dt>
                <dd className="text-2xl font-bold" data-testid={`banner-tab-${key}`}>
                  {format.number(value)}
                </dd>
              </div>
            </div>
          ))}
        </dl>
      )}
      {loading ? (
        <Spinner />
      ) : failed && rows.length === 0 ? (
        <ErrorState message={t('tab.loadFailed')} onRetry={retry} />
      ) : rows.length === 0 ? (
        <EmptyState message={t('tab.empty')}>
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden className="size-4" />
              {t('tab.addFirst')}
            </Button>
            <Button variant="secondary" onClick={retry}>
              <RefreshCw aria-hidden className="size-4" />
              {t('empty.retry')}
            </Button>
          </div>
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-bold">{row.title}</h3>
                  <Badge tone={row.isActive ? 'green' : 'neutral'}>{row.isActive ? t('card.active') : t('card.inactive')}</Badge>
                </div>
                <p className="text-sm text-slate-700 dark:text-slate-300">{row.description}</p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {row.position} · {t('tab.clicksLabel', { value: format.number(row.clicks) })} ·{' '}
                  {t('tab.impressionsLabel', { value: format.number(row.impressions) })}
                </p>
              </div>
              <Button
                variant={row.isActive ? 'secondary' : 'primary'}
                disabled={pendingId === row.id}
                onClick={() =>
                  toggle.mutate(
                    { kind: row.kind, id: row.id, isActive: !row.isActive },
                    { onError: (error) => toast.error(t('toast.toggleFailed', { message: error instanceof Error ? error.message : String(error) })) },
                  )
                }
              >
                <Power aria-hidden className="size-4" />
                {pendingId === row.id ? t('card.updating') : row.isActive ? t('card.deactivate') : t('card.activate')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <BannerAdDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}
