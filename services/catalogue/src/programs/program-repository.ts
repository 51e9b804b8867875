import type { TNameOrder } from '@dalil/contracts/catalogue/fields';
import type { TProgram, TProgramLanguage, TProgramType } from '@dalil/contracts/catalogue/program';
import { normalizeSearchText } from '@dalil/contracts/common/text';
import { containsPattern, searchDocument, type SearchQuery, SqlParams, pagedSql, rememberWords, searchSql, withCorrections } from '../search/index.ts';
import type { Queryable } from '@dalil/service-kit/database';
import { insertOf, selectList, updateOf, type SqlRow } from '../common/index.ts';
import { programs } from './schema.ts';
import { recordIds } from '@dalil/contracts/common/record-ids';

/** A program's stored values (everything but its id and timestamps). */
export type ProgramData = Omit<TProgram, '_id' | 'id' | 'createdAt' | 'updatedAt'>;

/** The columns a read leaves out: the search text and the filter key (written only), and the administrator's mark. */
const READ_LEFT_OUT = ['universityKey', 'searchNames', 'searchText', 'editedByAdmin'] as const;
/** What a repository query selects: the table's columns by their SQL names (programs in ./schema.ts). */
type ProgramRow = SqlRow<typeof programs, 'university_key' | 'search_names' | 'search_text' | 'edited_by_admin'> & { total?: number };
const COLUMNS = selectList(programs, 'p', READ_LEFT_OUT);

