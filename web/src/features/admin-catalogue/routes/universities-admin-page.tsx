import { Building2, Images, MapPin, Pencil, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.tsx';
import { UNIVERSITY_TYPES, type TCreateUniversity, type TUniversity } from '@dalil/contracts/catalogue/university';
import { ApiError } from '../../../shared/api/api-client.ts';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { BilingualTitle } from '../../../shared/ui/card.tsx';
import { ConfirmDelete, Modal } from '../../../shared/ui/dialog.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { FilterBar } from '../../../shared/ui/filter-bar.tsx';
import { SearchField } from '../../../shared/ui/search-field.tsx';
import { SelectField, withAllOption } from '../../../shared/ui/select-field.tsx';
import { filterUniversities, governorateKey, UNIVERSITY_SORTS, type ManagedUniversityFilters, type UniversitySort } from '../utils/filter-universities.ts';
import { useAdminList, useDeleteRecord, useSaveRecord } from '../api/admin-catalogue-resource.ts';
import { applyServerErrors } from '../components/form-support.ts';
import { reportFailure } from '../components/report.ts';
import { UniversityFormView } from '../components/university-form.tsx';
import type { UniversityForm } from '../utils/university-payload.ts';
import { UniversityImagesForm } from '../components/university-images-form.tsx';
import { DataHealthFilterNotice } from '../components/data-health-filter.tsx';
import { dataHealthFilterOf, useDataHealthRecords } from '../api/get-data-health-records.ts';
import { paths } from '../../../shared/config/paths.ts';

function filtersFrom(params: URLSearchParams): ManagedUniversityFilters {
  const sort = params.get('sort') as UniversitySort | null;
  return {
    search: params.get('search') ?? '',
    type: params.get('type') ?? '',
    governorate: params.get('governorate') ?? '',
    sort: sort && UNIVERSITY_SORTS.includes(sort) ? sort : 'name',
  };
}

/**
 * `/admin/universities`: search, type and governorate filters and an order (kept in the URL),
 * the card grid, the add/edit modal; delete lives in the edit view, behind a confirmation.
 */
export function Component() {
  const { t, i18n } = useTranslation('admin-catalogue');
  const localized = useLocalized();
  const format = useFormat();
  useDocumentMeta(t('universities.title'));
  const list = useAdminList('universities');
  // The filters are this page's state, mirrored into the URL (replace) so a reload keeps them.
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<ManagedUniversityFilters>(() => filtersFrom(params));
  // Opened from the data health view: only the universities one of its checks counts.
  const healthFilter = dataHealthFilterOf(params);
  const healthRecords = useDataHealthRecords(healthFilter);
  useEffect(() => {
    const next = new URLSearchParams();
    for (const key of ['kind', 'check'] as const) {
      const value = new URLSearchParams(window.location.search).get(key);
      if (value) next.set(key, value);
    }
    for (const key of ['search', 'type', 'governorate'] as const) if (filters[key]) next.set(key, filters[key]);
    if (filters.sort !== 'name') next.set('sort', filters.sort);
    if (next.toString() !== new URLSearchParams(window.location.search).toString()) setParams(next, { replace: true });
  }, [filters, setParams]);
  const setFilter = (key: keyof ManagedUniversityFilters, value: string) => setFilters((current) => ({ ...current, [key]: value }));
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const filtered = filterUniversities(list.data ?? [], filters, language);
  const shown = healthFilter ? filtered.filter((u) => healthRecords.data?.has(u.id)) : filtered;
  const governorateLabels = new Map<string, string>();
  for (const u of list.data ?? []) {
    const key = governorateKey(u);
    if (key && !governorateLabels.has(key)) governorateLabels.set(key, localized(u.location.governorate, u.location.governorateArabic));
  }
  const governorates = [...governorateLabels].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, language));
  const narrowed = Boolean(filters.search || filters.type || filters.governorate);
  const save = useSaveRecord('universities');
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
        setEditing(null);
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
        <>
          {healthFilter && <DataHealthFilterNotice records={healthRecords} clearTo={paths.admin.universities} />}
          <FilterBar
            label={t('universities.filters.label')}
            search={<SearchField label={t('universities.filters.search')} value={filters.search} onChange={(v) => setFilter('search', v)} placeholder={t('universities.filters.searchPlaceholder')} />}
            showLabel={t('universities.filters.show')}
            hideLabel={t('universities.filters.hide')}
            clearLabel={t('universities.filters.clear')}
            canClear={narrowed}
            onClear={() => setFilters((current) => ({ ...current, search: '', type: '', governorate: '' }))}
          >
            <SelectField
              label={t('fields.type')}
              value={filters.type}
              onChange={(v) => setFilter('type', v)}
              options={withAllOption(t('universities.filters.allTypes'), UNIVERSITY_TYPES, (value) => t(`common:universityType.${value}`))}
            />
            <SelectField
              label={t('universities.filters.governorate')}
              value={filters.governorate}
              onChange={(v) => setFilter('governorate', v)}
              options={[{ value: '', label: t('universities.filters.allGovernorates') }, ...governorates]}
            />
            <SelectField
              label={t('universities.filters.sort')}
              value={filters.sort}
              onChange={(v) => setFilter('sort', v)}
              options={UNIVERSITY_SORTS.map((value) => ({ value, label: t(`universities.sorts.${value}`) }))}
            />
          </FilterBar>
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-300" role="status" data-testid="admin-universities-count">
            {t('universities.filters.count', { shown: format.number(shown.length), total: format.number(list.data.length) })}
          </p>
          {shown.length === 0 ? (
            <EmptyState message={t('universities.filters.none')} />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('universities.title')}>
              {shown.map((university) => (
                <UniversityCard key={university.id} university={university} onEdit={() => setEditing(university)} />
              ))}
            </ul>
          )}
        </>
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
            onDelete={editing === 'new' ? undefined : () => setDeleting(editing)}
            photosExtra={editing === 'new' ? undefined : <UniversityImagesForm university={editing} />}
          />
        )}
      </Modal>

      <ConfirmDelete item={deleting} onDismiss={() => setDeleting(null)} title={t('universities.deleteTitle')} message={t('universities.confirmDelete')} confirmLabel={t('actions.delete')} busy={remove.isPending} onConfirm={onDelete} />
    </div>
  );
}

function UniversityCard({ university, onEdit }: { university: TUniversity; onEdit: () => void }) {
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
        {/* The name in the panel's language first, the other one under it. */}
        <BilingualTitle className="text-base" english={university.name} arabic={university.nameArabic} />
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge tone="brand">{t(`common:universityType.${university.type}`)}</Badge>
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
        </div>
      </div>
    </li>
  );
}
