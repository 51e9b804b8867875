import type { TUniversity } from '@dalil/contracts/catalogue/university';
import { matchesText, sameText } from '../../../shared/utils/text-match.ts';
import type { UniversityFilters } from '../api/get-universities.ts';

function universityTexts(u: TUniversity): Array<string | null> {
  return [
    u.name,
    u.nameArabic,
    u.description,
    u.descriptionArabic,
    u.location.city,
    u.location.cityArabic,
    u.location.governorate,
    u.location.governorateArabic,
    ...u.faculties.flatMap((f) => [f.name, f.nameArabic]),
  ];
}

/**
 * The filters again on the client (the spec applies them on both sides). The text filter runs
 * only for text the server has not answered yet: it narrows the results on screen while the
 * visitor types, and never second-guesses the server's typo-tolerant matches.
 */
export function filterUniversities(list: TUniversity[], filters: UniversityFilters & { pendingText?: string }): TUniversity[] {
  return list.filter(
    (u) =>
      (!filters.type || u.type === filters.type) &&
      (!filters.governorate || sameText(u.location.governorate, filters.governorate) || sameText(u.location.governorateArabic, filters.governorate)) &&
      (!filters.pendingText || matchesText(filters.pendingText, universityTexts(u))),
  );
}

export interface GovernorateOption {
  value: string;
  english: string | null;
  arabic: string | null;
}

/** The governorates present in the data, each once, by their English name (Arabic when that is all there is). */
export function governoratesOf(list: TUniversity[]): GovernorateOption[] {
  const byValue = new Map<string, GovernorateOption>();
  for (const { location } of list) {
    const value = location.governorate ?? location.governorateArabic;
    if (value && !byValue.has(value)) byValue.set(value, { value, english: location.governorate, arabic: location.governorateArabic });
  }
  return [...byValue.values()];
}
