import type { TNameOrder } from '@dalil/contracts/catalogue/fields';
import type { TProgram, TProgramLanguage, TProgramType } from '@dalil/contracts/catalogue/program';
import { normalizeSearchText } from '@dalil/contracts/common/text';
import { containsPattern, searchDocument, type SearchQuery, SqlParams, pagedSql, rememberWords, searchSql, withCorrections } from '../search/index.ts';
import type { Queryable } from '@dalil/service-kit/database';

/** A program's stored values (everything but its id and timestamps). */
export type ProgramData = Omit<TProgram, '_id' | 'id' | 'createdAt' | 'updatedAt'>;

interface ProgramRow {
  id: string;
  university_id: string;
  university_name: string;
  university_name_arabic: string | null;
  name: string;
  name_arabic: string | null;
  faculty: string | null;
  faculty_arabic: string | null;
  specialization: string | null;
  specialization_arabic: string | null;
  type: TProgramType;
  language: TProgramLanguage | null;
  duration: number | null;
  tuition_annual: number | null;
  tuition_currency: string;
  gpa: number | null;
  degree: string | null;
  degree_arabic: string | null;
  application_deadline: string | null;
  application_deadline_text: string | null;
  application_deadline_text_arabic: string | null;
  online_available: boolean;
  application_link: string | null;
  description: string | null;
  description_arabic: string | null;
  is_active: boolean;
  source_url: string | null;
  arabic_translated: boolean;
  created_at: Date;
  updated_at: Date;
  total?: number;
}

const COLUMNS = `p.id::text as id, p.university_id::text as university_id, p.university_name, p.university_name_arabic, p.name,
  p.name_arabic, p.faculty, p.faculty_arabic, p.specialization, p.specialization_arabic, p.type, p.language, p.duration,
  p.tuition_annual::float8 as tuition_annual, p.tuition_currency, p.gpa::float8 as gpa, p.degree, p.degree_arabic,
  to_char(p.application_deadline, 'YYYY-MM-DD') as application_deadline, p.application_deadline_text, p.application_deadline_text_arabic, p.online_available, p.application_link,
  p.description, p.description_arabic, p.is_active, p.source_url, p.arabic_translated, p.created_at, p.updated_at`;

function toProgram(row: ProgramRow): TProgram {
  return {
    _id: row.id,
    id: row.id,
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

const WRITE_COLUMNS = `university_id, university_name, university_name_arabic, name, name_arabic, faculty, faculty_arabic, specialization,
  type, language, duration, tuition_annual, tuition_currency, gpa, degree, degree_arabic, application_deadline, online_available,
  application_link, description, description_arabic, is_active, source_url, application_deadline_text,
  specialization_arabic, application_deadline_text_arabic, arabic_translated, university_key, search_names, search_text`;
const WRITE_COUNT = 30;
const PLACEHOLDERS = Array.from({ length: WRITE_COUNT }, (_, i) => `$${i + 1}`).join(', ');

function columnValues(p: ProgramData): unknown[] {
  const search = searchColumns(p);
  return [
    p.universityId,
    p.universityName,
    p.universityNameArabic,
    p.name,
    p.nameArabic,
    p.faculty,
    p.facultyArabic,
    p.specialization,
    p.type,
    p.language,
    p.duration,
    p.tuition.annual,
    p.tuition.currency,
    p.requirements.gpa,
    p.requirements.degree,
    p.requirements.degreeArabic,
    p.applicationDeadline,
    p.onlineAvailable,
    p.applicationLink,
    p.description,
    p.descriptionArabic,
    p.isActive,
    p.sourceUrl,
    p.applicationDeadlineText,
    p.specializationArabic,
    p.applicationDeadlineTextArabic,
    p.arabicTranslated,
    normalizeSearchText([p.universityName, p.universityNameArabic].filter(Boolean).join(' ')),
    search.names,
    search.text,
  ];
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
      const values = columnValues(data);
      const { rows } = await db.query<ProgramRow>(
        `with inserted as (insert into programs (${WRITE_COLUMNS}) values (${PLACEHOLDERS}) returning *) select ${COLUMNS} from inserted p`,
        values,
      );
      await rememberWords(db, [values.at(-1) as string]);
      return toProgram(rows[0]!);
    },

    async replace(id: string, data: ProgramData): Promise<TProgram | undefined> {
      const values = columnValues(data);
      const sets = WRITE_COLUMNS.split(',').map((c, i) => `${c.trim()} = $${i + 1}`).join(', ');
      const { rows } = await db.query<ProgramRow>(
        `with updated as (update programs p set ${sets}, updated_at = now() where p.id = $${WRITE_COUNT + 1} returning *) select ${COLUMNS} from updated p`,
        [...values, id],
      );
      if (rows[0]) await rememberWords(db, [values.at(-1) as string]);
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
