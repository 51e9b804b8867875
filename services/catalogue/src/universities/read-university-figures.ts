/** A university's page figures: fees matched to its faculties, the derived fee range, rankings, facts and links. */
import type { TUniversityFigures } from '@dalil/contracts/catalogue/university-figures';
import { NotFound } from '@dalil/service-kit/errors';
import type { Queryable } from '@dalil/service-kit/database';
import { completeFaculty, type StoredFaculty } from '../common/index.ts';
import { UNIVERSITY_NOT_FOUND } from './manage-universities.ts';
import { createUniversityFiguresRepository } from './university-figures-repository.ts';
import { derivedFeeRange, feeAppliesTo, newestFirst } from './university-fees.ts';

export async function getUniversityFigures(db: Queryable, universityId: string): Promise<TUniversityFigures> {
  const { rows } = await db.query<{ faculties: StoredFaculty[] }>({ name: 'university-faculties', text: 'select faculties from universities where id = $1', values: [universityId] });
  if (!rows[0]) throw new NotFound(UNIVERSITY_NOT_FOUND);
  const faculties = rows[0].faculties.map(completeFaculty);
  const figures = createUniversityFiguresRepository(db);
  const [fees, rankings, facts, links] = await Promise.all([
    figures.feesOf(universityId),
    figures.rankingsOf(universityId),
    figures.factsOf(universityId),
    figures.linksOf(universityId),
  ]);
  return {
    universityId,
    fees: fees
      .map((fee) => ({ ...fee, facultyKeys: faculties.filter((f) => feeAppliesTo(fee, f)).map((f) => f.key) }))
      .sort((a, b) => newestFirst(a, b) || a.programName.localeCompare(b.programName)),
    feeRange: derivedFeeRange(fees),
    rankings,
    facts,
    links: links ?? null,
  };
}
