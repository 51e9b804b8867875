import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.tsx';
import { ApiError } from '../../../shared/api/api-client.ts';
import { useFormat } from '../../../shared/i18n/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDelete } from '../../../shared/ui/dialog.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useDeleteDocument, useDocuments } from '../api/documents.ts';

/** The PDF documents already imported: search their text, delete one. */
export function DocumentsList() {
  const { t } = useTranslation('admin-jobs');
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const documents = useDocuments({ search: search.trim() || undefined, page });
  const remove = useDeleteDocument();
  const pagination = documents.data?.pagination;
  const [deleting, setDeleting] = useState<string | null>(null);
  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(t('documents.deleted'));
      },
      onError: (error) => toast.error(error instanceof ApiError ? t('documents.deleteFailed', { message: error.message }) : t('documents.deleteError')),
    });
  };
  return (
    <section aria-labelledby="documents-title" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-end gap-3">
        <h3 id="documents-title" className="me-auto text-lg font-bold">{t('documents.title')}</h3>
        <label className="grid gap-1 text-sm font-bold">
          {t('documents.search')}
          <input
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
            dir="auto"
          />
        </label>
      </div>
      {documents.isPending ? (
        <Spinner />
      ) : documents.isError ? (
        <ErrorState message={t('documents.loadFailed', { message: documents.error.message })} onRetry={() => void documents.refetch()} />
      ) : documents.data.data.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{search ? t('documents.noMatch') : t('documents.empty')}</p>
      ) : (
        <ul className="grid gap-2" data-testid="documents-list">
          {documents.data.data.map((document) => (
            <li key={document.id} className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-100 p-3 dark:border-slate-800">
              <div className="min-w-0 flex-1">
                <p className="font-bold" dir="auto">{document.title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {t('documents.meta', { pages: format.number(document.pageCount), date: format.date(document.extractedAt, { dateStyle: 'medium' }) })}
                </p>
                {document.excerpt && <p className="mt-1 line-clamp-2 text-sm" dir="auto">{document.excerpt}</p>}
              </div>
              <Button variant="ghost" onClick={() => setDeleting(document.id)} disabled={remove.isPending} aria-label={t('documents.delete', { title: document.title })}>
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {pagination && pagination.pages > 1 && (
        <div className="flex items-center justify-end gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('history.previous')}</Button>
          <span className="text-sm">{t('history.page', { page: pagination.page, pages: pagination.pages })}</span>
          <Button variant="secondary" disabled={page >= pagination.pages} onClick={() => setPage(page + 1)}>{t('history.next')}</Button>
        </div>
      )}
      <ConfirmDelete item={deleting} onDismiss={() => setDeleting(null)} title={t('documents.deleteTitle')} message={t('documents.confirmDelete')} confirmLabel={t('documents.deleteAction')} busy={remove.isPending} onConfirm={onDelete} />
    </section>
  );
}
