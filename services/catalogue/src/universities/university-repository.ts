import type { TFormerName, TListUniversitiesQuery, TUniversity, TUniversityType } from '@dalil/contracts/catalogue/university';
import { completeFaculty, type StoredFaculty } from '../common/index.ts';
import { searchDocument, type SearchQuery, SqlParams, pagedSql, rememberWords, searchSql, withCorrections } from '../search/index.ts';
import type { Queryable } from '@dalil/service-kit/database';

/**
 * A university's own stored values: everything but its id, timestamps, images (written apart,
 * with their credit) and the source fields no university file has (year, confidence).
 */
export type UniversityData = Omit<TUniversity, '_id' | 'id' | 'createdAt' | 'updatedAt' | 'images' | 'year' | 'confidence' | 'confidenceNote'>;

/** The stored values of a university as read (the fields UniversityData leaves out dropped). */
export function universityDataOf(university: TUniversity): UniversityData {
  const { _id, id, createdAt, updatedAt, images, year, confidence, confidenceNote, ...data } = university;
  return data;
}

interface UniversityRow {
  id: string;
  name: string;
  name_arabic: string | null;
  description: string | null;
  description_arabic: string | null;
  type: TUniversityType;
  city: string | null;
  city_arabic: string | null;
  governorate: string | null;
  governorate_arabic: string | null;
  rating: number | null;
  rank_local: number | null;
  rank_global: number | null;
  rank_sources: TUniversity['rankSources'];
  established_year: number | null;
  student_count: number | null;
  tuition_min: number | null;
  tuition_max: number | null;
  tuition_currency: string;
  tuition_source: TUniversity['tuitionSource'];
  faculties: StoredFaculty[];
  former_names: TFormerName[];
  photo_thumbnail: string | null;
  photo_gallery: string[];
  images: Array<{ kind: 'photo' | 'logo'; fileName: string; author: string; licence: string; sourceUrl: string }>;
  website: string | null;
  application_link: string | null;
  source_urls: string[];
  source_name: string | null;
  created_at: Date;
  updated_at: Date;
  total?: number;
}

const COLUMNS = `u.id::text as id, u.name, u.name_arabic, u.description, u.description_arabic, u.type, u.city, u.city_arabic,
  u.governorate, u.governorate_arabic, u.rating::float8 as rating, u.rank_local, u.rank_global, u.rank_sources, u.established_year,
  u.student_count, u.tuition_min::float8 as tuition_min, u.tuition_max::float8 as tuition_max, u.tuition_currency, u.tuition_source,
  u.faculties, u.former_names, u.photo_thumbnail, u.photo_gallery,
  (select coalesce(json_agg(json_build_object('kind', i.kind, 'fileName', i.file_name, 'author', i.author, 'licence', i.licence, 'sourceUrl', i.source_url) order by i.kind), '[]'::json)
     from university_images i where i.university_id = u.id) as images,
  u.website, u.application_link, u.source_urls, u.source_name, u.created_at, u.updated_at`;

