import { CalendarClock, FileSearch, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toWesternDigits } from '@dalil/contracts/common/text';
import { ZSeatNumber } from '@dalil/contracts/results/result';
import { ApiError } from '../../../shared/api/api-client.ts';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { useUrlParams } from '../../../shared/hooks/use-url-state.ts';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/format.ts';
import { buttonClasses } from '../../../shared/ui/button.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useResult } from '../api/get-result.ts';
import { defaultYearOf, useResultYears } from '../api/get-result-years.ts';
import { ResultCard } from '../components/result-card.tsx';
import { ResultSearchForm } from '../components/result-search-form.tsx';

const PARAMS = ['seat', 'year'] as const;

/**
 * /results — lookup by seat number. The search lives in the URL (/results?seat=…&year=…), so a
 * result can be shared or reloaded and the back button returns to the previous search.
 */
export function Component() {
  const { t } = useTranslation('results');
  const format = useFormat();
  useDocumentMeta(t('meta.title'), t('meta.description'));
  const [params, setParams] = useUrlParams(PARAMS);
  const years = useResultYears();
  const yearList = years.data ?? [];
  const urlYear = Number(toWesternDigits(params.year)) || undefined;
  const year = urlYear ?? defaultYearOf(yearList);
  const yearOptions = year !== undefined && !yearList.includes(year) ? [year, ...yearList] : yearList;
  const seat = ZSeatNumber.safeParse(params.seat);
  const seatNumber = seat.success ? seat.data : undefined;
  const result = useResult(seatNumber, year);
  const searching = result.isFetching;

  const onSearch = (values: { seatNumber: string; year: number | undefined }) => {
    const nextYear = values.year ?? year;
    if (values.seatNumber === seatNumber && nextYear === year) void result.refetch();
    else setParams({ seat: values.seatNumber, year: nextYear === undefined ? undefined : String(nextYear) });
  };

  // Before any year is published there is nothing to search: say so (not as an error) and point
  // to what works without a result, the guide by total.
  if (years.isSuccess && !yearList.length && !urlYear) {
    return (
      <>
        <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
        <Notice icon={CalendarClock} title={t('notPublished.title')} text={t('notPublished.text')}>
          <Link to={paths.guide} className={buttonClasses('secondary', 'px-6 py-3 text-base')}>
            {t('notPublished.guide')}
          </Link>
        </Notice>
      </>
    );
  }

  let body;
  if (years.isPending && !urlYear) body = <Spinner />;
  else if (!seatNumber) {
    // No years here means the list could not be read (an empty list is answered above).
    body = yearOptions.length ? (
      <Notice icon={FileSearch} title={t('prompt.title')} text={t('prompt.text')} />
    ) : (
      <ErrorState message={t('error.failed')} onRetry={() => void years.refetch()} />
    );
  } else if (result.isPending) body = <Spinner label={t('form.searching')} />;
  else if (result.isError) {
    const status = result.error instanceof ApiError ? result.error.status : undefined;
    // Turned away under load (503 with Retry-After), not a service that is down (503 alone).
    const busy = status === 503 && result.error instanceof ApiError && result.error.retryAfterSeconds !== undefined;
    const notFound = status === 404;
    body = notFound ? (
      <ErrorState message={t('error.notFound', { seat: format.number(Number(seatNumber), { useGrouping: false }), year: format.number(year ?? 0, { useGrouping: false }) })} />
    ) : (
      <ErrorState message={t(status === 429 ? 'error.tooMany' : busy ? 'error.busy' : 'error.failed')} onRetry={() => void result.refetch()} />
    );
  } else body = <ResultCard result={result.data} />;

  return (
    <>
      <div className="no-print">
        <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      </div>
      <ResultSearchForm seatNumber={params.seat} year={year} years={yearOptions} searching={searching} onSearch={onSearch} />
      <div aria-live="polite" aria-busy={searching}>
        {body}
      </div>
    </>
  );
}

/** A calm panel (not an error): what the page is waiting for, and what to do meanwhile. */
function Notice({ icon: Icon, title, text, children }: { icon: LucideIcon; title: string; text: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
      <Icon aria-hidden className="size-10 text-brand-700 dark:text-brand-500" />
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">{title}</h2>
      <p>{text}</p>
      {children}
    </div>
  );
}
