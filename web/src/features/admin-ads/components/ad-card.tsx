import type { TAd } from '@dalil/contracts/ads/ad';
import type { TDailyCounts } from '@dalil/contracts/ads/analytics';
import { BarChart3, Code2, ExternalLink, ImageOff, Pencil, Power, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { AdStatsChart } from './ad-stats-chart.tsx';

function CardMedia({ ad }: { ad: TAd }) {
  const { t } = useTranslation('admin-ads');
  const [failed, setFailed] = useState(false);
  if (!ad.mediaUrl) {
    // Markup is never put in the panel's DOM: the site runs it in a sandboxed frame.
    return (
      <div className="flex h-40 flex-col items-center justify-center gap-2 rounded-lg bg-slate-100 p-3 text-center text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
        <Code2 aria-hidden className="size-6" />
        {t('card.markup')}
      </div>
    );
  }
  if (failed) {
    return (
      <div className="flex h-40 flex-col items-center justify-center gap-1 rounded-lg bg-slate-100 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        <ImageOff aria-hidden className="size-6" />
        {t(ad.type === 'video' ? 'form.videoFailed' : 'form.imageFailed')}
      </div>
    );
  }
  return ad.type === 'video' ? (
    <video src={ad.mediaUrl} muted loop playsInline controls className="h-40 w-full rounded-lg bg-black object-contain" onError={() => setFailed(true)}>
      {t('videoUnsupported')}
    </video>
  ) : (
    <img src={ad.mediaUrl} alt={ad.title} className="h-40 w-full rounded-lg object-cover" onError={() => setFailed(true)} />
  );
}

/** One ad in the management list (admin-side section 2). */
export function AdCard({
  ad,
  daily,
  updating,
  onToggle,
  onEdit,
  onDelete,
}: {
  ad: TAd;
  daily?: TDailyCounts[];
  updating: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin-ads');
  const localized = useLocalized();
  const format = useFormat();
  const [showChart, setShowChart] = useState(false);
  const impressions = ad.impressionCount ?? ad.analytics?.impressions ?? 0;
  const clicks = ad.clickCount ?? ad.analytics?.clicks ?? 0;
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900" data-testid="ad-card">
      <CardMedia ad={ad} />
      {ad.mediaUrl && (
        <a href={ad.mediaUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 self-start text-sm font-bold text-brand-700 hover:underline dark:text-brand-500">
          <ExternalLink aria-hidden className="size-4" />
          {t('card.viewFull')}
        </a>
      )}
      <div className="flex items-start gap-2">
        <h3 className="flex-1 text-lg font-bold">{localized(ad.title, ad.titleArabic)}</h3>
        <Badge tone={ad.isActive ? 'green' : 'neutral'}>{ad.isActive ? t('card.active') : t('card.inactive')}</Badge>
      </div>
      {localized(ad.description, ad.descriptionArabic) && <p className="text-sm text-slate-700 dark:text-slate-300">{localized(ad.description, ad.descriptionArabic)}</p>}
      <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="ad-origin">{t(`card.origins.${ad.origin}`)}</p>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">{t('card.position')}</dt>
        <dd className="font-bold">{t(`positions.${ad.position}`)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('card.shownIn')}</dt>
        <dd className="font-bold">{t(`slots.${ad.slot}`)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('card.priority')}</dt>
        <dd className="font-bold">{format.number(ad.priority)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('card.type')}</dt>
        <dd className="font-bold">{t(`types.${ad.type}`)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('card.impressions')}</dt>
        <dd className="font-bold" data-testid="ad-impressions">{format.number(impressions)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('card.clicks')}</dt>
        <dd className="font-bold" data-testid="ad-clicks">{format.number(clicks)}</dd>
      </dl>
      {daily && (
        <>
          <Button variant="ghost" className="self-start" aria-expanded={showChart} onClick={() => setShowChart((v) => !v)}>
            <BarChart3 aria-hidden className="size-4" />
            {showChart ? t('card.hideChart') : t('card.showChart')}
          </Button>
          {showChart && <AdStatsChart daily={daily} />}
        </>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant={ad.isActive ? 'secondary' : 'primary'} disabled={updating} onClick={onToggle}>
          <Power aria-hidden className="size-4" />
          {updating ? t('card.updating') : ad.isActive ? t('card.deactivate') : t('card.activate')}
        </Button>
        <Button variant="secondary" onClick={onEdit}>
          <Pencil aria-hidden className="size-4" />
          {t('card.edit')}
        </Button>
        <Button variant="danger" onClick={onDelete}>
          <Trash2 aria-hidden className="size-4" />
          {t('card.delete')}
        </Button>
      </div>
    </article>
  );
}
