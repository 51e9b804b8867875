/** The figures each university's card shows: the same fee range, student count and rank in Egypt its page headlines. */
import { headlineNationalRank, headlineStudents, type TUniversityHeadline } from '@dalil/contracts/catalogue/university-figures';
import type { Queryable } from '@dalil/service-kit/database';
import { createUniversityFiguresRepository } from './university-figures-repository.ts';
import { derivedFeeRange } from './university-fees.ts';
import { sourceOf } from './figure-sources.ts';

export async function listUniversityHeadlines(db: Queryable): Promise<TUniversityHeadline[]> {
  const figures = createUniversityFiguresRepository(db);
  const [fees, { rankings, facts }] = await Promise.all([figures.allFees(), figures.allRankingsAndFacts()]);
  const ids = new Set([...fees.keys(), ...rankings.keys(), ...facts.keys()]);
  return [...ids]
    .map((universityId) => ({
      universityId,
      feeRange: derivedFeeRange(fees.get(universityId) ?? []),
      students: headlineStudents((facts.get(universityId) ?? []).map((f) => ({ ...f, ...sourceOf(f, f.asOfYear) }))) ?? null,
      rank: headlineNationalRank((rankings.get(universityId) ?? []).map((r) => ({ ...r, ...sourceOf(r, r.edition) }))) ?? null,
    }))
    .filter((h) => h.feeRange || h.students || h.rank);
}
