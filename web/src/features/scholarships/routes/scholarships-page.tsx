import {
  SCHOLARSHIP_COVERAGES,
  SCHOLARSHIP_LEVELS,
  SCHOLARSHIP_SORTS,
  SCHOLARSHIP_TYPES,
  type TScholarshipCoverage,
  type TScholarshipLevel,
  type TScholarshipSort,
  type TScholarshipType,
} from '@dalil/contracts/catalogue/scholarship';
import { useTranslation } from 'react-i18next';
import { unfilteredPage } from '../../../shared/api/paged-list.ts';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { useListText } from '../../../shared/hooks/use-list-text.ts';
import { useListFilters } from '../../../shared/hooks/use-url-state.ts';
import { useLevelName } from '../../../shared/i18n/scholarship-text.ts';
import { ListPageFilters } from '../../../shared/ui/filter-bar.tsx';
import { listResultsState, PagedResults } from '../../../shared/ui/paged-results.tsx';
import { FilterSelect, SelectField, withAllOption } from '../../../shared/ui/select-field.tsx';
import { oneOf } from '../../../shared/utils/one-of.ts';
import { useAllScholarships, useScholarships, type ScholarshipFilters } from '../api/get-scholarships.ts';
import { ScholarshipCard } from '../components/scholarship-card.tsx';
import { filterScholarships } from '../utils/filter-scholarships.ts';

const FILTERS = ['type', 'coverage', 'level', 'open', 'ended', 'sort'] as const;

/**
 * /scholarships — type, coverage, level, "open now" and status filters, search and the order (all
 * in the URL), the cards. "Open now" lists the scholarships open by a confirmed date and, under a
 * heading of their own, those whose usual calendar has a round open around now (never called
 * open). Discontinued and suspended ones are listed only when asked for.
 */
export function Component() {
  const { t } = useTranslation('scholarships');
  const text = useListText('scholarships');
  useDocumentMeta(t('meta.title'), t('meta.description'));

  const listFilters = useListFilters(FILTERS);
  const { params, setParams, pendingText: pending } = listFilters;
  // The admin form's word for domestic is 'local'; old links may carry it.
  const type = oneOf<TScholarshipType>(SCHOLARSHIP_TYPES, params.type === 'local' ? 'domestic' : params.type);
  const filters: ScholarshipFilters = {
    type,
    coverage: oneOf<TScholarshipCoverage>(SCHOLARSHIP_COVERAGES, params.coverage),
    level: oneOf<TScholarshipLevel>(SCHOLARSHIP_LEVELS, params.level),
    open: params.open === 'true' ? 'true' : undefined,
    ended: params.ended === 'true' ? 'true' : undefined,
    search: params.search || undefined,
    // "Open now" lists come by the next known date unless another order is asked for.
    sort: oneOf<TScholarshipSort>(SCHOLARSHIP_SORTS, params.sort) ?? (params.open === 'true' ? 'deadline' : undefined),
  };
  const levelName = useLevelName();

  const list = useScholarships(filters);
  const usualFilters: ScholarshipFilters = { ...filters, open: undefined, usuallyOpen: 'true' };
  const usualList = useScholarships(usualFilters, Boolean(filters.open && !filters.ended));
  const filtered = Boolean(filters.type || filters.coverage || filters.level || filters.open || filters.ended || filters.search);
  const baseline = unfilteredPage(filtered, list, useAllScholarships(filtered));
  const loaded = list.data?.pages.flatMap((page) => page.data) ?? [];
  const pendingText = pending(list.isPlaceholderData);
  const shown = filterScholarships(loaded, { ...filters, pendingText });
  const usualShown = filterScholarships(usualList.data?.pages.flatMap((page) => page.data) ?? [], { ...usualFilters, pendingText });
  const total = baseline?.pagination.total;

  return (
    <>
      <ListPageFilters text={text} filters={listFilters}>
        <FilterSelect name="type" label={t('filters.type')} value={filters.type} setParams={setParams} options={withAllOption(t('filters.allTypes'), SCHOLARSHIP_TYPES, (value) => t(`type.${value}`))} />
        <FilterSelect name="coverage" label={t('filters.coverage')} value={filters.coverage} setParams={setParams} options={withAllOption(t('filters.allCoverages'), SCHOLARSHIP_COVERAGES, (value) => t(`coverage.${value}`))} />
        <FilterSelect name="level" label={t('filters.level')} value={filters.level} setParams={setParams} options={withAllOption(t('filters.allLevels'), SCHOLARSHIP_LEVELS, (value) => levelName(value))} />
        <FilterSelect name="open" label={t('filters.deadline')} value={filters.open} setParams={setParams} options={[{ value: '', label: t('filters.anyDeadline') }, { value: 'true', label: t('filters.openNow') }]} />
        <FilterSelect name="ended" label={t('filters.standing')} value={filters.ended} setParams={setParams} options={[{ value: '', label: t('filters.available') }, { value: 'true', label: t('filters.ended') }]} />
        <SelectField
          label={t('filters.sort')}
          name="sort"
          value={filters.sort ?? 'name'}
          onChange={(sort) => setParams({ sort: sort === (filters.open ? 'deadline' : 'name') ? '' : sort })}
          options={SCHOLARSHIP_SORTS.map((value) => ({ value, label: t(value === 'name' ? 'filters.sortName' : 'filters.sortDeadline') }))}
        />
      </ListPageFilters>
      {filters.open && <h2 className="mb-3 text-2xl font-bold">{t('list.openConfirmed')}</h2>}
      {filters.ended && <p className="mb-4 text-slate-700 dark:text-slate-300">{t('list.endedNote')}</p>}
      <PagedResults
        items={shown}
        getKey={(s) => s.id}
        renderItem={(s) => <ScholarshipCard scholarship={s} />}
        {...listResultsState(list, text, { shown: shown.length, total, narrowing: Boolean(pendingText) })}
        emptyMessage={filters.open ? t('list.openEmpty') : text.results.emptyMessage}
      />
      {filters.open && !filters.ended && (
        <section aria-labelledby="usually-open-title" className="mt-10" data-testid="usually-open">
          <h2 id="usually-open-title" className="text-2xl font-bold">
            {t('list.usualTitle')}
          </h2>
          <p className="mb-4 mt-1 text-slate-700 dark:text-slate-300">{t('list.usualNote')}</p>
          <PagedResults
            items={usualShown}
            getKey={(s) => s.id}
            renderItem={(s) => <ScholarshipCard scholarship={s} />}
            {...listResultsState(usualList, text, { shown: usualShown.length, total: usualList.data?.pages[0]?.pagination.total, narrowing: Boolean(pendingText) })}
            emptyMessage={t('list.usualEmpty')}
          />
        </section>
      )}
    </>
  );
}
