import { CheckCircle2, Circle, Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.tsx';
import { useFormat } from '../../../shared/i18n/format.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useContactMessages, useMarkContactMessage, type ContactStatus } from '../api/contact-messages.ts';

const STATUSES: ContactStatus[] = ['unhandled', 'handled', 'all'];

/** The admin panel's inbox of contact-page messages: filter by status, mark handled or not. */
export function ContactMessagesTab() {
  const { t } = useTranslation('admin-contact');
  const format = useFormat();
  const [status, setStatus] = useState<ContactStatus>('unhandled');
  const [page, setPage] = useState(1);
  const query = useContactMessages(status, page);
  const mark = useMarkContactMessage();

  const toggle = (id: string, handled: boolean) =>
    mark.mutate(
      { id, handled },
      {
        onSuccess: () => toast.success(handled ? t('markedHandled') : t('markedUnhandled')),
        onError: (error) => toast.error(t('markFailed', { message: error.message })),
      },
    );

  return (
    <section aria-labelledby="contact-messages-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="contact-messages-title" className="text-2xl font-bold">{t('title')}</h2>
        <SelectField
          label={t('filter')}
          value={status}
          onChange={(value) => {
            setStatus(value as ContactStatus);
            setPage(1);
          }}
          options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('total', { total: format.number(query.data.pagination.total) })}</p>
          <ul className="grid gap-3">
            {query.data.data.map((message) => (
              <li key={message.id} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="contact-message">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <p className="font-bold">
                      <bdi>{message.name}</bdi>{' '}
                      <a href={`mailto:${message.email}`} className="ms-2 inline-flex items-center gap-1 text-sm font-normal text-brand-800 underline dark:text-brand-100">
                        <Mail aria-hidden className="size-4" />
                        <bdi>{message.email}</bdi>
                      </a>
                    </p>
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                      <Badge tone="brand">{t(`subjects.${message.subject}`)}</Badge>
                      <time dateTime={message.createdAt}>{format.date(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                      {message.handled && <Badge tone="green">{t('handledBadge')}</Badge>}
                    </p>
                  </div>
                  <Button variant={message.handled ? 'secondary' : 'primary'} disabled={mark.isPending && mark.variables?.id === message.id} onClick={() => toggle(message.id, !message.handled)}>
                    {message.handled ? <Circle aria-hidden className="size-4" /> : <CheckCircle2 aria-hidden className="size-4" />}
                    {message.handled ? t('markUnhandled') : t('markHandled')}
                  </Button>
                </div>
                {/* Visitor text is shown as plain text, never as HTML. */}
                <p className="mt-3 whitespace-pre-wrap break-words text-slate-800 dark:text-slate-200">{message.message}</p>
              </li>
            ))}
          </ul>
          {query.data.pagination.pages > 1 && (
            <nav aria-label={t('pages')} className="flex items-center justify-center gap-3">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{t('previous')}</Button>
              <span>{t('pageOf', { page: format.number(page), pages: format.number(query.data.pagination.pages) })}</span>
              <Button variant="secondary" disabled={page >= query.data.pagination.pages} onClick={() => setPage((p) => p + 1)}>{t('next')}</Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
