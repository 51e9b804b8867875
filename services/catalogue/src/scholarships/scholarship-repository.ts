import type { TNameOrder } from '@dalil/contracts/catalogue/fields';
import { STORED_LEVELS, type TScholarship, type TScholarshipCoverage, type TScholarshipLevel, type TScholarshipType } from '@dalil/contracts/catalogue/scholarship';
import { deadlineSortKey, isUsuallyOpenNow } from '@dalil/contracts/catalogue/scholarship-deadline';
import { searchDocument, type SearchQuery, SqlParams, pagedSql, rememberWords, searchSql, sortNameSql, withCorrections } from '../search/index.ts';
import type { Queryable } from '@dalil/service-kit/database';
import { insertOf, selectList, updateOf, type SqlRow } from '../common/index.ts';
import { scholarships } from './schema.ts';
import { recordIds } from '@dalil/contracts/common/record-ids';

/**
 * A scholarship's stored values (everything but its id and timestamps). Its windows and status
 * come from the published data (seeded apart, ./scholarship-windows-seed.ts) and are not written
 * with the record.
 */
export type ScholarshipData = Omit<TScholarship, '_id' | 'id' | 'createdAt' | 'updatedAt' | 'windows' | 'status' | 'statusNote'>;

/** A scholarship's published status (seed/scholarship-status.csv): ended or suspended, since when, by whose word. */
export interface ScholarshipStatus {
  status: NonNullable<TScholarship['status']>;
  note: string;
  noteArabic: string | null;
  since: string | null;
  sinceArabic: string | null;
  sourceName: string;
  sourceNameArabic: string | null;
  sourceUrls: string[];
}

/** The columns a read leaves out: the search text (written only) and the administrator's mark. */
const READ_LEFT_OUT = ['searchNames', 'searchText', 'editedByAdmin'] as const;
/** What a repository query selects: the table's columns by their SQL names (scholarships in ./schema.ts), with the windows. */
type ScholarshipRow = SqlRow<typeof scholarships, 'search_names' | 'search_text' | 'edited_by_admin'> & { windows: TScholarship['windows']; total?: number };

/** A scholarship's windows in the data file's order, as the contract's ZScholarshipWindow. */
const WINDOWS = `coalesce((select jsonb_agg(jsonb_build_object(
    'intake', w.intake, 'intakeArabic', w.intake_arabic, 'opensOn', to_char(w.opens_on, 'YYYY-MM-DD'), 'closesOn', to_char(w.closes_on, 'YYYY-MM-DD'),
    'status', w.status, 'usual', w.usual, 'note', w.note, 'noteArabic', w.note_arabic, 'sourceName', w.source_name,
    'sourceNameArabic', w.source_name_arabic, 'sourceUrls', to_jsonb(w.source_urls), 'year', w.intake, 'confidence', w.confidence,
    'confidenceNote', w.confidence_note, 'confidenceNoteArabic', w.confidence_note_arabic) order by w.position)
  from scholarship_windows w where w.scholarship_id = s.id), '[]'::jsonb) as windows`;

const COLUMNS = `${selectList(scholarships, 's', READ_LEFT_OUT)}, ${WINDOWS}`;

