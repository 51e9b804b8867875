import { describe, expect, it } from 'vitest';
import { headlineNationalRank, type TUniversityFee, type TUniversityRanking } from '@dalil/contracts/catalogue/university-figures';
import { feesOfFaculty, rankingsBySystem } from './figures.ts';

const fee = (overrides: Partial<TUniversityFee>): TUniversityFee => ({
  id: 'f',
  programName: 'Faculty of Medicine',
  programNameArabic: null,
  academicYear: '2024/2025',
  students: 'egyptian',
  basis: 'annual',
  min: 1,
  max: 1,
  currency: 'EGP',
  appliesToAllFaculties: false,
  facultyKeys: ['faculty-of-medicine'],
  notes: null,
  notesArabic: null,
  sourceName: 'Example publisher',
  sourceUrls: ['https://example.org'],
  year: '2024/2025',
  confidence: null,
  confidenceNote: null,
  ...overrides,
});

const ranking = (r: Partial<TUniversityRanking>): TUniversityRanking => ({
  ranking: 'qs',
  edition: '2026',
  worldRank: '347',
  nationalRank: '1',
  sourceName: 'Example publisher',
  sourceUrls: [],
  year: '2026',
  confidence: null,
  confidenceNote: null,
  ...r,
});

describe('university figures on the page', () => {
  it("when a faculty has a non-Egyptian and an Egyptian fee, then the Egyptian one comes first and other faculties' fees are left out", () => {
    const fees = [fee({ id: 'wafid', students: 'non-egyptian' }), fee({ id: 'egyptian' }), fee({ id: 'other', facultyKeys: ['faculty-of-law'] })];
    expect(feesOfFaculty(fees, 'faculty-of-medicine').map((f) => f.id)).toEqual(['egyptian', 'wafid']);
  });

  it('when rankings of several editions are given, then each ranking lists its newest edition first, in the order QS, THE, U.S. News', () => {
    const groups = rankingsBySystem([
      ranking({ ranking: 'usnews', edition: '2024-2025' }),
      ranking({ ranking: 'usnews', edition: '2025-2026' }),
      ranking({ edition: '2025' }),
      ranking({ edition: '2026' }),
    ]);
    expect(groups.map((g) => [g.ranking, g.editions.map((e) => e.edition)])).toEqual([
      ['qs', ['2026', '2025']],
      ['usnews', ['2025-2026', '2024-2025']],
    ]);
  });

  it("when the rank in Egypt is shown, then it comes from a named ranking's newest edition, and with no ranking there is none", () => {
    expect(headlineNationalRank([ranking({ ranking: 'the', edition: '2026', nationalRank: '4-9' }), ranking({ edition: '2025', nationalRank: '3' })])).toMatchObject({ ranking: 'qs', edition: '2025' });
    expect(headlineNationalRank([ranking({ edition: '2026', nationalRank: null }), ranking({ ranking: 'the', nationalRank: '4-9' })])).toMatchObject({ ranking: 'the' });
    expect(headlineNationalRank([])).toBeUndefined();
  });
});
