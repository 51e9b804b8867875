import type { TUniversity } from '@dalil/contracts/catalogue/university';

/** The university's photos, gallery first, the thumbnail included once. */
export function photosOf(university: Pick<TUniversity, 'photos'>): string[] {
  const { thumbnail, gallery } = university.photos;
  const all = thumbnail && !gallery.includes(thumbnail) ? [thumbnail, ...gallery] : gallery;
  return all.filter(Boolean);
}
