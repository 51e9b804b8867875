import { Building2, Images, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TCreateUniversity, TUniversity } from '@dalil/contracts/catalogue/university';
import { ApiError } from '../../../shared/api/api-client.ts';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { useLocalized } from '../../../shared/i18n/format.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog, Modal } from '../../../shared/ui/dialog.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useAdminList, useDeleteRecord, useSaveRecord } from '../api/admin-catalogue-resource.ts';
import { applyServerErrors } from '../components/form-support.ts';
import { reportFailure } from '../components/report.ts';
import { UniversityFormView, type UniversityForm } from '../components/university-form.tsx';
import { UniversityImagesForm } from '../components/university-images-form.tsx';

/** `/admin/universities`: the card grid, the add/edit modal and delete with confirmation. */
export function Component() {
  const { t } = useTranslation('admin-catalogue');
  useDocumentMeta(t('universities.title'));
  const list = useAdminList<TUniversity>('universities');
  const save = useSaveRecord<TCreateUniversity, TUniversity>('universities');
  const remove = useDeleteRecord('universities');
  const [editing, setEditing] = useState<TUniversity | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TUniversity | null>(null);

  const onSave = (body: TCreateUniversity, setError: UseFormSetError<UniversityForm>) => {
    const id = editing && editing !== 'new' ? editing.id : undefined;
    save.mutate(
      { id, body },
      {
        onSuccess: () => {
          toast.success(id ? t('universities.updated') : t('universities.created'));
          setEditing(null);
        },
        onError: (error) => {
          applyServerErrors(error, setError);
          reportFailure(error, (message) => message || t('universities.saveFailed'), () => t('universities.saveError'));
        },
      },
    );
  };

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('universities.deleted'));
        setDeleting(null);
      },
      onError: (error) => reportFailure(error, () => t('universities.deleteFailed'), () => t('universities.deleteError')),
    });
  };

  return (
    <div>
      <PageHeader title={t('universities.title')} subtitle={t('universities.subtitle')}>
        <Button className="mt-4" onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" />
          {t('universities.add')}
        </Button>
      </PageHeader>

      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <ErrorState message={list.error instanceof ApiError ? t('universities.loadFailed') : t('universities.loadError')} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState message={t('universities.empty')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('universities.title')}>
          {list.data.map((university) => (
            <UniversityCard key={university.id} university={university} onEdit={() => setEditing(university)} onDelete={() => setDeleting(university)} />
          ))}
        </ul>
      )}

      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing && editing !== 'new' ? t('universities.editTitle') : t('universities.addTitle')}
        wide
      >
        {editing !== null && (
          <UniversityFormView
            key={editing === 'new' ? 'new' : editing.id}
            university={editing === 'new' ? undefined : editing}
            saving={save.isPending}
            onSave={onSave}
            onCancel={() => setEditing(null)}
          />
        )}
        {editing !== null && editing !== 'new' && <UniversityImagesForm university={editing} />}
      </Modal>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('universities.deleteTitle')}
        message={t('universities.confirmDelete')}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}

function UniversityCard({ university, onEdit, onDelete }: { university: TUniversity; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('admin-catalogue');
  const localized = useLocalized();
  const city = localized(university.location.city, university.location.cityArabic);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900" data-testid="admin-university-card">
      {university.photos.thumbnail ? (
        <img src={university.photos.thumbnail} alt="" loading="lazy" className="h-36 w-full object-cover" />
      ) : (
        <div className="flex h-36 items-center justify-center bg-slate-100 dark:bg-slate-800">
          <Building2 aria-hidden className="size-10 text-slate-400" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-bold" lang="en" dir="ltr">
          {university.name}
        </h2>
        {university.nameArabic && (
          <p className="font-bold text-slate-700 dark:text-slate-300" lang="ar" dir="rtl">
            {university.nameArabic}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge tone="brand">{t(`universities.types.${university.type}`)}</Badge>
          {city && (
            <span className="flex items-center gap-1 text-slate-600 dark:text-slate-300">
              <MapPin aria-hidden className="size-4" />
              {city}
            </span>
          )}
          <span className="flex items-center gap-1 text-slate-600 dark:text-slate-300">
            <Images aria-hidden className="size-4" />
            {t('universities.photoCount', { count: university.photos.gallery.length })}
          </span>
        </div>
        <div className="mt-auto flex gap-2 pt-2">
          <Button variant="secondary" onClick={onEdit} aria-label={t('actions.editNamed', { name: university.name })}>
            <Pencil aria-hidden className="size-4" />
            {t('actions.edit')}
          </Button>
          <Button variant="danger" onClick={onDelete} aria-label={t('actions.deleteNamed', { name: university.name })}>
            <Trash2 aria-hidden className="size-4" />
            {t('actions.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
