/** Scholarship reads: the public list and page show active ones only; the admin list shows all. */
import type { TAdminListScholarshipsQuery, TListScholarshipsQuery, TScholarship } from '@dalil/contracts/catalogue/scholarship';
import { NotFound } from '@dalil/service-kit/errors';
import { parseSearchQuery } from '../search/search-text.ts';
import type { ScholarshipRepository } from './scholarship-repository.ts';
import { SCHOLARSHIP_NOT_FOUND } from './manage-scholarships.ts';

export function listScholarships(scholarships: ScholarshipRepository, query: TListScholarshipsQuery) {
  return scholarships.list({ ...query, isActive: true, search: parseSearchQuery(query.search) });
}

export function listAllScholarships(scholarships: ScholarshipRepository, query: TAdminListScholarshipsQuery) {
  return scholarships.list({ ...query, search: parseSearchQuery(query.search) });
}

export async function getScholarship(scholarships: ScholarshipRepository, id: string): Promise<TScholarship> {
  const scholarship = await scholarships.findById(id);
  if (!scholarship || !scholarship.isActive) throw new NotFound(SCHOLARSHIP_NOT_FOUND);
  return scholarship;
}
