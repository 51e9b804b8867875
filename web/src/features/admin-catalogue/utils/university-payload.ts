/**
 * The university form's values and the request body they become, with no React in between: the
 * form starts from `universityToForm(stored)` and saves `universityPayload(values, stored)`
 * (after the contract parses it). Everything the form does not edit travels through unchanged —
 * a faculty's key, field and campus, an unknown fee left null, the thumbnail, the source URLs —
 * so an unchanged save leaves the stored record as it was.
 */
import type { TEditedFigureSource, TFaculty, TUniversity } from '@dalil/contracts/catalogue/university';

/** The year, source name and source URL typed beside a fee or a rank. */
export interface FigureSourceForm {
  year: string;
  sourceName: string;
  sourceUrl: string;
}
const sourceToForm = (s: TEditedFigureSource | null | undefined): FigureSourceForm => ({ year: s?.year ?? '', sourceName: s?.sourceName ?? '', sourceUrl: s?.sourceUrl ?? '' });
export const emptyFigureSource = (): FigureSourceForm => sourceToForm(null);

interface FacultyForm {
  name: string;
  nameArabic: string;
  description: string;
  descriptionArabic: string;
  tuitionPerSemester: { amount: string; currency: string };
  tuitionSource: FigureSourceForm;
  duration: string;
  durationArabic: string;
  requirements: string;
  requirementsArabic: string;
  availableDegrees: string;
  availableDegreesArabic: string;
  /** Kept from the stored record (not edited here) so an edit does not drop where facts came from. */
  sourceUrl: string;
  /** Kept from the stored faculty (not edited): cut-offs refer to the key; field and campus stay. Null for a new faculty. */
  kept: { key: string; field: string; campus: string | null; noFee: boolean } | null;
}

export interface UniversityForm {
  name: string;
  nameArabic: string;
  type: string;
  location: { city: string; cityArabic: string; governorate: string; governorateArabic: string };
  rating: string;
  rank: { local: string; global: string };
  rankSources: { local: FigureSourceForm; global: FigureSourceForm };
  establishedYear: string;
  studentCount: string;
  tuitionRange: { min: string; max: string; currency: string };
  tuitionSource: FigureSourceForm;
  faculties: FacultyForm[];
  photos: { gallery: string };
  website: string;
  applicationLink: string;
  description: string;
  descriptionArabic: string;
}

export const toText = (value: string | number | null | undefined) => (value == null ? '' : String(value));
export const toLines = (items: string[] | null | undefined) => (items ?? []).join('\n');
export const toCommaList = (items: string[] | null | undefined) => (items ?? []).join(', ');

function facultyToForm(f: TFaculty): FacultyForm {
  return {
    name: f.name,
    nameArabic: f.nameArabic ?? '',
    description: f.description ?? '',
    descriptionArabic: f.descriptionArabic ?? '',
    tuitionPerSemester: { amount: toText(f.tuitionPerSemester?.amount), currency: f.tuitionPerSemester?.currency ?? 'EGP' },
    tuitionSource: sourceToForm(f.tuitionSource),
    duration: f.duration ?? '',
    durationArabic: f.durationArabic ?? '',
    requirements: toLines(f.requirements),
    requirementsArabic: toLines(f.requirementsArabic),
    availableDegrees: toCommaList(f.availableDegrees),
    availableDegreesArabic: toCommaList(f.availableDegreesArabic),
    sourceUrl: f.sourceUrl ?? '',
    kept: { key: f.key, field: f.field, campus: f.campus, noFee: f.tuitionPerSemester === null },
  };
}

export function universityToForm(u?: TUniversity): UniversityForm {
  return {
    name: u?.name ?? '',
    nameArabic: u?.nameArabic ?? '',
    type: u?.type ?? 'public',
    location: {
      city: u?.location.city ?? '',
      cityArabic: u?.location.cityArabic ?? '',
      governorate: u?.location.governorate ?? '',
      governorateArabic: u?.location.governorateArabic ?? '',
    },
    rating: toText(u?.rating),
    rank: { local: toText(u?.rank.local), global: toText(u?.rank.global) },
    rankSources: { local: sourceToForm(u?.rankSources.local), global: sourceToForm(u?.rankSources.global) },
    establishedYear: toText(u?.establishedYear),
    studentCount: toText(u?.studentCount),
    tuitionRange: { min: toText(u?.tuitionRange.min), max: toText(u?.tuitionRange.max), currency: u?.tuitionRange.currency ?? 'EGP' },
    tuitionSource: sourceToForm(u?.tuitionSource),
    faculties: (u?.faculties ?? []).map(facultyToForm),
    photos: { gallery: toLines(u?.photos.gallery) },
    website: u?.website ?? '',
    applicationLink: u?.applicationLink ?? '',
    description: u?.description ?? '',
    descriptionArabic: u?.descriptionArabic ?? '',
  };
}

/** Blank inputs mean "not given": the contracts read null as absent, but '' as a bad value. */
export function blanksToNull(value: unknown): unknown {
  if (value === '') return null;
  if (Array.isArray(value)) return value.map(blanksToNull);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blanksToNull(v)]));
  return value;
}

type FacultyValues = Record<string, unknown> & { kept?: FacultyForm['kept']; tuitionPerSemester?: { amount?: unknown } | null };

/** A faculty's body: the edited fields, and what the form keeps (key, field, campus; a fee it never had stays null). */
function facultyBody({ kept, ...faculty }: FacultyValues) {
  const noFee = kept?.noFee && (faculty.tuitionPerSemester?.amount ?? null) === null;
  return {
    ...faculty,
    ...(noFee ? { tuitionPerSemester: null } : {}),
    key: kept?.key ?? null,
    field: kept?.field ?? null,
    campus: kept?.campus ?? null,
  };
}

/**
 * The request body the form's values (blanks already null) make, before the contract parses it.
 * The thumbnail is the first photo, unless the gallery is the stored one (then the stored
 * thumbnail stays); the source URLs are the stored ones. A blank rank or fee stays blank: a
 * figure is a fact from a source, never a default.
 */
export function universityBody(values: Record<string, unknown>, stored?: TUniversity) {
  const v = values as { photos?: { gallery?: unknown }; faculties?: unknown };
  const gallery = typeof v.photos?.gallery === 'string' ? v.photos.gallery.split(/\r?\n/).map((s) => s.trim()).filter(Boolean) : [];
  const sameGallery = stored !== undefined && gallery.join('\n') === stored.photos.gallery.join('\n');
  return {
    ...values,
    faculties: Array.isArray(v.faculties) ? (v.faculties as FacultyValues[]).map(facultyBody) : v.faculties,
    photos: { gallery, thumbnail: sameGallery ? stored.photos.thumbnail : (gallery[0] ?? null) },
    ...(stored ? { sourceUrls: stored.sourceUrls } : {}),
  };
}

/** The form's values as the body it saves (before the contract's parse): what the resolver sends. */
export const universityPayload = (form: UniversityForm, stored?: TUniversity) => universityBody(blanksToNull(form) as Record<string, unknown>, stored);
