/** Scholarship reads: the public list and page show active ones only; the admin list shows all. */
import type { TAdminListScholarshipsQuery, TListScholarshipsQuery, TScholarship } from '@dalil/contracts/catalogue/scholarship';
import { cairoToday } from '@dalil/contracts/catalogue/scholarship-deadline';
import { NotFound } from '@dalil/service-kit/errors';
import { parseSearchQuery } from '../search/index.ts';
import type { ScholarshipRepository } from './scholarship-repository.ts';
import { SCHOLARSHIP_NOT_FOUND } from './manage-scholarships.ts';

/** The list's filters as the repository takes them; "open now" and deadline order are as of today in Cairo. */
function filtersOf(query: TListScholarshipsQuery | TAdminListScholarshipsQuery, today: string) {
  const { open, usuallyOpen, ended, sort, search, ...rest } = query;
  return {
    ...rest,
    search: parseSearchQuery(search),
    openOn: open ? today : undefined,
    usuallyOpenOn: usuallyOpen ? today : undefined,
    deadlineOrderOn: sort === 'deadline' ? today : undefined,
    standing: ended === true ? ('ended' as const) : ended === false ? ('active' as const) : undefined,
  };
}

/** The public list: active records; a discontinued or suspended scholarship only when `ended` asks for those. */
export function listScholarships(scholarships: ScholarshipRepository, query: TListScholarshipsQuery, today = cairoToday()) {
  return scholarships.list({ ...filtersOf({ ...query, ended: query.ended ?? false }, today), isActive: true });
}

export function listAllScholarships(scholarships: ScholarshipRepository, query: TAdminListScholarshipsQuery, today = cairoToday()) {
  return scholarships.list(filtersOf(query, today));
}

export async function getScholarship(scholarships: ScholarshipRepository, id: string): Promise<TScholarship> {
  const scholarship = await scholarships.findById(id);
  if (!scholarship || !scholarship.isActive) throw new NotFound(SCHOLARSHIP_NOT_FOUND);
  return scholarship;
}
