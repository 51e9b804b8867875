import type { TProgramLanguage, TProgramType } from '@dalil/contracts/catalogue/program';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { pagedList } from '../../../shared/api/paged-list.ts';

export interface ProgramFilters {
  type?: TProgramType;
  language?: TProgramLanguage;
  /** A university's id (the server also accepts its name). */
  university?: string;
  search?: string;
}

/** Spec page size: 50 programs per call. */
const programs = pagedList<'programs', ProgramFilters>('programs', 50);


export function usePrograms(filters: ProgramFilters) {
  return useInfiniteQuery({ ...programs.listOptions(filters), placeholderData: keepPreviousData });
}

/** The unfiltered first page: the total behind 'Showing X of Y' and the university choices; needed only once a filter is set. */
export function useAllPrograms(enabled: boolean) {
  return useQuery({ ...programs.firstPageOptions(), enabled });
}
