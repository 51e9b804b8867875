/**
 * Faculties as every feature reads them (universities, guidance, results, bulk import).
 * A faculty as stored may predate its key, field or campus (written before guidance data):
 * they are derived from its name on the way in and out, so every faculty has them.
 */
import type { TFaculty } from '@dalil/contracts/catalogue/university';
import { classifyFaculty, facultyKey } from '@dalil/contracts/guidance/faculty-fields';

export type StoredFaculty = Omit<TFaculty, 'key' | 'field' | 'campus' | 'tuitionSource'> & Partial<Pick<TFaculty, 'key' | 'field' | 'campus' | 'tuitionSource'>>;

export function completeFaculty(faculty: StoredFaculty): TFaculty {
  const campus = faculty.campus ?? null;
  return {
    ...faculty,
    campus,
    key: faculty.key ?? facultyKey(faculty.name, campus),
    field: faculty.field ?? classifyFaculty(faculty.name),
    // Only an administrator's edit records a fee's year and source (seeded fees live in university_fees).
    tuitionSource: faculty.tuitionSource ?? null,
  };
}

/** The descriptive fields a faculty known only by name (from a cut-off table or a data file) has: none yet. */
const UNDESCRIBED = {
  description: null,
  descriptionArabic: null,
  tuitionPerSemester: null,
  duration: null,
  durationArabic: null,
  requirements: [],
  requirementsArabic: [],
  availableDegrees: [],
  availableDegreesArabic: [],
} satisfies Partial<TFaculty>;

/** A faculty known by its name and source only; an administrator describes it later. */
export function namedFaculty(faculty: Pick<StoredFaculty, 'name' | 'nameArabic' | 'sourceUrl'> & Partial<Pick<TFaculty, 'key' | 'field' | 'campus'>>): TFaculty {
  return completeFaculty({ ...UNDESCRIBED, ...faculty });
}

/** "Faculty of Engineering at Shubra" and "Engineering at Shoubra" are one name. */
export function facultyNameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\(.*?\)/g, ' ')
    .replace(/\bshubra\b/g, 'shoubra')
    .replace(/\b(faculty|college) of\b|\bthe\b/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
