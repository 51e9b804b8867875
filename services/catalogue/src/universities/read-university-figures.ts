/** A university's page figures: fees matched to its faculties, the derived fee range, rankings, facts and links. */
import type { TUniversityFigures } from '@dalil/contracts/catalogue/university-figures';
import type { TFigureSource } from '@dalil/contracts/common/source';
import { NotFound } from '@dalil/service-kit/errors';
import type { Queryable } from '@dalil/service-kit/database';
import { arabicOf, completeFaculty, type StoredFaculty } from '../common/index.ts';
import { UNIVERSITY_NOT_FOUND } from './manage-universities.ts';
import { createUniversityFiguresRepository } from './university-figures-repository.ts';
import { derivedFeeRange, feeAppliesTo, feeSourceOf, newestFirst } from './university-fees.ts';

/** A figure's publisher and pages as stored, the year it is for; the figures files have no confidence column. */
export const sourceOf = (row: { sourceName: string | null; sourceUrls: string[] }, year: string | number | null): TFigureSource => ({
  sourceName: row.sourceName,
  sourceUrls: row.sourceUrls,
  year,
  confidence: null,
  confidenceNote: null,
});

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
  };
}
