import { PROGRAM_LANGUAGES, PROGRAM_TYPES, type TProgramLanguage, type TProgramType } from '@dalil/contracts/catalogue/program';
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
import { useAllPrograms, usePrograms, type ProgramFilters } from '../api/get-programs.ts';
import { ProgramCard } from '../components/program-card.tsx';
import { filterPrograms, universitiesOf } from '../utils/filter-programs.ts';

const FILTERS = ['type', 'language', 'university'] as const;

/** /programs — master's and PhD programs with type, language and university filters (in the URL). */
export function Component() {
  const { t } = useTranslation('programs');
  const format = useFormat();
  const localized = useLocalized();
  const text = useListText('programs');
  useDocumentMeta(t('meta.title'), t('meta.description'));

  const listFilters = useListFilters(FILTERS);
  const { params, setParams, pendingText: pending } = listFilters;
  const filters: ProgramFilters = {
    type: oneOf<TProgramType>(PROGRAM_TYPES, params.type),
    language: oneOf<TProgramLanguage>(PROGRAM_LANGUAGES, params.language),
    university: params.university || undefined,
    search: params.search || undefined,
  };

  const list = usePrograms(filters);
  const filtered = Boolean(filters.type || filters.language || filters.university || filters.search);
  const baseline = unfilteredPage(filtered, list, useAllPrograms(filtered));
  const loaded = list.data?.pages.flatMap((page) => page.data) ?? [];
  const pendingText = pending(list.isPlaceholderData);
  const shown = filterPrograms(loaded, { ...filters, pendingText });
  const total = baseline?.pagination.total;

  const universityOptions = [
    { value: '', label: t('filters.allUniversities') },
    ...universitiesOf([...(baseline?.data ?? []), ...loaded])
      .map((u) => ({ value: u.id, label: localized(u.name, u.nameArabic) }))
      .sort((a, b) => a.label.localeCompare(b.label, format.locale)),
  ];

  return (
    <>
      <ListPageFilters text={text} filters={listFilters}>
        <FilterSelect name="type" label={t('filters.type')} value={filters.type} setParams={setParams} options={withAllOption(t('filters.allTypes'), PROGRAM_TYPES, (type) => t(`type.${type}`))} />
        <FilterSelect name="language" label={t('filters.language')} value={filters.language} setParams={setParams} options={withAllOption(t('filters.allLanguages'), PROGRAM_LANGUAGES, (language) => t(`language.${language}`))} />
        <FilterSelect name="university" label={t('filters.university')} value={params.university} setParams={setParams} options={universityOptions} />
      </ListPageFilters>
      <PagedResults
        items={shown}
        getKey={(p) => p.id}
        renderItem={(p) => <ProgramCard program={p} />}
        {...listResultsState(list, text, { shown: shown.length, total, narrowing: Boolean(pendingText) })}
      />
    </>
  );
}
