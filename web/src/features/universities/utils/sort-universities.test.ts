import type { TUniversity } from '@dalil/contracts/catalogue/university';
import type { TUniversityHeadline } from '@dalil/contracts/catalogue/university-figures';
import { describe, expect, it } from 'vitest';
import { sortUniversities } from './sort-universities.ts';

const u = (id: string, name: string, establishedYear: number | null) => ({ id, name, nameArabic: null, establishedYear }) as unknown as TUniversity;
const source = { sourceName: 'Publisher', sourceUrls: [], year: 2025, confidence: null, confidenceNote: null };
const headline = (id: string, fee: number | null, rank: string | null) =>
  ({
    universityId: id,
    students: null,
    feeRange: fee === null ? null : { min: fee, max: fee + 1000, currency: 'EGP', academicYear: '2025/2026', sourceUrl: null, derivedFrom: 3, ...source },
    rank: rank === null ? null : { ranking: 'qs', edition: '2026', worldRank: '500', nationalRank: rank, ...source },
  }) as TUniversityHeadline;

const list = [u('c', 'Cairo', 1908), u('a', 'Ain Shams', 1950), u('z', 'Zagazig', null), u('b', 'Benha', 2005)];
const headlines = new Map([
  ['c', headline('c', 30_000, '1')],
  ['a', headline('a', 20_000, '2-4')],
  ['b', headline('b', null, '12')],
]);
const withDollars = new Map([...headlines, ['z', { ...headline('z', 5_000, null), feeRange: { ...headline('z', 5_000, null).feeRange!, currency: 'USD' } }]]);
const names = (sorted: TUniversity[]) => sorted.map((x) => x.name);
const sort = (by: Parameters<typeof sortUniversities>[1]) => names(sortUniversities(list, by, headlines, (x) => x.name, 'en'));

describe('sorting universities', () => {
  it('when sorted by name, then alphabetically', () => expect(sort('name')).toEqual(['Ain Shams', 'Benha', 'Cairo', 'Zagazig']));
  it('when sorted by founding year, then the oldest first and the unknown last', () => expect(sort('founded')).toEqual(['Cairo', 'Ain Shams', 'Benha', 'Zagazig']));
  it('when sorted by rank, then the best rank in Egypt first (a band by its best place), the unranked last', () => expect(sort('rank')).toEqual(['Cairo', 'Ain Shams', 'Benha', 'Zagazig']));
  it('when a fee is in dollars, then it comes after the fees in pounds, never compared with them', () =>
    expect(names(sortUniversities(list, 'fee', withDollars, (x) => x.name, 'en'))).toEqual(['Ain Shams', 'Cairo', 'Zagazig', 'Benha']));
  it('when sorted by fee, then the lowest published fee first and those with none last, by name', () => expect(sort('fee')).toEqual(['Ain Shams', 'Cairo', 'Benha', 'Zagazig']));
  it('when an administrator entered a fee range with its source, then it is ordered with the published fees; without a source it is not', () => {
    const entered = (id: string, name: string, tuitionSource: object | null) => ({ ...u(id, name, null), tuitionRange: { min: 25_000, max: null, currency: 'EGP' }, tuitionSource }) as unknown as TUniversity;
    const withEntered = [...list, entered('s', 'Sourced', { year: '2025/26', sourceName: 'Decree', sourceUrl: 'https://example.org' }), entered('n', 'Unsourced', null)];
    expect(names(sortUniversities(withEntered, 'fee', headlines, (x) => x.name, 'en'))).toEqual(['Ain Shams', 'Sourced', 'Cairo', 'Benha', 'Unsourced', 'Zagazig']);
  });
});
