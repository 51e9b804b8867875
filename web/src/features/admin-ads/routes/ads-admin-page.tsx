import type { TAd, TAdValues } from '@dalil/contracts/ads/ad';
import { Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.tsx';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDelete } from '../../../shared/ui/dialog.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useAdminAds } from '../api/get-admin-ads.ts';
import { useAdsAnalytics } from '../api/get-ads-analytics.ts';
import { useDeleteAd, usePendingToggles, useSaveAd, useToggleAd } from '../api/save-ad.ts';
import { AdCard } from '../components/ad-card.tsx';
import { AdForm } from '../components/ad-form.tsx';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** /admin/ads: 'Ads Management' (admin-side section 2). The admin guard handles a missing token. */
export function Component() {
  const { t } = useTranslation('admin-ads');
  useDocumentMeta(t('title'));
  const ads = useAdminAds();
  const analytics = useAdsAnalytics();
  const save = useSaveAd();
  const remove = useDeleteAd();
  const toggle = useToggleAd();
  const pending = usePendingToggles();
  const [form, setForm] = useState<{ open: boolean; ad?: TAd }>({ open: false });
  const [deleting, setDeleting] = useState<TAd | null>(null);

  const submit = (values: TAdValues) =>
    save.mutate(
      { id: form.ad?._id, values },
      {
        onSuccess: () => {
          toast.success(form.ad ? t('toast.updated') : t('toast.created'));
          setForm({ open: false });
        },
        onError: (error) => toast.error(t(form.ad ? 'toast.updateFailed' : 'toast.createFailed', { message: reason(error) })),
      },
    );
  const onToggle = (ad: TAd) =>
    toggle.mutate(
      { id: ad._id, isActive: !ad.isActive },
      { onError: (error) => toast.error(t('toast.toggleFailed', { message: reason(error) })) },
    );
  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => toast.success(t('toast.deleted')),
      onError: (error) => toast.error(t('toast.deleteFailed', { message: reason(error) })),
      onSettled: () => setDeleting(null),
    });
  };
  const openAdd = () => setForm({ open: true });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')}>
        <Button className="mt-4" onClick={openAdd}>
          <Plus aria-hidden className="size-4" />
          {t('add')}
        </Button>
      </PageHeader>

      {form.open && <AdForm key={form.ad?._id ?? 'new'} ad={form.ad} busy={save.isPending} onSubmit={submit} onCancel={() => setForm({ open: false })} />}

      {ads.isPending ? (
        <Spinner />
      ) : ads.isError ? (
        <ErrorState message={t('toast.loadFailed', { message: reason(ads.error) })} onRetry={() => void ads.refetch()} />
      ) : ads.data.length === 0 ? (
        <EmptyState message={t('empty.title')}>
          <p>{t('empty.text')}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={openAdd}>
              <Plus aria-hidden className="size-4" />
              {t('empty.addFirst')}
            </Button>
            <Button variant="secondary" onClick={() => void ads.refetch()}>
              <RefreshCw aria-hidden className="size-4" />
              {t('empty.retry')}
            </Button>
          </div>
        </EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {ads.data.map((ad) => (
            <AdCard
              key={ad._id}
              ad={ad}
              daily={analytics.data?.ads.find((a) => a.adId === ad._id)?.daily}
              updating={pending.has(ad._id)}
              onToggle={() => onToggle(ad)}
              onEdit={() => {
                setForm({ open: true, ad });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              onDelete={() => setDeleting(ad)}
            />
          ))}
        </div>
      )}

      <ConfirmDelete item={deleting} onDismiss={() => setDeleting(null)} title={t('confirm.title')} message={t('confirm.message')} confirmLabel={t('card.delete')} busy={remove.isPending} onConfirm={onDelete} />
    </div>
  );
}
