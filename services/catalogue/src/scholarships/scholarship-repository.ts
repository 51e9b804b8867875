import type { TNameOrder } from '@dalil/contracts/catalogue/fields';
import { STORED_LEVELS, type TScholarship, type TScholarshipCoverage, type TScholarshipLevel, type TScholarshipType } from '@dalil/contracts/catalogue/scholarship';
import { deadlineSortKey, isUsuallyOpenNow } from '@dalil/contracts/catalogue/scholarship-deadline';
import { searchDocument, type SearchQuery, SqlParams, pagedSql, rememberWords, searchSql, sortNameSql, withCorrections } from '../search/index.ts';
import type { Queryable } from '@dalil/service-kit/database';

/**
 * A scholarship's stored values (everything but its id and timestamps). Its windows and status
 * come from the published data (seeded apart, ./scholarship-windows-seed.ts) and are not written
 * with the record.
 */
export type ScholarshipData = Omit<TScholarship, '_id' | 'id' | 'createdAt' | 'updatedAt' | 'windows' | 'status' | 'statusNote'>;

interface ScholarshipRow {
  id: string;
  name: string;
  name_arabic: string | null;
  provider: string | null;
  provider_arabic: string | null;
  country: string | null;
  country_arabic: string | null;
  type: TScholarshipType;
  coverage: TScholarshipCoverage | null;
  amount: number | null;
  currency: TScholarship['currency'];
  deadline: string | null;
  deadline_month: string | null;
  deadline_month_arabic: string | null;
  amount_text: string | null;
  amount_text_arabic: string | null;
  gpa_requirement: string | null;
  gpa_requirement_arabic: string | null;
  eligibility_gpa: number | null;
  eligibility_age_min: number | null;
  eligibility_age_max: number | null;
  eligibility_fields: string[];
  eligibility_fields_arabic: string[];
  eligibility_nationality: string[];
  benefits: string[];
  benefits_arabic: string[];
  level: string[];
  application_link: string | null;
  description: string | null;
  description_arabic: string | null;
  is_active: boolean;
  source_urls: string[];
  arabic_translated: boolean;
  status: TScholarship['status'];
  status_note: string | null;
  status_note_arabic: string | null;
  status_since: string | null;
  status_since_arabic: string | null;
  status_source_name: string | null;
  status_source_name_arabic: string | null;
  status_source_urls: string[];
  windows: TScholarship['windows'];
  created_at: Date;
  updated_at: Date;
  total?: number;
}

/** A scholarship's windows in the data file's order, as the contract's ZScholarshipWindow. */
const WINDOWS = `coalesce((select jsonb_agg(jsonb_build_object(
    'intake', w.intake, 'intakeArabic', w.intake_arabic, 'opensOn', to_char(w.opens_on, 'YYYY-MM-DD'), 'closesOn', to_char(w.closes_on, 'YYYY-MM-DD'),
    'status', w.status, 'usual', w.usual, 'note', w.note, 'noteArabic', w.note_arabic, 'sourceName', w.source_name,
    'sourceNameArabic', w.source_name_arabic, 'sourceUrls', to_jsonb(w.source_urls), 'year', w.intake, 'confidence', w.confidence,
    'confidenceNote', w.confidence_note, 'confidenceNoteArabic', w.confidence_note_arabic) order by w.position)
  from scholarship_windows w where w.scholarship_id = s.id), '[]'::jsonb) as windows`;

const COLUMNS = `s.id::text as id, s.name, s.name_arabic, s.provider, s.provider_arabic, s.country, s.country_arabic, s.type, s.coverage,
  s.amount::float8 as amount, s.currency, to_char(s.deadline, 'YYYY-MM-DD') as deadline, s.deadline_month, s.deadline_month_arabic, s.amount_text, s.amount_text_arabic,
  s.gpa_requirement, s.gpa_requirement_arabic, s.eligibility_gpa::float8 as eligibility_gpa,
  s.eligibility_age_min, s.eligibility_age_max, s.eligibility_fields, s.eligibility_fields_arabic, s.eligibility_nationality, s.benefits, s.benefits_arabic,
  s.level, s.application_link, s.description, s.description_arabic, s.is_active, s.source_urls, s.arabic_translated,
  s.status, s.status_note, s.status_note_arabic, s.status_since, s.status_since_arabic, s.status_source_name, s.status_source_name_arabic, s.status_source_urls,
  ${WINDOWS}, s.created_at, s.updated_at`;

function toScholarship(row: ScholarshipRow): TScholarship {
  return {
    _id: row.id,
    id: row.id,
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

const WRITE_COLUMNS = `name, name_arabic, provider, provider_arabic, country, type, coverage, amount, currency, deadline, eligibility_gpa,
  eligibility_age_min, eligibility_age_max, eligibility_fields, eligibility_nationality, benefits, benefits_arabic, level,
  application_link, description, description_arabic, is_active, source_urls, deadline_month, amount_text, gpa_requirement,
  country_arabic, deadline_month_arabic, amount_text_arabic, gpa_requirement_arabic, eligibility_fields_arabic, arabic_translated, search_names, search_text`;
const WRITE_COUNT = 34;
const PLACEHOLDERS = Array.from({ length: WRITE_COUNT }, (_, i) => `$${i + 1}`).join(', ');

function columnValues(s: ScholarshipData): unknown[] {
  const names = searchDocument([s.name, s.nameArabic]);
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
  return [
    s.name,
    s.nameArabic,
    s.provider,
    s.providerArabic,
    s.country,
    s.type,
    s.coverage,
    s.amount,
    s.currency,
    s.deadline,
    s.eligibility.gpa,
    s.eligibility.age.min,
    s.eligibility.age.max,
    s.eligibility.fields,
    s.eligibility.nationality,
    s.benefits,
    s.benefitsArabic,
    s.level,
    s.applicationLink,
    s.description,
    s.descriptionArabic,
    s.isActive,
    s.sourceUrls,
    s.deadlineMonth,
    s.amountText,
    s.gpaRequirement,
    s.countryArabic,
    s.deadlineMonthArabic,
    s.amountTextArabic,
    s.gpaRequirementArabic,
    s.eligibility.fieldsArabic,
    s.arabicTranslated,
    names,
    text,
  ];
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
      const values = columnValues(data);
      const { rows } = await db.query<ScholarshipRow>(
        `with inserted as (insert into scholarships (${WRITE_COLUMNS}) values (${PLACEHOLDERS}) returning *) select ${COLUMNS} from inserted s`,
        values,
      );
      await rememberWords(db, [values.at(-1) as string]);
      return toScholarship(rows[0]!);
    },

    async replace(id: string, data: ScholarshipData): Promise<TScholarship | undefined> {
      const values = columnValues(data);
      const sets = WRITE_COLUMNS.split(',').map((c, i) => `${c.trim()} = $${i + 1}`).join(', ');
      const { rows } = await db.query<ScholarshipRow>(
        `with updated as (update scholarships s set ${sets}, updated_at = now() where s.id = $${WRITE_COUNT + 1} returning *) select ${COLUMNS} from updated s`,
        [...values, id],
      );
      if (rows[0]) await rememberWords(db, [values.at(-1) as string]);
      return rows[0] ? toScholarship(rows[0]) : undefined;
    },

    async delete(id: string): Promise<boolean> {
      const { rowCount } = await db.query('delete from scholarships where id = $1', [id]);
      return (rowCount ?? 0) > 0;
    },
  };
}
export type ScholarshipRepository = ReturnType<typeof createScholarshipRepository>;
