import type { TScholarshipCoverage, TScholarshipLevel, TScholarshipSort, TScholarshipType } from '@dalil/contracts/catalogue/scholarship';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { pagedList } from '../../../shared/api/paged-list.ts';

export interface ScholarshipFilters {
  type?: TScholarshipType;
  coverage?: TScholarshipCoverage;
  level?: TScholarshipLevel;
  /** 'true': only confirmed deadlines not passed. */
  open?: 'true';
  search?: string;
  sort?: TScholarshipSort;
}

/** Spec page size: 50 scholarships per call. */
const scholarships = pagedList<'scholarships', ScholarshipFilters>('scholarships', 50);


export function useScholarships(filters: ScholarshipFilters) {
  return useInfiniteQuery({ ...scholarships.listOptions(filters), placeholderData: keepPreviousData });
}

/** The unfiltered first page: the total behind 'Showing X of Y'; needed only once a filter is set. */
export function useAllScholarships(enabled: boolean) {
  return useQuery({ ...scholarships.firstPageOptions(), enabled });
}
