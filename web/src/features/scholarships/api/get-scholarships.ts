import type { TScholarshipCoverage, TScholarshipLevel, TScholarshipSort, TScholarshipType } from '@dalil/contracts/catalogue/scholarship';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { pagedList } from '../../../shared/api/paged-list.ts';

export interface ScholarshipFilters {
  type?: TScholarshipType;
  coverage?: TScholarshipCoverage;
  level?: TScholarshipLevel;
  /** 'true': only those open now by a confirmed date. */
  open?: 'true';
  /** 'true': only those whose usual calendar has a round open around now (never confirmed). */
  usuallyOpen?: 'true';
  /** 'true': only discontinued or suspended ones (the default list leaves them out). */
  ended?: 'true';
  search?: string;
  sort?: TScholarshipSort;
}

/** Spec page size: 50 scholarships per call. */
const scholarships = pagedList<'scholarships', ScholarshipFilters>('scholarships', 50);


export function useScholarships(filters: ScholarshipFilters, enabled = true) {
  return useInfiniteQuery({ ...scholarships.listOptions(filters), placeholderData: keepPreviousData, enabled });
}

/** The unfiltered first page: the total behind 'Showing X of Y'; needed only once a filter is set. */
export function useAllScholarships(enabled: boolean) {
  return useQuery({ ...scholarships.firstPageOptions(), enabled });
}