function toUniversity(row: UniversityRow): TUniversity {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    nameArabic: row.name_arabic,
    description: row.description,
    descriptionArabic: row.description_arabic,
    type: row.type,
    location: { city: row.city, cityArabic: row.city_arabic, governorate: row.governorate, governorateArabic: row.governorate_arabic },
    rating: row.rating,
    rank: { local: row.rank_local, global: row.rank_global },
    rankSources: row.rank_sources,
    establishedYear: row.established_year,
    studentCount: row.student_count,
    tuitionRange: { min: row.tuition_min, max: row.tuition_max, currency: row.tuition_currency },
    tuitionSource: row.tuition_source,
    faculties: row.faculties.map(completeFaculty),
    photos: { thumbnail: row.photo_thumbnail, gallery: row.photo_gallery },
    images: row.images.map(({ fileName, ...credit }) => ({ ...credit, url: `/api/media/${fileName}` })),
    website: row.website,
    applicationLink: row.application_link,
    sourceUrls: row.source_urls,
    sourceName: row.source_name,
    year: null,
    confidence: null,
    confidenceNote: null,
    formerNames: row.former_names,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The searchable text of a university: names, descriptions, places and faculty names. */
function searchColumns(u: UniversityData): { names: string; text: string } {
  // Former names (a university renamed by decree) are found like current ones.
  const formerNames = u.formerNames.flatMap((f) => [f.name, f.nameArabic]);
  const names = searchDocument([u.name, u.nameArabic, ...formerNames]);
  const text = searchDocument([
    u.name,
    u.nameArabic,
    ...formerNames,
    u.location.city,
    u.location.cityArabic,
    u.location.governorate,
    u.location.governorateArabic,
    ...u.faculties.flatMap((f) => [f.name, f.nameArabic]),
    u.description,
    u.descriptionArabic,
  ]);
  return { names, text };
}

function columnValues(u: UniversityData): unknown[] {
  const search = searchColumns(u);
  return [
    u.name,
    u.nameArabic,
    u.description,
    u.descriptionArabic,
    u.type,
    u.location.city,
    u.location.cityArabic,
    u.location.governorate,
    u.location.governorateArabic,
    u.rating,
    u.rank.local,
    u.rank.global,
    JSON.stringify(u.rankSources),
    u.establishedYear,
    u.studentCount,
    u.tuitionRange.min,
    u.tuitionRange.max,
    u.tuitionRange.currency,
    u.tuitionSource === null ? null : JSON.stringify(u.tuitionSource),
    JSON.stringify(u.faculties.map(completeFaculty)),
    JSON.stringify(u.formerNames),
    u.photos.thumbnail,
    u.photos.gallery,
    u.website,
    u.applicationLink,
    u.sourceUrls,
    u.sourceName,
    search.names,
    search.text,
  ];
}

const WRITE_COLUMNS = `name, name_arabic, description, description_arabic, type, city, city_arabic, governorate, governorate_arabic,
  rating, rank_local, rank_global, rank_sources, established_year, student_count, tuition_min, tuition_max, tuition_currency, tuition_source, faculties,
  former_names, photo_thumbnail, photo_gallery, website, application_link, source_urls, source_name, search_names, search_text`;
const WRITE_COUNT = WRITE_COLUMNS.split(',').length;
const PLACEHOLDERS = Array.from({ length: WRITE_COUNT }, (_, i) => `$${i + 1}`).join(', ');

/** GET /api/universities's query as the contract parsed it, the search already parsed (lang: see sortNameSql). */
export type UniversityFilters = Omit<TListUniversitiesQuery, 'search'> & { search?: SearchQuery };

export function createUniversityRepository(db: Queryable) {
  return {
    async list(filters: UniversityFilters): Promise<{ items: TUniversity[]; total: number }> {
      const p = new SqlParams();
      const where: string[] = [];
      if (filters.type) where.push(`u.type = ${p.add(filters.type)}`);
      if (filters.governorate) {
        const g = p.add(filters.governorate);
        where.push(`(lower(u.governorate) = lower(${g}) or u.governorate_arabic = ${g})`);
      }
      let rank: string | undefined;
      if (filters.search) {
        const search = searchSql(p, await withCorrections(db, filters.search), 'u');
        where.push(search.where);
        rank = search.rank;
      }
      const sql = pagedSql({ table: 'universities', alias: 'u', columns: COLUMNS, where, rank, p, page: filters.page, limit: filters.limit, lang: filters.lang });
      const { rows } = await db.query<UniversityRow>(sql, p.values);
      return { items: rows.filter((row) => row.id !== null).map(toUniversity), total: rows[0]?.total ?? 0 };
    },

    async findById(id: string): Promise<TUniversity | undefined> {
      const { rows } = await db.query<UniversityRow>({ name: 'university-by-id', text: `select ${COLUMNS} from universities u where u.id = $1`, values: [id] });
      return rows[0] ? toUniversity(rows[0]) : undefined;
    },

    /** By English name, case-insensitive (the key of seeds, imports and scrapers), or a former name. */
    async findByName(name: string): Promise<TUniversity | undefined> {
      const { rows } = await db.query<UniversityRow>(
        `select ${COLUMNS} from universities u
         where lower(u.name) = lower($1) or exists (select 1 from jsonb_array_elements(u.former_names) f where lower(f->>'name') = lower($1))
         order by lower(u.name) = lower($1) desc limit 1`,
        [name.trim()],
      );
      return rows[0] ? toUniversity(rows[0]) : undefined;
    },

    async insert(data: UniversityData): Promise<TUniversity> {
      const values = columnValues(data);
      const { rows } = await db.query<UniversityRow>(
        `with inserted as (insert into universities (${WRITE_COLUMNS}) values (${PLACEHOLDERS}) returning *) select ${COLUMNS} from inserted u`,
        values,
      );
      await rememberWords(db, [values.at(-1) as string]);
      return toUniversity(rows[0]!);
    },

    async replace(id: string, data: UniversityData): Promise<TUniversity | undefined> {
      const values = columnValues(data);
      const sets = WRITE_COLUMNS.split(',').map((c, i) => `${c.trim()} = $${i + 1}`).join(', ');
      const { rows } = await db.query<UniversityRow>(
        `with updated as (update universities u set ${sets}, updated_at = now() where u.id = $${WRITE_COUNT + 1} returning *) select ${COLUMNS} from updated u`,
        [...values, id],
      );
      if (rows[0]) await rememberWords(db, [values.at(-1) as string]);
      return rows[0] ? toUniversity(rows[0]) : undefined;
    },

    async delete(id: string): Promise<boolean> {
      const { rowCount } = await db.query('delete from universities where id = $1', [id]);
      return (rowCount ?? 0) > 0;
    },

    async countPrograms(id: string): Promise<number> {
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from programs where university_id = $1', [id]);
      return rows[0]?.n ?? 0;
    },
  };
}
export type UniversityRepository = ReturnType<typeof createUniversityRepository>;
