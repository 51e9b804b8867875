import { normalizeSearchText } from '@dalil/contracts/common/text';
import type { TCareerField, TListCareersQuery } from '@dalil/contracts/careers/career-field';
import type { CareerFieldRepository } from './career-field-repository.ts';

/**
 * Six to a few dozen fields: filtered in memory with the same Arabic folding as every other
 * search (أ/ا, ة/ه, ى/ي, digits), on the name in both languages.
 */
export async function listCareers(repository: CareerFieldRepository, query: TListCareersQuery): Promise<TCareerField[]> {
  const needle = normalizeSearchText(query.search ?? '');
  return (await repository.listAll()).filter(
    (career) =>
      (query.demand === 'all' || career.demandLevel === query.demand) &&
      (!needle || normalizeSearchText(`${career.name} ${career.nameArabic}`).includes(needle)),
  );
}
