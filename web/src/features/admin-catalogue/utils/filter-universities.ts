import { normalizeSearchText } from '@dalil/contracts/common/text';
import type { TUniversity } from '@dalil/contracts/catalogue/university';

export const UNIVERSITY_SORTS = ['name', 'newest', 'updated', 'established'] as const;
export type UniversitySort = (typeof UNIVERSITY_SORTS)[number];

/** The management list's own view (strings from the URL, and its sort), filtered in the browser. */
export interface ManagedUniversityFilters {
  search: string;
  type: string;
  governorate: string;
  sort: UniversitySort;
}

/** The governorate a university is filed under (its English name, else its Arabic one). */
export const governorateKey = (u: TUniversity) => u.location.governorate ?? u.location.governorateArabic ?? '';

/**
 * The management list as asked: search in both names and both cities (Arabic spelling variants
 * and Arabic-Indic digits match), type and governorate filters, then the chosen order. Years
 * missing from a record sort last.
 */
export function filterUniversities(list: TUniversity[], filters: ManagedUniversityFilters, language: 'ar' | 'en'): TUniversity[] {
  const needle = normalizeSearchText(filters.search);
  const matches = list.filter((u) => {
    if (filters.type && u.type !== filters.type) return false;
    if (filters.governorate && governorateKey(u) !== filters.governorate) return false;
    if (!needle) return true;
    const haystack = [u.name, u.nameArabic, u.location.city, u.location.cityArabic].filter(Boolean).join(' ');
    return normalizeSearchText(haystack).includes(needle);
  });
  const nameOf = (u: TUniversity) => (language === 'ar' ? u.nameArabic || u.name : u.name);
  const byName = (a: TUniversity, b: TUniversity) => nameOf(a).localeCompare(nameOf(b), language);
  const compare: Record<UniversitySort, (a: TUniversity, b: TUniversity) => number> = {
    name: byName,
    newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || byName(a, b),
    updated: (a, b) => b.updatedAt.localeCompare(a.updatedAt) || byName(a, b),
    established: (a, b) => (a.establishedYear ?? Infinity) - (b.establishedYear ?? Infinity) || byName(a, b),
  };
  return matches.sort(compare[filters.sort]);
}
