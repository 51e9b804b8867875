/** Picking from a university's figures what each place on its page shows. */
import {
  newestFact as newestFactOf,
  type TRankingSystem,
  type TUniversityFact,
  type TUniversityFee,
  type TUniversityFigures,
  type TUniversityRanking,
} from '@dalil/contracts/catalogue/university-figures';

/** The fees that name this faculty (or all faculties): Egyptian students' fees first. */
export function feesOfFaculty(fees: readonly TUniversityFee[], facultyKey: string): TUniversityFee[] {
  return fees.filter((f) => f.facultyKeys.includes(facultyKey)).sort((a, b) => Number(a.students !== 'egyptian') - Number(b.students !== 'egyptian'));
}

/** Each ranking's editions, newest first, in the order QS, THE, U.S. News. */
export function rankingsBySystem(rankings: readonly TUniversityRanking[]): Array<{ ranking: TRankingSystem; editions: TUniversityRanking[] }> {
  const order: TRankingSystem[] = ['qs', 'the', 'usnews'];
  return order
    .map((ranking) => ({ ranking, editions: rankings.filter((r) => r.ranking === ranking).sort((a, b) => b.edition.localeCompare(a.edition)) }))
    .filter((group) => group.editions.length > 0);
}

/** The newest fact of a kind, once the figures are loaded. */
export function newestFact(figures: TUniversityFigures | undefined, kind: TUniversityFact['kind']): TUniversityFact | undefined {
  return figures ? newestFactOf(figures.facts, kind) : undefined;
}
