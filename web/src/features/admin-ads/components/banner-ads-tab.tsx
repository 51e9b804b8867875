import { Eye, Megaphone, MousePointerClick, Plus, Power, RefreshCw, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../shared/ui/toast.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { Button, buttonClasses } from '../../../shared/ui/button.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useAdminAds } from '../api/get-admin-ads.ts';
import { usePendingToggles, useToggleAd } from '../api/save-ad.ts';
import { BannerAdDialog } from './banner-ad-dialog.tsx';
import { SEPARATOR } from '../../../shared/i18n/number-format.ts';

/**
 * The panel's banner-ads tab (admin-side section 2): totals, the list with toggles, the add
 * dialog. It reads the same list of ads as /admin/ads and the dashboard, so the counts agree.
 */
export function BannerAdsTab() {
  const { t } = useTranslation('admin-ads');
  const localized = useLocalized();
  const format = useFormat();
  const ads = useAdminAds();
  const toggle = useToggleAd();
  const pending = usePendingToggles();
  const [adding, setAdding] = useState(false);

  const rows = ads.data ?? [];
  const loading = ads.isPending;
  const failed = ads.isError;
  const retry = () => void ads.refetch();
  const totals = [
    { key: 'total', icon: Megaphone, value: rows.length },
    { key: 'activeCount', icon: Eye, value: rows.filter((r) => r.isActive).length },
    { key: 'totalClicks', icon: MousePointerClick, value: rows.reduce((n, r) => n + r.clickCount, 0) },
  ];

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
            <div key={key} className="grid grid-cols-[auto_1fr] items-center gap-x-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
              <dt className="contents text-sm text-slate-600 dark:text-slate-300">
                <Icon aria-hidden className="row-span-2 size-8 text-brand-700 dark:text-brand-500" />
                <span className="text-sm text-slate-600 dark:text-slate-300">{t(`tab.${key}`)}</span>
              </dt>
              <dd className="col-start-2 text-2xl font-bold" data-testid={`banner-tab-${key}`}>
                {format.number(value)}
              </dd>
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
          {rows.map((ad) => (
            <li key={ad._id} className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900" data-testid="banner-tab-ad">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-bold">{localized(ad.title, ad.titleArabic)}</h3>
                  <Badge tone={ad.isActive ? 'green' : 'neutral'}>{ad.isActive ? t('card.active') : t('card.inactive')}</Badge>
                </div>
                <p className="text-sm text-slate-700 dark:text-slate-300">{localized(ad.description, ad.descriptionArabic) || t(`types.${ad.type}`)}</p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {t('tab.shownIn', { slot: t(`slots.${ad.slot}`) })}{SEPARATOR}{t('tab.clicksLabel', { value: format.number(ad.clickCount) })}{SEPARATOR}
                  {t('tab.impressionsLabel', { value: format.number(ad.impressionCount) })}
                </p>
              </div>
              <Button
                variant={ad.isActive ? 'secondary' : 'primary'}
                disabled={pending.has(ad._id)}
                onClick={() =>
                  toggle.mutate(
                    { id: ad._id, isActive: !ad.isActive },
                    { onError: (error) => toast.error(t('toast.toggleFailed', { message: error instanceof Error ? error.message : String(error) })) },
                  )
                }
              >
                <Power aria-hidden className="size-4" />
                {pending.has(ad._id) ? t('card.updating') : ad.isActive ? t('card.deactivate') : t('card.activate')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <BannerAdDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}
