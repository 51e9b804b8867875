import type { TListUniversitiesQuery, TUniversity } from '@dalil/contracts/catalogue/university';
import { completeFaculty, insertOf, selectList, updateOf, type SqlRow } from '../common/index.ts';
import { searchDocument, type SearchQuery, SqlParams, pagedSql, rememberWords, searchSql, withCorrections } from '../search/index.ts';
import type { Queryable } from '@dalil/service-kit/database';
import { universities } from './schema.ts';
import { recordIds } from '@dalil/contracts/common/record-ids';

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

/** The columns a read leaves out: the search text (written only) and the administrator's mark. */
const READ_LEFT_OUT = ['searchNames', 'searchText', 'editedByAdmin'] as const;
/** What a repository query selects: the table's columns by their SQL names (universities in ./schema.ts), with the images' credits. */
type UniversityRow = SqlRow<typeof universities, 'search_names' | 'search_text' | 'edited_by_admin'> & {
  images: Array<{ kind: 'photo' | 'logo'; fileName: string; author: string; licence: string; sourceUrl: string }>;
  total?: number;
};
/** The columns every write sets: all but the key, the timestamps and the administrator's mark (common/admin-edits.ts). */
type WriteKey = Exclude<keyof (typeof universities)['_']['columns'], 'id' | 'createdAt' | 'updatedAt' | 'editedByAdmin'>;

const COLUMNS = `${selectList(universities, 'u', READ_LEFT_OUT)},
  (select coalesce(json_agg(json_build_object('kind', i.kind, 'fileName', i.file_name, 'author', i.author, 'licence', i.licence, 'sourceUrl', i.source_url) order by i.kind), '[]'::json)
     from university_images i where i.university_id = u.id) as images`;

function toUniversity(row: UniversityRow): TUniversity {
  return {
    ...recordIds(row.id),
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

/** Every written column's value, by the table's keys: a column added to ./schema.ts and not given here fails the type check. */
function columnValues(u: UniversityData): Record<WriteKey, unknown> & { searchText: string } {
  const search = searchColumns(u);
  return {
    name: u.name,
    nameArabic: u.nameArabic,
    description: u.description,
    descriptionArabic: u.descriptionArabic,
    type: u.type,
    city: u.location.city,
    cityArabic: u.location.cityArabic,
    governorate: u.location.governorate,
    governorateArabic: u.location.governorateArabic,
    rating: u.rating,
    rankLocal: u.rank.local,
    rankGlobal: u.rank.global,
    rankSources: JSON.stringify(u.rankSources),
    establishedYear: u.establishedYear,
    studentCount: u.studentCount,
    tuitionMin: u.tuitionRange.min,
    tuitionMax: u.tuitionRange.max,
    tuitionCurrency: u.tuitionRange.currency,
    tuitionSource: u.tuitionSource === null ? null : JSON.stringify(u.tuitionSource),
    faculties: JSON.stringify(u.faculties.map(completeFaculty)),
    formerNames: JSON.stringify(u.formerNames),
    photoThumbnail: u.photos.thumbnail,
    photoGallery: u.photos.gallery,
    website: u.website,
    applicationLink: u.applicationLink,
    sourceUrls: u.sourceUrls,
    sourceName: u.sourceName,
    searchNames: search.names,
    searchText: search.text,
  };
}

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
      const record = columnValues(data);
      const insert = insertOf(universities, record);
      const { rows } = await db.query<UniversityRow>(`with inserted as (${insert.sql} returning *) select ${COLUMNS} from inserted u`, insert.values);
      await rememberWords(db, [record.searchText]);
      return toUniversity(rows[0]!);
    },

    async replace(id: string, data: UniversityData): Promise<TUniversity | undefined> {
      const record = columnValues(data);
      const update = updateOf(universities, 'u', record);
      const { rows } = await db.query<UniversityRow>(
        `with updated as (${update.sql}, updated_at = now() where u.id = $${update.values.length + 1} returning *) select ${COLUMNS} from updated u`,
        [...update.values, id],
      );
      if (rows[0]) await rememberWords(db, [record.searchText]);
      return rows[0] ? toUniversity(rows[0]) : undefined;
    },

    /** The administrator's mark (common/admin-edits.ts): imports and scrapes keep a marked record's values. */
    markEditedByAdmin: async (id: string): Promise<void> => void (await db.query('update universities set edited_by_admin = true where id = $1', [id])),
    isEditedByAdmin: async (id: string): Promise<boolean> =>
      (await db.query<{ edited_by_admin: boolean }>('select edited_by_admin from universities where id = $1', [id])).rows[0]?.edited_by_admin ?? false,

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