function toScholarship(row: ScholarshipRow): TScholarship {
  return {
    ...recordIds(row.id),
    name: row.name,
    nameArabic: row.name_arabic,
    provider: row.provider,
    providerArabic: row.provider_arabic,
    country: row.country,
    countryArabic: row.country_arabic,
    type: row.type,
    coverage: row.coverage,
    amount: row.amount,
    currency: row.currency,
    deadline: row.deadline,
    deadlineMonth: row.deadline_month,
    deadlineMonthArabic: row.deadline_month_arabic,
    amountText: row.amount_text,
    amountTextArabic: row.amount_text_arabic,
    gpaRequirement: row.gpa_requirement,
    gpaRequirementArabic: row.gpa_requirement_arabic,
    eligibility: {
      gpa: row.eligibility_gpa,
      age: { min: row.eligibility_age_min, max: row.eligibility_age_max },
      fields: row.eligibility_fields,
      fieldsArabic: row.eligibility_fields_arabic,
      nationality: row.eligibility_nationality,
    },
    benefits: row.benefits,
    benefitsArabic: row.benefits_arabic,
    level: row.level,
    applicationLink: row.application_link,
    description: row.description,
    descriptionArabic: row.description_arabic,
    isActive: row.is_active,
    sourceUrls: row.source_urls,
    arabicTranslated: row.arabic_translated,
    status: row.status,
    statusNote:
      row.status !== 'active' && row.status_note && row.status_source_name
        ? {
            note: row.status_note,
            noteArabic: row.status_note_arabic,
            since: row.status_since,
            sinceArabic: row.status_since_arabic,
            sourceName: row.status_source_name,
            sourceNameArabic: row.status_source_name_arabic,
            sourceUrls: row.status_source_urls,
          }
        : null,
    windows: row.windows,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The columns every write sets: all but the key, the timestamps, the administrator's mark and the published status (setStatus). */
type WriteKey = Exclude<keyof (typeof scholarships)['_']['columns'], 'id' | 'createdAt' | 'updatedAt' | 'editedByAdmin' | `status${string}`>;

/** Every written column's value, by the table's keys: a column added to ./schema.ts and not given here fails the type check. */
function columnValues(s: ScholarshipData): Record<WriteKey, unknown> & { searchText: string } {
  const text = searchDocument([
    s.name,
    s.nameArabic,
    s.provider,
    s.providerArabic,
    s.country,
    s.countryArabic,
    ...s.eligibility.fields,
    ...s.eligibility.fieldsArabic,
    ...s.level,
    s.description,
    s.descriptionArabic,
    ...s.benefits,
    ...s.benefitsArabic,
  ]);
  return {
    name: s.name,
    nameArabic: s.nameArabic,
    provider: s.provider,
    providerArabic: s.providerArabic,
    country: s.country,
    countryArabic: s.countryArabic,
    type: s.type,
    coverage: s.coverage,
    amount: s.amount,
    currency: s.currency,
    deadline: s.deadline,
    deadlineMonth: s.deadlineMonth,
    deadlineMonthArabic: s.deadlineMonthArabic,
    amountText: s.amountText,
    amountTextArabic: s.amountTextArabic,
    gpaRequirement: s.gpaRequirement,
    gpaRequirementArabic: s.gpaRequirementArabic,
    eligibilityGpa: s.eligibility.gpa,
    eligibilityAgeMin: s.eligibility.age.min,
    eligibilityAgeMax: s.eligibility.age.max,
    eligibilityFields: s.eligibility.fields,
    eligibilityFieldsArabic: s.eligibility.fieldsArabic,
    eligibilityNationality: s.eligibility.nationality,
    benefits: s.benefits,
    benefitsArabic: s.benefitsArabic,
    level: s.level,
    applicationLink: s.applicationLink,
    description: s.description,
    descriptionArabic: s.descriptionArabic,
    isActive: s.isActive,
    sourceUrls: s.sourceUrls,
    arabicTranslated: s.arabicTranslated,
    searchNames: searchDocument([s.name, s.nameArabic]),
    searchText: text,
  };
}

export interface ScholarshipFilters {
  page: number;
  limit: number;
  type?: TScholarshipType;
  coverage?: TScholarshipCoverage;
  level?: TScholarshipLevel;
  /** Only a confirmed deadline on or after this day, or a confirmed window running on it (YYYY-MM-DD, Cairo): "open now". */
  openOn?: string;
  /** Only those not open by a confirmed date whose usual calendar has a round open around this day. */
  usuallyOpenOn?: string;
  /** 'active': still taking applicants; 'ended': discontinued or suspended; unset: both. */
  standing?: 'active' | 'ended';
  search?: SearchQuery;
  isActive?: boolean;
  /** Which names order the list (see sortNameSql). */
  lang?: TNameOrder;
  /** Deadline order (see scholarship-deadline.ts) as of this day, instead of relevance and name. */
  deadlineOrderOn?: string;
}

export function createScholarshipRepository(db: Queryable) {
  /**
   * Deadline order and "usually open around now" are read from the usual-month text and the
   * windows' usual months as well as dates, which is the contract's reading
   * (scholarship-deadline.ts), so the matches are filtered and ordered here rather than in SQL;
   * scholarships are a few hundred at most. Ties keep relevance (when searched), then name order.
   */
  async function inMemory(where: string[], rank: string | undefined, p: SqlParams, filters: ScholarshipFilters) {
    const { rows } = await db.query<ScholarshipRow>(
      `select ${COLUMNS} from scholarships s ${where.length ? `where ${where.join(' and ')}` : ''} order by ${rank ? `${rank} desc, ` : ''}${sortNameSql('s', filters.lang)}`,
      p.values,
    );
    let items = rows.map(toScholarship);
    if (filters.usuallyOpenOn) items = items.filter((item) => isUsuallyOpenNow(item, filters.usuallyOpenOn));
    if (filters.deadlineOrderOn) {
      const keyed = items.map((item) => ({ item, key: deadlineSortKey(item, filters.deadlineOrderOn) }));
      items = keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map(({ item }) => item);
    }
    const start = (filters.page - 1) * filters.limit;
    return { items: items.slice(start, start + filters.limit), total: items.length };
  }

  return {
    async list(filters: ScholarshipFilters): Promise<{ items: TScholarship[]; total: number }> {
      const p = new SqlParams();
      const where: string[] = [];
      if (filters.isActive !== undefined) where.push(`s.is_active = ${p.add(filters.isActive)}`);
      if (filters.type) where.push(`s.type = ${p.add(filters.type)}`);
      if (filters.coverage) where.push(`s.coverage = ${p.add(filters.coverage)}`);
      if (filters.level) where.push(`s.level && ${p.add(STORED_LEVELS[filters.level])}::text[]`);
      if (filters.openOn) {
        const today = p.add(filters.openOn);
        where.push(`(s.deadline >= ${today}::date or exists (select 1 from scholarship_windows w where w.scholarship_id = s.id and w.status = 'confirmed'
          and w.closes_on >= ${today}::date and (w.opens_on is null or w.opens_on <= ${today}::date)))`);
      }
      if (filters.standing) where.push(filters.standing === 'active' ? `s.status = 'active'` : `s.status <> 'active'`);
      let rank: string | undefined;
      if (filters.search) {
        const search = searchSql(p, await withCorrections(db, filters.search), 's');
        where.push(search.where);
        rank = search.rank;
      }
      if (filters.deadlineOrderOn || filters.usuallyOpenOn) return inMemory(where, rank, p, filters);
      const sql = pagedSql({ table: 'scholarships', alias: 's', columns: COLUMNS, where, rank, p, page: filters.page, limit: filters.limit, lang: filters.lang });
      const { rows } = await db.query<ScholarshipRow>(sql, p.values);
      return { items: rows.filter((row) => row.id !== null).map(toScholarship), total: rows[0]?.total ?? 0 };
    },

    async findById(id: string): Promise<TScholarship | undefined> {
      const { rows } = await db.query<ScholarshipRow>({ name: 'scholarship-by-id', text: `select ${COLUMNS} from scholarships s where s.id = $1`, values: [id] });
      return rows[0] ? toScholarship(rows[0]) : undefined;
    },

    async findByName(name: string): Promise<TScholarship | undefined> {
      const { rows } = await db.query<ScholarshipRow>(`select ${COLUMNS} from scholarships s where lower(s.name) = lower($1)`, [name.trim()]);
      return rows[0] ? toScholarship(rows[0]) : undefined;
    },

    async insert(data: ScholarshipData): Promise<TScholarship> {
      const record = columnValues(data);
      const insert = insertOf(scholarships, record);
      const { rows } = await db.query<ScholarshipRow>(`with inserted as (${insert.sql} returning *) select ${COLUMNS} from inserted s`, insert.values);
      await rememberWords(db, [record.searchText]);
      return toScholarship(rows[0]!);
    },

    async replace(id: string, data: ScholarshipData): Promise<TScholarship | undefined> {
      const record = columnValues(data);
      const update = updateOf(scholarships, 's', record);
      const { rows } = await db.query<ScholarshipRow>(
        `with updated as (${update.sql}, updated_at = now() where s.id = $${update.values.length + 1} returning *) select ${COLUMNS} from updated s`,
        [...update.values, id],
      );
      if (rows[0]) await rememberWords(db, [record.searchText]);
      return rows[0] ? toScholarship(rows[0]) : undefined;
    },

    /**
     * Fills the worded figures (deadline month, amount, grade) that a scholarship of this English
     * name lacks, unless an administrator has edited it: the published data file's texts.
     */
    async fillPublishedTexts(name: string, texts: { deadlineMonth: string | null; amountText: string | null; gpaRequirement: string | null }): Promise<void> {
      await db.query(
        `update scholarships set deadline_month = coalesce(deadline_month, $2), amount_text = coalesce(amount_text, $3), gpa_requirement = coalesce(gpa_requirement, $4)
         where lower(name) = lower($1) and not edited_by_admin`,
        [name, texts.deadlineMonth, texts.amountText, texts.gpaRequirement],
      );
    },

    /** Sets the published status of the scholarship of this English name: how many changed (none when it had it already). */
    async setStatus(name: string, status: ScholarshipStatus): Promise<number> {
      const { rowCount } = await db.query(
        `update scholarships set status = $2, status_note = $3, status_note_arabic = $4, status_since = $5, status_since_arabic = $6,
           status_source_name = $7, status_source_name_arabic = $8, status_source_urls = $9
         where lower(name) = lower($1)
           and (status, status_note, status_note_arabic, status_since, status_since_arabic, status_source_name, status_source_name_arabic, status_source_urls)
             is distinct from ($2, $3, $4, $5, $6, $7, $8, $9::text[])`,
        [name, status.status, status.note, status.noteArabic, status.since, status.sinceArabic, status.sourceName, status.sourceNameArabic, status.sourceUrls],
      );
      return rowCount ?? 0;
    },

    /** The administrator's mark (common/admin-edits.ts): imports and scrapes keep a marked record's values. */
    markEditedByAdmin: async (id: string): Promise<void> => void (await db.query('update scholarships set edited_by_admin = true where id = $1', [id])),
    isEditedByAdmin: async (id: string): Promise<boolean> =>
      (await db.query<{ edited_by_admin: boolean }>('select edited_by_admin from scholarships where id = $1', [id])).rows[0]?.edited_by_admin ?? false,

    async delete(id: string): Promise<boolean> {
      const { rowCount } = await db.query('delete from scholarships where id = $1', [id]);
      return (rowCount ?? 0) > 0;
    },
  };
}
export type ScholarshipRepository = ReturnType<typeof createScholarshipRepository>;