function toProgram(row: ProgramRow): TProgram {
  return {
    ...recordIds(row.id),
    universityId: row.university_id,
    universityName: row.university_name,
    universityNameArabic: row.university_name_arabic,
    name: row.name,
    nameArabic: row.name_arabic,
    faculty: row.faculty,
    facultyArabic: row.faculty_arabic,
    specialization: row.specialization,
    specializationArabic: row.specialization_arabic,
    type: row.type,
    language: row.language,
    duration: row.duration,
    tuition: { annual: row.tuition_annual, currency: row.tuition_currency },
    requirements: { gpa: row.gpa, degree: row.degree, degreeArabic: row.degree_arabic },
    applicationDeadline: row.application_deadline,
    applicationDeadlineText: row.application_deadline_text,
    applicationDeadlineTextArabic: row.application_deadline_text_arabic,
    onlineAvailable: row.online_available,
    applicationLink: row.application_link,
    description: row.description,
    descriptionArabic: row.description_arabic,
    isActive: row.is_active,
    sourceUrl: row.source_url,
    arabicTranslated: row.arabic_translated,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function searchColumns(p: ProgramData): { names: string; text: string } {
  return {
    names: searchDocument([p.name, p.nameArabic]),
    text: searchDocument([
      p.name,
      p.nameArabic,
      p.specialization,
      p.specializationArabic,
      p.faculty,
      p.facultyArabic,
      p.universityName,
      p.universityNameArabic,
      p.description,
      p.descriptionArabic,
    ]),
  };
}

/** The columns every write sets: all but the key, the timestamps and the administrator's mark (common/admin-edits.ts). */
type WriteKey = Exclude<keyof (typeof programs)['_']['columns'], 'id' | 'createdAt' | 'updatedAt' | 'editedByAdmin'>;

/** Every written column's value, by the table's keys: a column added to ./schema.ts and not given here fails the type check. */
function columnValues(p: ProgramData): Record<WriteKey, unknown> & { searchText: string } {
  const search = searchColumns(p);
  return {
    universityId: p.universityId,
    universityName: p.universityName,
    universityNameArabic: p.universityNameArabic,
    universityKey: normalizeSearchText([p.universityName, p.universityNameArabic].filter(Boolean).join(' ')),
    name: p.name,
    nameArabic: p.nameArabic,
    faculty: p.faculty,
    facultyArabic: p.facultyArabic,
    specialization: p.specialization,
    specializationArabic: p.specializationArabic,
    type: p.type,
    language: p.language,
    duration: p.duration,
    tuitionAnnual: p.tuition.annual,
    tuitionCurrency: p.tuition.currency,
    gpa: p.requirements.gpa,
    degree: p.requirements.degree,
    degreeArabic: p.requirements.degreeArabic,
    applicationDeadline: p.applicationDeadline,
    applicationDeadlineText: p.applicationDeadlineText,
    applicationDeadlineTextArabic: p.applicationDeadlineTextArabic,
    onlineAvailable: p.onlineAvailable,
    applicationLink: p.applicationLink,
    description: p.description,
    descriptionArabic: p.descriptionArabic,
    isActive: p.isActive,
    sourceUrl: p.sourceUrl,
    arabicTranslated: p.arabicTranslated,
    searchNames: search.names,
    searchText: search.text,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ProgramFilters {
  page: number;
  limit: number;
  type?: TProgramType;
  language?: TProgramLanguage;
  /** A university id, or part of its English or Arabic name. */
  university?: string;
  search?: SearchQuery;
  /** Which names order the list (see sortNameSql). */
  lang?: TNameOrder;
  /** Public lists show active programs only; admin lists may ask for either. */
  isActive?: boolean;
}

export function createProgramRepository(db: Queryable) {
  return {
    async list(filters: ProgramFilters): Promise<{ items: TProgram[]; total: number }> {
      const p = new SqlParams();
      const where: string[] = [];
      if (filters.isActive !== undefined) where.push(`p.is_active = ${p.add(filters.isActive)}`);
      if (filters.type) where.push(`p.type = ${p.add(filters.type)}`);
      if (filters.language) where.push(`p.language = ${p.add(filters.language)}`);
      if (filters.university) {
        if (UUID.test(filters.university)) where.push(`p.university_id = ${p.add(filters.university)}`);
        else {
          where.push(`p.university_key like ${p.add(containsPattern(normalizeSearchText(filters.university)))}`);
        }
      }
      let rank: string | undefined;
      if (filters.search) {
        const search = searchSql(p, await withCorrections(db, filters.search), 'p');
        where.push(search.where);
        rank = search.rank;
      }
      const sql = pagedSql({ table: 'programs', alias: 'p', columns: COLUMNS, where, rank, p, page: filters.page, limit: filters.limit, lang: filters.lang });
      const { rows } = await db.query<ProgramRow>(sql, p.values);
      return { items: rows.filter((row) => row.id !== null).map(toProgram), total: rows[0]?.total ?? 0 };
    },

    async findById(id: string): Promise<TProgram | undefined> {
      const { rows } = await db.query<ProgramRow>({ name: 'program-by-id', text: `select ${COLUMNS} from programs p where p.id = $1`, values: [id] });
      return rows[0] ? toProgram(rows[0]) : undefined;
    },

    /** By university and English name and type (the key of seeds and imports). */
    async findByKey(universityId: string, name: string, type: TProgramType): Promise<TProgram | undefined> {
      const { rows } = await db.query<ProgramRow>(
        `select ${COLUMNS} from programs p where p.university_id = $1 and lower(p.name) = lower($2) and p.type = $3`,
        [universityId, name.trim(), type],
      );
      return rows[0] ? toProgram(rows[0]) : undefined;
    },

    async insert(data: ProgramData): Promise<TProgram> {
      const record = columnValues(data);
      const insert = insertOf(programs, record);
      const { rows } = await db.query<ProgramRow>(`with inserted as (${insert.sql} returning *) select ${COLUMNS} from inserted p`, insert.values);
      await rememberWords(db, [record.searchText]);
      return toProgram(rows[0]!);
    },

    async replace(id: string, data: ProgramData): Promise<TProgram | undefined> {
      const record = columnValues(data);
      const update = updateOf(programs, 'p', record);
      const { rows } = await db.query<ProgramRow>(
        `with updated as (${update.sql}, updated_at = now() where p.id = $${update.values.length + 1} returning *) select ${COLUMNS} from updated p`,
        [...update.values, id],
      );
      if (rows[0]) await rememberWords(db, [record.searchText]);
      return rows[0] ? toProgram(rows[0]) : undefined;
    },

    /** The administrator's mark (common/admin-edits.ts): imports and scrapes keep a marked record's values. */
    markEditedByAdmin: async (id: string): Promise<void> => void (await db.query('update programs set edited_by_admin = true where id = $1', [id])),
    isEditedByAdmin: async (id: string): Promise<boolean> =>
      (await db.query<{ edited_by_admin: boolean }>('select edited_by_admin from programs where id = $1', [id])).rows[0]?.edited_by_admin ?? false,

    async delete(id: string): Promise<boolean> {
      const { rowCount } = await db.query('delete from programs where id = $1', [id]);
      return (rowCount ?? 0) > 0;
    },

    /**
     * The names a programme copies from its university; undefined for an unknown id. A read of
     * the universities table: that feature sits above this one and may not be imported here.
     */
    async universityNames(universityId: string): Promise<{ universityName: string; universityNameArabic: string | null } | undefined> {
      const { rows } = await db.query<{ name: string; name_arabic: string | null }>('select name, name_arabic from universities where id = $1', [universityId]);
      return rows[0] && { universityName: rows[0].name, universityNameArabic: rows[0].name_arabic };
    },

    /** Keeps the copied university names (and the search text holding them) in step. */
    async renameUniversity(universityId: string, name: string, nameArabic: string | null): Promise<void> {
      const { rows } = await db.query<ProgramRow>(`select ${COLUMNS} from programs p where p.university_id = $1`, [universityId]);
      for (const row of rows) {
        const { _id, id, createdAt, updatedAt, ...data } = toProgram(row);
        await this.replace(id, { ...data, universityName: name, universityNameArabic: nameArabic });
      }
    },

    async countActive(): Promise<number> {
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from programs where is_active');
      return rows[0]?.n ?? 0;
    },
  };
}
export type ProgramRepository = ReturnType<typeof createProgramRepository>;
