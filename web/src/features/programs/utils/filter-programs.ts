import type { TProgram } from '@dalil/contracts/catalogue/program';
import { matchesText } from '../../../shared/utils/text-match.ts';
import type { ProgramFilters } from '../api/get-programs.ts';

/** The filters again on the client; the text only while the server has not answered it (see universities). */
export function filterPrograms(list: TProgram[], filters: ProgramFilters & { pendingText?: string }): TProgram[] {
  return list.filter(
    (p) =>
      (!filters.type || p.type === filters.type) &&
      // A program taught in both languages suits either language filter.
      (!filters.language || p.language === filters.language || (filters.language !== 'both' && p.language === 'both')) &&
      (!filters.university || p.universityId === filters.university) &&
      (!filters.pendingText ||
        matchesText(filters.pendingText, [p.name, p.nameArabic, p.universityName, p.universityNameArabic, p.faculty, p.facultyArabic, p.specialization, p.description, p.descriptionArabic])),
  );
}

export interface UniversityOption {
  id: string;
  name: string;
  nameArabic: string | null;
}

/** The universities that offer the loaded programs, each once. */
export function universitiesOf(list: TProgram[]): UniversityOption[] {
  const byId = new Map<string, UniversityOption>();
  for (const p of list) if (!byId.has(p.universityId)) byId.set(p.universityId, { id: p.universityId, name: p.universityName, nameArabic: p.universityNameArabic });
  return [...byId.values()];
}
