import type { TUniversityType } from '@dalil/contracts/catalogue/university';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { pagedList } from '../../../shared/api/paged-list.ts';

export interface UniversityFilters {
  type?: TUniversityType;
  governorate?: string;
  search?: string;
}

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
