import type { TUniversity } from '@dalil/contracts/catalogue/university';
import { describe, expect, it } from 'vitest';
import { filterUniversities, governoratesOf } from './filter-universities.ts';

const university = (over: Partial<TUniversity> & Pick<TUniversity, 'id' | 'name'>): TUniversity => ({
  _id: over.id,
  nameArabic: null,
  description: null,
  descriptionArabic: null,
  type: 'public',
  location: { city: null, cityArabic: null, governorate: null, governorateArabic: null },
  rating: null,
  rank: { local: null, global: null },
  rankSources: { local: null, global: null },
  tuitionSource: null,
  establishedYear: null,
  studentCount: null,
  tuitionRange: { min: null, max: null, currency: 'EGP' },
  faculties: [],
  photos: { thumbnail: null, gallery: [] },
  website: null,
  applicationLink: null,
  sourceUrls: [],
  sourceName: null,
  year: null,
  confidence: null,
  confidenceNote: null,
  formerNames: [],
  images: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...over,
});

const cairo = university({
  id: '1',
  name: 'Cairo University',
  nameArabic: 'جامعة القاهرة',
  location: { city: 'Giza', cityArabic: 'الجيزة', governorate: 'Giza', governorateArabic: 'الجيزة' },
  faculties: [{ name: 'Faculty of Engineering', nameArabic: 'كلية الهندسة' } as TUniversity['faculties'][number]],
});
const auc = university({
  id: '2',
  name: 'The American University in Cairo',
  type: 'private',
  location: { city: 'New Cairo', cityArabic: 'القاهرة الجديدة', governorate: 'Cairo', governorateArabic: 'القاهرة' },
});

describe('universities filtered again on the client', () => {
  it('when a type is chosen, then only that type remains', () => {
    expect(filterUniversities([cairo, auc], { type: 'private' }).map((u) => u.id)).toEqual(['2']);
  });

  it('when a governorate is given in Arabic or English, then it matches either name', () => {
    expect(filterUniversities([cairo, auc], { governorate: 'الجيزه' }).map((u) => u.id)).toEqual(['1']);
    expect(filterUniversities([cairo, auc], { governorate: 'cairo' }).map((u) => u.id)).toEqual(['2']);
  });

  it('when text the server has not answered yet is typed, then faculty names count too', () => {
    expect(filterUniversities([cairo, auc], { pendingText: 'هندسه' }).map((u) => u.id)).toEqual(['1']);
  });

  it('when the governorate choices are built, then each governorate appears once with both names', () => {
    expect(governoratesOf([cairo, auc, cairo])).toEqual([
      { value: 'Giza', english: 'Giza', arabic: 'الجيزة' },
      { value: 'Cairo', english: 'Cairo', arabic: 'القاهرة' },
    ]);
  });
});
