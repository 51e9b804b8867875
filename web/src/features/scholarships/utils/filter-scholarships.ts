import { STORED_LEVELS, type TScholarship } from '@dalil/contracts/catalogue/scholarship';
import { isOpenNow, isUsuallyOpenNow } from '@dalil/contracts/catalogue/scholarship-deadline';
import { matchesText } from '../../../shared/utils/text-match.ts';
import type { ScholarshipFilters } from '../api/get-scholarships.ts';

/** The filters again on the client; the text only while the server has not answered it (see universities). */
export function filterScholarships(list: TScholarship[], filters: ScholarshipFilters & { pendingText?: string }): TScholarship[] {
  return list.filter(
    (s) =>
      // A scholarship open both at home and abroad suits either type filter.
      (!filters.type || s.type === filters.type || (filters.type !== 'mixed' && s.type === 'mixed')) &&
      (!filters.coverage || s.coverage === filters.coverage) &&
      (!filters.level || s.level.some((level) => STORED_LEVELS[filters.level!].includes(level))) &&
      (!filters.open || isOpenNow(s)) &&
      (!filters.usuallyOpen || isUsuallyOpenNow(s)) &&
      (filters.ended ? s.status !== 'active' : s.status === 'active') &&
      (!filters.pendingText ||
        matchesText(filters.pendingText, [s.name, s.nameArabic, s.provider, s.providerArabic, s.country, s.countryArabic, s.description, s.descriptionArabic, ...s.eligibility.fields, ...s.eligibility.fieldsArabic])),
  );
}
