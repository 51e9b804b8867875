/**
 * What the comparison screen reads: the candidates to choose from (one page, optionally
 * searched) and each chosen record by id — so a shared link loads its items even when they are
 * not among the candidates shown.
 */
import i18n from 'i18next';
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { pagedList } from '../../../shared/api/paged-list.ts';
import { recordQueryOptions } from '../../../shared/api/record.ts';
import type { CompareKind } from '../../../shared/lists/compare-list.ts';

export type { CompareKind };

/** The largest page the API serves, so nearly every record can be picked without searching. */
const CANDIDATES = 100;

function candidatesQueryOptions<K extends CompareKind>(kind: K, search: string) {
  const list = pagedList<K, { search?: string }>(kind, CANDIDATES);
  const filters = search ? { search } : {};
  return queryOptions({
    queryKey: [kind, 'compare-candidates', filters, i18n.language],
    queryFn: ({ signal }) => list.fetchPage(filters, 1, signal),
  });
}

export function useUniversityCandidates(search: string) {
  return useQuery({ ...candidatesQueryOptions('universities', search), placeholderData: keepPreviousData });
}

export function useScholarshipCandidates(search: string) {
  return useQuery({ ...candidatesQueryOptions('scholarships', search), placeholderData: keepPreviousData });
}

/** The chosen records by id, in the order chosen. */
export function useCompareSelection<K extends CompareKind>(kind: K, ids: string[]) {
  return useQueries({ queries: ids.map((id) => recordQueryOptions(kind, id)) });
}
