import type { TListUniversitiesQuery } from '@dalil/contracts/catalogue/university';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { pagedList } from '../../../shared/api/paged-list.ts';

/** The list's filters: the contract's query (paging and name order are the list's own). */
export type UniversityFilters = Partial<Pick<TListUniversitiesQuery, 'type' | 'governorate' | 'search'>>;

/** Spec page size: 100 universities per call. */
const universities = pagedList<'universities', UniversityFilters>('universities', 100);


/** The filtered list, page after page; the previous result stays on screen while a new filter loads. */
export function useUniversities(filters: UniversityFilters) {
  return useInfiniteQuery({ ...universities.listOptions(filters), placeholderData: keepPreviousData });
}

/**
 * The unfiltered first page: the total behind 'Showing X of Y' and the governorate choices.
 * Needed only once a filter is set (before that the list itself is unfiltered).
 */
export function useAllUniversities(enabled: boolean) {
  return useQuery({ ...universities.firstPageOptions(), enabled });
}
