import { UNIVERSITY_TYPES, type TUniversityType } from '@dalil/contracts/catalogue/university';
import { useTranslation } from 'react-i18next';
import { InvalidResponseError } from '../../../shared/api/envelope.ts';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { useDebouncedInput, useUrlParams } from '../../../shared/hooks/use-url-state.ts';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { FilterBar } from '../../../shared/ui/filter-bar.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PagedResults } from '../../../shared/ui/paged-results.tsx';
import { SearchField } from '../../../shared/ui/search-field.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { useAllUniversities, useUniversities, type UniversityFilters } from '../api/get-universities.ts';
import { UniversityCard } from '../components/university-card.tsx';
import { filterUniversities, governoratesOf } from '../utils/filter-universities.ts';

const PARAMS = ['search', 'type', 'governorate'] as const;

const asType = (value: string): TUniversityType | undefined => (UNIVERSITY_TYPES as readonly string[]).includes(value) ? (value as TUniversityType) : undefined;

/** /universities — search, type and governorate filters (kept in the URL), the cards. */
export function Component() {
  const { t } = useTranslation('universities');
  const format = useFormat();
  const localized = useLocalized();
  useDocumentMeta(t('meta.title'), t('meta.description'));

  const [params, setParams] = useUrlParams(PARAMS);
  // Typing refines the search in place (one history entry); a new search adds an entry.
  const [text, setText] = useDebouncedInput(params.search, (search) => setParams({ search }, { replace: Boolean(params.search && search) }));
  const filters: UniversityFilters = { type: asType(params.type), governorate: params.governorate || undefined, search: params.search || undefined };

  const list = useUniversities(filters);
  const all = useAllUniversities();
  const loaded = list.data?.pages.flatMap((page) => page.data) ?? [];
  const pendingText = list.isPlaceholderData || text.trim() !== params.search ? text.trim() : '';
  const shown = filterUniversities(loaded, { ...filters, pendingText });
  const total = all.data?.pagination.total ?? (filters.type || filters.governorate || filters.search ? undefined : list.data?.pages[0]?.pagination.total);

  const governorates = governoratesOf([...(all.data?.data ?? []), ...loaded]);
  if (params.governorate && !governorates.some((g) => g.value === params.governorate)) {
    governorates.push({ value: params.governorate, english: params.governorate, arabic: params.governorate });
  }
  const governorateOptions = [
    { value: '', label: t('filters.allGovernorates') },
    ...governorates
      .map((g) => ({ value: g.value, label: localized(g.english, g.arabic) }))
      .sort((a, b) => a.label.localeCompare(b.label, format.locale)),
  ];
  const hasFilters = Boolean(text.trim() || params.type || params.governorate);

  return (
    <>
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <FilterBar
        label={t('filters.region')}
        showLabel={t('filters.show')}
        hideLabel={t('filters.hide')}
        clearLabel={t('filters.clear')}
        canClear={hasFilters}
        onClear={() => {
          setText('');
          setParams({ search: '', type: '', governorate: '' });
        }}
        search={<SearchField label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} value={text} onChange={setText} />}
      >
        <SelectField
          label={t('filters.type')}
          name="type"
          value={asType(params.type) ?? ''}
          onChange={(type) => setParams({ type })}
          options={[{ value: '', label: t('filters.allTypes') }, ...UNIVERSITY_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))]}
        />
        <SelectField label={t('filters.governorate')} name="governorate" value={params.governorate} onChange={(governorate) => setParams({ governorate })} options={governorateOptions} />
      </FilterBar>
      <PagedResults
        items={shown}
        getKey={(u) => u.id}
        renderItem={(u) => <UniversityCard university={u} />}
        pending={list.isPending}
        errorMessage={list.isError && !list.data ? t(list.error instanceof InvalidResponseError ? 'list.invalid' : 'list.error') : undefined}
        onRetry={() => void list.refetch()}
        emptyMessage={t('list.empty')}
        summary={total !== undefined ? t('list.showing', { shown: format.number(shown.length), total: format.number(total) }) : undefined}
        updating={list.isFetching && !list.isFetchingNextPage}
        updatingLabel={t('list.updating')}
        hasMore={list.hasNextPage && !pendingText}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        loadMoreLabel={t('list.loadMore')}
      />
    </>
  );
}
