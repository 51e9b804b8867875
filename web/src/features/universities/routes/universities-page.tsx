import { UNIVERSITY_TYPES, type TUniversityType } from '@dalil/contracts/catalogue/university';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { unfilteredPage } from '../../../shared/api/paged-list.ts';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { useListText } from '../../../shared/hooks/use-list-text.ts';
import { useListFilters } from '../../../shared/hooks/use-url-state.ts';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { ListPageFilters } from '../../../shared/ui/filter-bar.tsx';
import { listResultsState, PagedResults } from '../../../shared/ui/paged-results.tsx';
import { FilterSelect, withAllOption } from '../../../shared/ui/select-field.tsx';
import { oneOf } from '../../../shared/utils/one-of.ts';
import { useAllUniversities, useUniversities, type UniversityFilters } from '../api/get-universities.ts';
import { useUniversityHeadlines } from '../api/get-university-headlines.ts';
import { UniversityCard } from '../components/university-card.tsx';
import { filterUniversities, governoratesOf } from '../utils/filter-universities.ts';
import { sortUniversities, UNIVERSITY_SORTS, type UniversitySort } from '../utils/sort-universities.ts';

const FILTERS = ['type', 'governorate', 'sort'] as const;

/** /universities — search, type and governorate filters (kept in the URL), the cards. */
export function Component() {
  const { t } = useTranslation('universities');
  const format = useFormat();
  const localized = useLocalized();
  const text = useListText('universities');
  useDocumentMeta(t('meta.title'), t('meta.description'));

  const listFilters = useListFilters(FILTERS);
  const { params, setParams, pendingText: pending } = listFilters;
  const filters: UniversityFilters = { type: oneOf<TUniversityType>(UNIVERSITY_TYPES, params.type), governorate: params.governorate || undefined, search: params.search || undefined };

  const list = useUniversities(filters);
  const headlines = useUniversityHeadlines();
  const filtered = Boolean(filters.type || filters.governorate || filters.search);
  const baseline = unfilteredPage(filtered, list, useAllUniversities(filtered));
  const loaded = list.data?.pages.flatMap((page) => page.data) ?? [];
  const pendingText = pending(list.isPlaceholderData);
  // An order other than the list's own needs every university: the remaining pages load at once.
  const sort = oneOf<UniversitySort>(UNIVERSITY_SORTS, params.sort);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (sort && sort !== 'name' && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [sort, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const matching = filterUniversities(loaded, { ...filters, pendingText });
  const shown = sort ? sortUniversities(matching, sort, headlines.data, (u) => localized(u.name, u.nameArabic), format.locale) : matching;
  const total = baseline?.pagination.total;

  const governorates = governoratesOf([...(baseline?.data ?? []), ...loaded]);
  if (params.governorate && !governorates.some((g) => g.value === params.governorate)) {
    governorates.push({ value: params.governorate, english: params.governorate, arabic: params.governorate });
  }
  const governorateOptions = [
    { value: '', label: t('filters.allGovernorates') },
    ...governorates
      .map((g) => ({ value: g.value, label: localized(g.english, g.arabic) }))
      .sort((a, b) => a.label.localeCompare(b.label, format.locale)),
  ];

  return (
    <>
      <ListPageFilters text={text} filters={listFilters}>
        <FilterSelect name="type" label={t('filters.type')} value={filters.type} setParams={setParams} options={withAllOption(t('filters.allTypes'), UNIVERSITY_TYPES, (type) => t(`common:universityType.${type}`))} />
        <FilterSelect name="governorate" label={t('filters.governorate')} value={params.governorate} setParams={setParams} options={governorateOptions} />
        <FilterSelect name="sort" label={t('sort.label')} value={sort} setParams={setParams} options={withAllOption(t('sort.default'), UNIVERSITY_SORTS, (value) => t(`sort.${value}`))} />
      </ListPageFilters>
      <PagedResults
        items={shown}
        getKey={(u) => u.id}
        renderItem={(u) => <UniversityCard university={u} headline={headlines.data?.get(u.id)} />}
        {...listResultsState(list, text, { shown: shown.length, total, narrowing: Boolean(pendingText) })}
      />
    </>
  );
}
