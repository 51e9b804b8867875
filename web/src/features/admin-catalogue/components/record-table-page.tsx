import { Pencil, Plus, Trash2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.tsx';
import { ApiError } from '../../../shared/api/api-client.ts';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDelete } from '../../../shared/ui/dialog.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useAdminList, useDeleteRecord, useSaveRecord, useSetActive, type CatalogueCreateBodies, type CatalogueRecords } from '../api/admin-catalogue-resource.ts';
import { applyServerErrors } from './form-support.ts';
import { DataHealthFilterNotice } from './data-health-filter.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import { reportFailure } from './report.ts';
import { TableScroll } from '../../../shared/ui/table-scroll.tsx';

export interface RecordFormProps<T, TBody, TForm extends FieldValues> {
  record?: T;
  saving: boolean;
  onSave: (body: TBody, setError: UseFormSetError<TForm>) => void;
  onCancel: () => void;
}

export interface Column<T> {
  header: string;
  cell: (record: T) => ReactNode;
}

/**
 * The scholarships and programs pages share one shape: a table with an active toggle, edit and
 * delete per row, and a form that opens above the table for adding or editing.
 */
export function RecordTablePage<R extends 'scholarships' | 'programs', TForm extends FieldValues>({
  resource,
  columns,
  Form,
  only,
}: {
  resource: R;
  columns: Column<CatalogueRecords[R]>[];
  Form: (props: RecordFormProps<CatalogueRecords[R], CatalogueCreateBodies[R], TForm>) => ReactNode;
  /** Opened from the data health view: only the records one of its checks counts, and the list without them. */
  only?: { records: UseQueryResult<Set<string>>; clearTo: string };
}) {
  type T = CatalogueRecords[R];
  const { t } = useTranslation('admin-catalogue');
  useDocumentMeta(t(`${resource}.title`));
  const list = useAdminList(resource);
  const save = useSaveRecord(resource);
  const toggle = useSetActive(resource);
  const remove = useDeleteRecord(resource);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [toggling, setToggling] = useState<string | null>(null);

  const onSave = (body: CatalogueCreateBodies[R], setError: UseFormSetError<TForm>) => {
    const id = editing && editing !== 'new' ? editing.id : undefined;
    save.mutate(
      { id, body },
      {
        onSuccess: () => {
          toast.success(t(id ? `${resource}.updated` : `${resource}.created`));
          setEditing(null);
        },
        onError: (error) => {
          applyServerErrors(error, setError);
          reportFailure(error, (message) => t(`${resource}.saveFailed`, { message }), (reason) => t(`${resource}.saveError`, { reason }));
        },
      },
    );
  };

  const onToggle = (record: T) => {
    setToggling(record.id);
    toggle.mutate(
      { id: record.id, isActive: !record.isActive },
      {
        onSuccess: () => toast.success(t(record.isActive ? `${resource}.deactivated` : `${resource}.activated`, { name: record.name })),
        onError: (error) => reportFailure(error, (message) => t(`${resource}.saveFailed`, { message }), (reason) => t(`${resource}.saveError`, { reason })),
        onSettled: () => setToggling(null),
      },
    );
  };

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t(`${resource}.deleted`));
        setDeleting(null);
      },
      onError: (error) => reportFailure(error, () => t(`${resource}.deleteFailed`), () => t(`${resource}.deleteError`)),
    });
  };

  return (
    <div>
      <PageHeader title={t(`${resource}.title`)} subtitle={t(`${resource}.subtitle`)}>
        <Button className="mt-4" variant={editing ? 'secondary' : 'primary'} onClick={() => setEditing(editing ? null : 'new')} aria-expanded={editing !== null}>
          {editing ? <X aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
          {editing ? t('actions.closeForm') : t(`${resource}.add`)}
        </Button>
      </PageHeader>

      {editing !== null && (
        <section aria-labelledby={`${resource}-form-title`} className="mb-8 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
          <h2 id={`${resource}-form-title`} className="mb-4 text-xl font-bold">
            {t(editing === 'new' ? `${resource}.addTitle` : `${resource}.editTitle`)}
          </h2>
          <Form
            key={editing === 'new' ? 'new' : editing.id}
            record={editing === 'new' ? undefined : editing}
            saving={save.isPending}
            onSave={onSave}
            onCancel={() => setEditing(null)}
          />
        </section>
      )}

      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <ErrorState message={list.error instanceof ApiError ? t(`${resource}.loadFailed`) : t(`${resource}.loadError`)} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState message={t(`${resource}.empty`)} />
      ) : (
        <>
          {only && <DataHealthFilterNotice records={only.records} clearTo={only.clearTo} />}
          <TableScroll label={t(`${resource}.title`)} className="rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{t(`${resource}.title`)}</caption>
              <thead className="bg-slate-100 dark:bg-slate-800">
                <tr>
                  {columns.map((column) => (
                    <th key={column.header} scope="col" className="px-4 py-3 text-start font-bold">
                      {column.header}
                    </th>
                  ))}
                  <th scope="col" className="px-4 py-3 text-start font-bold">
                    {t('columns.status')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-bold">
                    {t('columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {(only ? list.data.filter((record) => only.records.data?.has(record.id)) : list.data).map((record) => (
                  <tr key={record.id} className="border-t border-slate-200 dark:border-slate-700" data-testid={`${resource}-row`}>
                    {columns.map((column) => (
                      <td key={column.header} className="px-4 py-3 align-top">
                        {column.cell(record)}
                      </td>
                    ))}
                    <td className="px-4 py-3 align-top">
                      <button
                        type="button"
                        role="switch"
                        aria-checked={record.isActive}
                        aria-label={t('actions.activeNamed', { name: record.name })}
                        disabled={toggling === record.id}
                        onClick={() => onToggle(record)}
                        className={`rounded-full px-3 py-1 text-xs font-bold disabled:opacity-60 ${record.isActive ? 'bg-green-100 text-green-900 dark:bg-green-900/60 dark:text-green-100' : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'}`}
                      >
                        {toggling === record.id ? t('actions.updating') : record.isActive ? t('status.active') : t('status.inactive')}
                      </button>
                    </td>
                    <td className="px-4 py-3 align-top">
                      <div className="flex gap-1">
                        <Button variant="ghost" onClick={() => setEditing(record)} aria-label={t('actions.editNamed', { name: record.name })}>
                          <Pencil aria-hidden className="size-4" />
                        </Button>
                        <Button variant="ghost" className="text-red-700 dark:text-red-400" onClick={() => setDeleting(record)} aria-label={t('actions.deleteNamed', { name: record.name })}>
                          <Trash2 aria-hidden className="size-4" />
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}

      <ConfirmDelete item={deleting} onDismiss={() => setDeleting(null)} title={t(`${resource}.deleteTitle`)} message={t(`${resource}.confirmDelete`)} confirmLabel={t('actions.delete')} busy={remove.isPending} onConfirm={onDelete} />
    </div>
  );
}
