/**
 * A university's and a faculty's CSV rows (the seed files' columns, plus optional extra columns for
 * values the seed files do not carry) validated and turned into partial records.
 */
import { z } from 'zod';
import { CURRENCIES, UNIVERSITY_TYPES, type TFaculty } from '@dalil/contracts/catalogue/university';
import { intBetween, numberField, requiredText, tenthsBetween } from '@dalil/contracts/catalogue/fields';
import { completeFaculty, namedFaculty, enumOf, figureYear, optional, text, url, urls, type DeepPartial, type StoredFaculty } from '../common/index.ts';
import type { UniversityData } from './university-repository.ts';

const year = () => optional(intBetween('established_year', 900).refine((y) => y <= new Date().getUTCFullYear(), { message: 'established_year cannot be in the future' }));

export const ZUniversityRow = z.object({
  name_en: requiredText('name_en', 300),
  name_ar: text('name_ar', 300),
  type: enumOf('type', UNIVERSITY_TYPES),
  governorate_en: text('governorate_en', 200),
  governorate_ar: text('governorate_ar', 200),
  city_en: text('city_en', 200),
  city_ar: text('city_ar', 200),
  established_year: year(),
  website: url('website'),
  description_en: text('description_en'),
  description_ar: text('description_ar'),
  source_url: urls('source_url'),
  rating: optional(tenthsBetween('rating', 0, 5)),
  rank_local: optional(intBetween('rank_local', 1)),
  rank_global: optional(intBetween('rank_global', 1)),
  student_count: optional(intBetween('student_count', 0)),
  tuition_min: optional(numberField('tuition_min').pipe(z.number().min(0, { message: 'tuition_min must be at least 0' }))),
  tuition_max: optional(numberField('tuition_max').pipe(z.number().min(0, { message: 'tuition_max must be at least 0' }))),
  tuition_currency: optional(enumOf('tuition_currency', CURRENCIES).transform((c) => c.toUpperCase())),
  application_link: url('application_link'),
  thumbnail: url('thumbnail'),
  gallery: urls('gallery'),
  // A rank is shown with its year and publisher, so a row that gives one says where it comes from.
  rank_local_year: figureYear('rank_local_year'),
  rank_local_source_name: text('rank_local_source_name', 200),
  rank_local_source_url: url('rank_local_source_url'),
  rank_global_year: figureYear('rank_global_year'),
  rank_global_source_name: text('rank_global_source_name', 200),
  rank_global_source_url: url('rank_global_source_url'),
  tuition_year: figureYear('tuition_year'),
  tuition_source_name: text('tuition_source_name', 200),
  tuition_source_url: url('tuition_source_url'),
}).superRefine((row, ctx) => {
  if (row.tuition_min !== undefined || row.tuition_max !== undefined) {
    const columns = ['tuition_year', 'tuition_source_name', 'tuition_source_url'] as const;
    const blank = columns.filter((column) => row[column] === undefined);
    if (blank.length) ctx.addIssue({ code: 'custom', path: [blank[0]!], message: `Fee range: academic year, source name and source URL are required (${columns.join(', ')})` });
  }
  for (const which of ['local', 'global'] as const) {
    if (row[`rank_${which}`] === undefined) continue;
    const columns = [`rank_${which}_year`, `rank_${which}_source_name`, `rank_${which}_source_url`] as const;
    const blank = columns.filter((column) => row[column] === undefined);
    if (blank.length) ctx.addIssue({ code: 'custom', path: [blank[0]!], message: `${which === 'local' ? 'Local' : 'Global'} rank: year, source name and source URL are required (${columns.join(', ')})` });
  }
});

/** A rank's source from its three columns; none when the row gives no rank. */
function rankSource(row: z.infer<typeof ZUniversityRow>, which: 'local' | 'global') {
  if (row[`rank_${which}`] === undefined) return undefined;
  return { year: row[`rank_${which}_year`] ?? null, sourceName: row[`rank_${which}_source_name`] ?? null, sourceUrl: row[`rank_${which}_source_url`] ?? null };
}

