import { Conflict, NotFound } from '@dalil/service-kit/errors';
import type { TCutoff, TCutoffInput, TListCutoffsQuery } from '@dalil/contracts/results/cutoff';
import type { CutoffRecord, CutoffsRepository } from './cutoffs-repository.ts';
import type { ResultsCache } from './results-cache.ts';

/** Cut-off administration; every change drops the suggestions' cut-off cache. */
export function createCutoffAdministration(deps: { cutoffs: CutoffsRepository; cache: ResultsCache }) {
  const withLink = async (record: CutoffRecord): Promise<TCutoff> => {
    const universities = await deps.cache.universities();
    const match = record.allPublicUniversities ? undefined : (universities.find(record.universityName) ?? universities.find(record.universityNameArabic));
    return { ...record, universityId: match?.id ?? null };
  };
  const unique = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new Conflict('A cut-off for this year, stream, university and faculty already exists');
      throw error;
    }
  };
  return {
    async list(query: TListCutoffsQuery) {
      const { items, total } = await deps.cutoffs.list(query);
      return { items: await Promise.all(items.map(withLink)), total };
    },
    async create(input: TCutoffInput): Promise<TCutoff> {
      const record = await unique(() => deps.cutoffs.create(input));
      deps.cache.dropCutoffs();
      return withLink(record);
    },
    async update(id: string, input: TCutoffInput): Promise<TCutoff> {
      const record = await unique(() => deps.cutoffs.update(id, input));
      if (!record) throw new NotFound('Cut-off not found');
      deps.cache.dropCutoffs();
      return withLink(record);
    },
    async remove(id: string): Promise<void> {
      if (!(await deps.cutoffs.remove(id))) throw new NotFound('Cut-off not found');
      deps.cache.dropCutoffs();
    },
  };
}
