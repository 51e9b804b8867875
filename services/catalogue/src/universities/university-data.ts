/** Admin request bodies (already parsed by the contracts) to stored university values. */
import type { TCreateUniversity, TFaculty, TUpdateUniversity, TUniversity } from '@dalil/contracts/catalogue/university';
import { universityDataOf, type UniversityData } from './university-repository.ts';
import { completeFaculty } from '../common/index.ts';

type FacultyInput = NonNullable<TCreateUniversity['faculties']>[number];

function toFaculty(input: FacultyInput): TFaculty {
  return completeFaculty({
    key: input.key ?? undefined,
    field: input.field ?? undefined,
    campus: input.campus,
    name: input.name,
    nameArabic: input.nameArabic,
    description: input.description,
    descriptionArabic: input.descriptionArabic,
    tuitionPerSemester: input.tuitionPerSemester ? { amount: input.tuitionPerSemester.amount ?? null, currency: input.tuitionPerSemester.currency } : null,
    duration: input.duration,
    durationArabic: input.durationArabic,
    requirements: input.requirements,
    requirementsArabic: input.requirementsArabic,
    availableDegrees: input.availableDegrees,
    availableDegreesArabic: input.availableDegreesArabic,
    sourceUrl: input.sourceUrl,
    tuitionSource: input.tuitionSource,
  });
}

/** The thumbnail is the one given, else the first gallery photo (as the admin form sets it). */
function photosOf(photos: TCreateUniversity['photos']): UniversityData['photos'] {
  const gallery = photos?.gallery ?? [];
  return { thumbnail: photos?.thumbnail ?? gallery[0] ?? null, gallery };
}

export function universityFromCreate(input: TCreateUniversity): UniversityData {
  return {
    name: input.name,
    nameArabic: input.nameArabic,
    description: input.description,
    descriptionArabic: input.descriptionArabic,
    type: input.type,
    location: {
      city: input.location?.city ?? null,
      cityArabic: input.location?.cityArabic ?? null,
      governorate: input.location?.governorate ?? null,
      governorateArabic: input.location?.governorateArabic ?? null,
    },
    rating: input.rating ?? null,
    rank: { local: input.rank?.local ?? null, global: input.rank?.global ?? null },
    rankSources: { local: input.rankSources?.local ?? null, global: input.rankSources?.global ?? null },
    establishedYear: input.establishedYear ?? null,
    studentCount: input.studentCount ?? null,
    tuitionRange: { min: input.tuitionRange?.min ?? null, max: input.tuitionRange?.max ?? null, currency: input.tuitionRange?.currency ?? 'EGP' },
    tuitionSource: input.tuitionSource ?? null,
    faculties: (input.faculties ?? []).map(toFaculty),
    photos: photosOf(input.photos),
    website: input.website,
    applicationLink: input.applicationLink,
    sourceUrls: input.sourceUrls ?? [],
    // An administrator's own record: no publisher to name.
    sourceName: null,
    formerNames: [],
  };
}

/** The stored values after a partial update: sent fields replace, nested objects merge. */
export function universityAfterUpdate(current: TUniversity, patch: TUpdateUniversity): UniversityData {
  const data = universityDataOf(current);
  const has = <K extends keyof TUpdateUniversity>(key: K) => Object.hasOwn(patch, key) && patch[key] !== undefined;
  return {
    ...data,
    ...(has('name') ? { name: patch.name! } : {}),
    ...(has('nameArabic') ? { nameArabic: patch.nameArabic! } : {}),
    ...(Object.hasOwn(patch, 'description') ? { description: patch.description ?? null } : {}),
    ...(Object.hasOwn(patch, 'descriptionArabic') ? { descriptionArabic: patch.descriptionArabic ?? null } : {}),
    ...(has('type') ? { type: patch.type! } : {}),
    location: { ...data.location, ...definedOnly(patch.location) },
    ...(Object.hasOwn(patch, 'rating') ? { rating: patch.rating ?? null } : {}),
    rank: { ...data.rank, ...definedOnly(patch.rank) },
    rankSources: { ...data.rankSources, ...definedOnly(patch.rankSources) },
    ...(Object.hasOwn(patch, 'establishedYear') ? { establishedYear: patch.establishedYear ?? null } : {}),
    ...(Object.hasOwn(patch, 'studentCount') ? { studentCount: patch.studentCount ?? null } : {}),
    tuitionRange: { ...data.tuitionRange, ...definedOnly(patch.tuitionRange) },
    ...(patch.tuitionSource !== undefined ? { tuitionSource: patch.tuitionSource } : {}),
    ...(has('faculties') ? { faculties: patch.faculties!.map(toFaculty) } : {}),
    ...(has('photos') ? { photos: photosOf(patch.photos) } : {}),
    ...(Object.hasOwn(patch, 'website') ? { website: patch.website ?? null } : {}),
    ...(Object.hasOwn(patch, 'applicationLink') ? { applicationLink: patch.applicationLink ?? null } : {}),
    ...(has('sourceUrls') ? { sourceUrls: patch.sourceUrls! } : {}),
  };
}

/** Keys the client sent (null clears a value; a missing key keeps it). */
function definedOnly<T extends object>(value: T | null | undefined): Partial<T> {
  if (!value) return {};
  // fromEntries returns a plain record; its keys are T's own, only the undefined ones dropped.
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