export function universityPatch(row: z.infer<typeof ZUniversityRow>): DeepPartial<UniversityData> & { name: string; type: UniversityData['type'] } {
  return {
    name: row.name_en,
    nameArabic: row.name_ar,
    type: row.type,
    description: row.description_en,
    descriptionArabic: row.description_ar,
    location: { city: row.city_en, cityArabic: row.city_ar, governorate: row.governorate_en, governorateArabic: row.governorate_ar },
    rating: row.rating,
    rank: { local: row.rank_local, global: row.rank_global },
    rankSources: { local: rankSource(row, 'local'), global: rankSource(row, 'global') },
    establishedYear: row.established_year,
    studentCount: row.student_count,
    tuitionRange: { min: row.tuition_min, max: row.tuition_max, currency: row.tuition_currency },
    tuitionSource: row.tuition_min !== undefined || row.tuition_max !== undefined ? { year: row.tuition_year ?? null, sourceName: row.tuition_source_name ?? null, sourceUrl: row.tuition_source_url ?? null } : undefined,
    photos: { thumbnail: row.thumbnail ?? row.gallery[0], gallery: row.gallery.length ? row.gallery : undefined },
    website: row.website,
    applicationLink: row.application_link,
    sourceUrls: row.source_url.length ? row.source_url : undefined,
  };
}

/** A partial source made whole: what it does not give is unknown (null). */
function wholeSource(source: DeepPartial<UniversityData['tuitionSource']> | undefined): UniversityData['tuitionSource'] {
  return source ? { year: source.year ?? null, sourceName: source.sourceName ?? null, sourceUrl: source.sourceUrl ?? null } : null;
}

/** A new university from its first row: what the row does not give is unknown (null). */
export function newUniversity(patch: DeepPartial<UniversityData> & { name: string; type: UniversityData['type'] }): UniversityData {
  return {
    name: patch.name,
    nameArabic: patch.nameArabic ?? null,
    description: patch.description ?? null,
    descriptionArabic: patch.descriptionArabic ?? null,
    type: patch.type,
    location: {
      city: patch.location?.city ?? null,
      cityArabic: patch.location?.cityArabic ?? null,
      governorate: patch.location?.governorate ?? null,
      governorateArabic: patch.location?.governorateArabic ?? null,
    },
    rating: patch.rating ?? null,
    rank: { local: patch.rank?.local ?? null, global: patch.rank?.global ?? null },
    rankSources: { local: wholeSource(patch.rankSources?.local), global: wholeSource(patch.rankSources?.global) },
    establishedYear: patch.establishedYear ?? null,
    studentCount: patch.studentCount ?? null,
    tuitionRange: { min: patch.tuitionRange?.min ?? null, max: patch.tuitionRange?.max ?? null, currency: patch.tuitionRange?.currency ?? 'EGP' },
    tuitionSource: wholeSource(patch.tuitionSource),
    // DeepPartial loses the array's element type; completeFaculty fills what a partial faculty lacks.
    faculties: ((patch.faculties as StoredFaculty[] | undefined) ?? []).map(completeFaculty),
    photos: { thumbnail: patch.photos?.thumbnail ?? null, gallery: patch.photos?.gallery ?? [] },
    website: patch.website ?? null,
    applicationLink: patch.applicationLink ?? null,
    sourceUrls: patch.sourceUrls ?? [],
    sourceName: patch.sourceName ?? null,
    formerNames: [],
  };
}

export const ZFacultyRow = z.object({
  university_name_en: requiredText('university_name_en', 300),
  faculty_en: requiredText('faculty_en', 300),
  faculty_ar: text('faculty_ar', 300),
  source_url: urls('source_url'),
});

export function facultyOf(row: z.infer<typeof ZFacultyRow>): TFaculty {
  return namedFaculty({ name: row.faculty_en, nameArabic: row.faculty_ar ?? null, sourceUrl: row.source_url[0] ?? null });
}
