import { describe, expect, it } from 'vitest';
import type { TUniversity } from '@dalil/contracts/catalogue/university';
import { filterUniversities } from './filter-universities.ts';

const university = (over: Partial<TUniversity> & { city?: string; governorate?: string | null }): TUniversity =>
  ({
    id: over.name,
    name: 'X',
    nameArabic: null,
    type: 'public',
    location: { city: over.city ?? null, cityArabic: null, governorate: over.governorate ?? null, governorateArabic: null },
    establishedYear: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...over,
  }) as TUniversity;

const list = [
  university({ name: 'Cairo University', nameArabic: 'جامعة القاهرة', governorate: 'Giza', establishedYear: 1908, createdAt: '2026-01-02T00:00:00Z' }),
  university({ name: 'Ain Shams University', nameArabic: 'جامعة عين شمس', governorate: 'Cairo', establishedYear: 1950, createdAt: '2026-01-03T00:00:00Z' }),
  university({ name: 'Nile University', nameArabic: 'جامعة النيل', type: 'private', governorate: 'Giza', createdAt: '2026-01-01T00:00:00Z' }),
];
const all = { search: '', type: '', governorate: '', sort: 'name' as const };
const names = (found: TUniversity[]) => found.map((u) => u.name);

describe('the universities management list', () => {
  it('when nothing is asked, then every university shows by name', () => {
    expect(names(filterUniversities(list, all, 'en'))).toEqual(['Ain Shams University', 'Cairo University', 'Nile University']);
  });

  it('when the search is Arabic with another alef form, then the university matches', () => {
    expect(names(filterUniversities(list, { ...all, search: 'القاهره' }, 'ar'))).toEqual(['Cairo University']);
  });

  it('when a type and a governorate are chosen, then only universities with both show', () => {
    expect(names(filterUniversities(list, { ...all, type: 'public', governorate: 'Giza' }, 'en'))).toEqual(['Cairo University']);
  });

  it('when sorted by foundation, then the oldest comes first and unknown years last', () => {
    expect(names(filterUniversities(list, { ...all, sort: 'established' }, 'en'))).toEqual(['Cairo University', 'Ain Shams University', 'Nile University']);
  });

  it('when sorted by newest, then the last added comes first', () => {
    expect(names(filterUniversities(list, { ...all, sort: 'newest' }, 'en'))).toEqual(['Ain Shams University', 'Cairo University', 'Nile University']);
  });
});
