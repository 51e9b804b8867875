import type { TCareerField } from '@dalil/contracts/careers/career-field';
import { normalizeSearchText } from '@dalil/contracts/common/text';
import { clsx } from 'clsx';
import { Wallet } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { SearchField } from '../../../shared/ui/search-field.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useCareers } from '../api/get-careers.ts';
import { CareerDetails } from '../components/career-details.tsx';
import { DemandBadge } from '../components/demand-badge.tsx';
import { useCareerSalaries } from '../api/get-career-salaries.ts';
import { CardSalary } from '../components/card-salary.tsx';

const DEMANDS = ['all', 'high', 'medium', 'low'] as const;
type Demand = (typeof DEMANDS)[number];

/** Same rule as the server, applied again so typing narrows the list before the answer arrives. */
function matches(career: TCareerField, search: string, demand: Demand) {
  const needle = normalizeSearchText(search);
  return (demand === 'all' || career.demandLevel === demand) && (!needle || normalizeSearchText(`${career.name} ${career.nameArabic}`).includes(needle));
}

/** /careers — career fields with search, demand filter and a details panel for the chosen one. */
export function Component() {
  const { t } = useTranslation('careers');
  const format = useFormat();
  const localized = useLocalized();
  useDocumentMeta(t('meta.title'), t('meta.description'));
  const salaries = useCareerSalaries();

  const [search, setSearch] = useState('');
  const [demand, setDemand] = useState<Demand>('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const debounced = useDebouncedValue(search.trim(), 250);
  const query = useCareers({ search: debounced || undefined, demand });
  const panel = useRef<HTMLElement>(null);

  const careers = (query.data ?? []).filter((c) => matches(c, search, demand));
  // A demand level is shown only with its source; the filter appears once a field has one.
  const demandKnown = (query.data ?? []).some((c) => c.demandLevel !== null);
  const selected = careers.find((c) => c.id === selectedId) ?? null;

  // On narrow screens the panel sits below the list: take the reader to its top (below the
  // sticky header). On wide screens it is beside the list, so the page does not move.
  useEffect(() => {
    if (!selectedId || !panel.current || !window.matchMedia('(max-width: 1023px)').matches) return;
    panel.current.focus({ preventScroll: true });
    panel.current.scrollIntoView({ block: 'start' });
  }, [selectedId]);

  return (
    <div>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <section aria-label={t('filters')} className="mb-6 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 md:flex-row md:items-end dark:border-slate-800 dark:bg-slate-900">
        <SearchField className="flex-1" label={t('search')} placeholder={t('searchPlaceholder')} value={search} onChange={setSearch} />
        {(demandKnown || demand !== 'all') && (
          <SelectField
            label={t('demandFilter')}
            value={demand}
            onChange={(value) => setDemand(value as Demand)}
            options={DEMANDS.map((d) => ({ value: d, label: d === 'all' ? t('demandAll') : t(`demand.${d}`) }))}
          />
        )}
      </section>

      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState message={t('failed')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p role="status" className="mb-4 text-slate-700 dark:text-slate-300">
            {t('showing', { shown: format.number(careers.length) })}
          </p>
          {careers.length === 0 ? (
            <EmptyState message={t('empty')} />
          ) : (
            <div className="grid gap-6 lg:grid-cols-5">
              <ul className="grid content-start gap-4 sm:grid-cols-2 lg:col-span-3" aria-label={t('listLabel')}>
                {careers.map((career) => {
                  const active = career.id === selected?.id;
                  return (
                    <li key={career.id}>
                      <button
                        type="button"
                        aria-pressed={active}
                        data-testid="career-card"
                        onClick={() => setSelectedId(active ? null : career.id)}
                        className={clsx(
                          'flex h-full w-full flex-col gap-2 rounded-2xl border bg-white p-5 text-start shadow-sm transition dark:bg-slate-900',
                          active ? 'border-brand-600 ring-2 ring-brand-600 dark:border-brand-500 dark:ring-brand-500' : 'border-slate-200 hover:border-brand-600 dark:border-slate-800',
                        )}
                      >
                        <span className="flex w-full items-start justify-between gap-2">
                          <span className="text-lg font-bold">{localized(career.name, career.nameArabic)}</span>
                          {career.demandLevel && <DemandBadge level={career.demandLevel} />}
                        </span>
                        <span className="line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{localized(career.description, career.descriptionArabic)}</span>
                        <span className="mt-auto flex items-start gap-1 text-sm" data-testid="career-card-salary">
                          <Wallet aria-hidden className="mt-0.5 size-4 shrink-0" />
                          <CardSalary salaries={salaries.data?.get(career.slug)} loading={salaries.isPending} />
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
              <div className="lg:col-span-2">
                {selected ? (
                  <div className="lg:sticky lg:top-24">
                    <CareerDetails ref={panel} career={selected} onClose={() => setSelectedId(null)} />
                  </div>
                ) : (
                  <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">{t('choose')}</p>
                )}
              </div>
            </div>
          )}
        </>
      )}
    </div>
  );
}
