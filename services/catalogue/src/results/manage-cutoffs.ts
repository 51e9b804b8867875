import type pg from 'pg';
import { Conflict, NotFound, errorCode } from '@dalil/service-kit/errors';
import type { TCutoff, TCutoffInput, TListCutoffsQuery } from '@dalil/contracts/results/cutoff';
import { createCutoffsRepository, type CutoffWrite } from './cutoffs-repository.ts';
import { classifyCutoffRow } from './import-cutoffs.ts';
import { deletedCutoffKey } from './seed-cutoffs.ts';
import { createSeedKeysRepository, inTransaction } from '../common/index.ts';
import { linkCutoffs } from './link-cutoffs.ts';

/** What holds cut-offs in memory (guidance's cache): told after every write. It lives above this layer. */
export interface CutoffsCache {
  dropCutoffs(): void;
}

/** What an administrator's row states, completed as an import would (kind, streams, system). */
function toWrite(input: TCutoffInput): CutoffWrite {
  const derived = classifyCutoffRow({
    universityName: input.universityName,
    universityNameArabic: input.universityNameArabic ?? null,
    facultyName: input.facultyName,
    facultyNameArabic: input.facultyNameArabic,
    stream: input.stream ?? null,
    maxScoreOfYear: input.maxScoreOfYear ?? null,
    kind: input.kind,
  });
  return { ...input, ...derived, system: input.system ?? derived.system, allPublicUniversities: derived.kind !== 'faculty' };
}

/**
 * Cut-off administration: every write is marked as the administrator's (a re-seed leaves it),
 * linked to the catalogue, and drops the guidance cache; a deleted row stays deleted.
 */
export function createCutoffAdministration(deps: { pool: pg.Pool; cache: CutoffsCache }) {
  const unique = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (errorCode(error) === '23505') throw new Conflict('A cut-off for this year, stream, university and faculty already exists');
      throw error;
    }
  };
  const written = async (write: (cutoffs: ReturnType<typeof createCutoffsRepository>) => Promise<TCutoff | undefined>): Promise<TCutoff> => {
    const record = await unique(() =>
      inTransaction(deps.pool, async (client) => {
        const cutoffs = createCutoffsRepository(client);
        const saved = await write(cutoffs);
        if (!saved) return undefined;
        await linkCutoffs(client);
        return cutoffs.find(saved.id);
      }),
    );
    if (!record) throw new NotFound('Cut-off not found');
    deps.cache.dropCutoffs();
    return record;
  };
  return {
    list: (query: TListCutoffsQuery) => createCutoffsRepository(deps.pool).list(query),
    create: (input: TCutoffInput) => written((cutoffs) => cutoffs.create(toWrite(input))),
    update: (id: string, input: TCutoffInput) => written((cutoffs) => cutoffs.update(id, toWrite(input))),
    async remove(id: string): Promise<void> {
      await inTransaction(deps.pool, async (client) => {
        const cutoffs = createCutoffsRepository(client);
        const record = await cutoffs.find(id);
        if (!record || !(await cutoffs.remove(id))) throw new NotFound('Cut-off not found');
        await createSeedKeysRepository(client).add([deletedCutoffKey(record)]);
      });
      deps.cache.dropCutoffs();
    },
  };
}
