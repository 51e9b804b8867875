/** Public university reads: the filtered, searched page and one university. */
import type { TListUniversitiesQuery, TUniversity } from '@dalil/contracts/catalogue/university';
import { NotFound } from '@dalil/service-kit/errors';
import { parseSearchQuery } from '../search/index.ts';
import type { UniversityRepository } from './university-repository.ts';
import { UNIVERSITY_NOT_FOUND } from './manage-universities.ts';

export async function listUniversities(universities: UniversityRepository, query: TListUniversitiesQuery) {
  return universities.list({ ...query, search: parseSearchQuery(query.search) });
}

export async function getUniversity(universities: UniversityRepository, id: string): Promise<TUniversity> {
  const university = await universities.findById(id);
  if (!university) throw new NotFound(UNIVERSITY_NOT_FOUND);
  return university;
}
