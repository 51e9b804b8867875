/** A university's page figures: fees matched to its faculties, the derived fee range, rankings, facts and links. */
import type { TUniversityFigures } from '@dalil/contracts/catalogue/university-figures';
import type { TUniversityType } from '@dalil/contracts/catalogue/university';
import { NotFound } from '@dalil/service-kit/errors';
import type { Queryable } from '@dalil/service-kit/database';
import { arabicOf, completeFaculty, type StoredFaculty } from '../common/index.ts';
import { UNIVERSITY_NOT_FOUND } from './manage-universities.ts';
import { createUniversityFiguresRepository } from './university-figures-repository.ts';
import { derivedFeeRange, feeAppliesTo, feeSourceOf, newestFirst } from './university-fees.ts';
import { admissionOf } from './university-admission.ts';
import { sourceOf } from './figure-sources.ts';

export async function getUniversityFigures(db: Queryable, universityId: string): Promise<TUniversityFigures> {
  const { rows } = await db.query<{ name: string; type: TUniversityType; faculties: StoredFaculty[] }>({
    name: 'university-for-figures',
    text: 'select name, type, faculties from universities where id = $1',
    values: [universityId],
  });
  const university = rows[0];
  if (!university) throw new NotFound(UNIVERSITY_NOT_FOUND);
  const faculties = university.faculties.map(completeFaculty);
  const figures = createUniversityFiguresRepository(db);
  const [fees, rankings, facts, links, admission] = await Promise.all([
    figures.feesOf(universityId),
    figures.rankingsOf(universityId),
    figures.factsOf(universityId),
    figures.linksOf(universityId),
    admissionOf(db, { id: universityId, name: university.name, type: university.type }),
  ]);
  return {
    universityId,
    fees: fees
      .map(({ sourceUrl, ...fee }) => ({
        ...fee,
        ...feeSourceOf(fee),
        notesArabic: arabicOf(fee.notes),
        facultyKeys: faculties.filter((f) => feeAppliesTo(fee, f)).map((f) => f.key),
      }))
      .sort((a, b) => newestFirst(a, b) || a.programName.localeCompare(b.programName)),
    feeRange: derivedFeeRange(fees),
    rankings: rankings.map((ranking) => ({ ...ranking, ...sourceOf(ranking, ranking.edition) })),
    facts: facts.map((fact) => ({ ...fact, ...sourceOf(fact, fact.asOfYear) })),
    links: links ? { ...links, ...sourceOf(links, links.asOfYear) } : null,
    admission,
  };
}
