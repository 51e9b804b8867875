/**
 * Admission outside Tansik's cut-offs, read from the tables of migration 0703 (README section 19).
 *
 * A private or national university's minimums are its tier's. The data names a tier's members
 * ("Galala University; Alamein International University") or describes them ("All other private
 * universities + Luxor National University + Damanhour National University"): a university is in
 * the tier that names it, else in the one whose "all other …" covers its type. A tier whose code
 * ends in "-exception" names universities whose own minimum replaces their tier's for that faculty
 * group (humanities 55 % at O6U, MUST, MSA and MIU). Membership is resolved when read, so a type
 * an administrator corrects or a university added later is placed at once.
 */
import type { TPrivateMinimum, TPrivateMinimumTier, TTechnologicalRule, TUniversityAdmission } from '@dalil/contracts/catalogue/university-admission';
import type { TConfidence } from '@dalil/contracts/common/source';
import type { TUniversityType } from '@dalil/contracts/catalogue/university';
import type { Queryable } from '@dalil/service-kit/database';
import { arabicOf } from '../common/index.ts';
import { catalogueUniversityMatcher } from './university-matcher.ts';
import { withoutTrailingNote } from './seed-university-list.ts';
import { sourceOf } from './figure-sources.ts';

export interface PrivateMinimumRow {
  admissionYear: number;
  academicYear: string;
  tier: string;
  universitiesInTier: string;
  certificate: string;
  facultyGroup: string;
  facultyGroupArabic: string | null;
  minPercentage: number;
  confidence: TConfidence;
  notes: string | null;
  sourceName: string | null;
  sourceUrls: string[];
}

export interface TechnologicalRuleRow {
  academicYear: string | null;
  appliesTo: string;
  certificate: string;
  certificateArabic: string | null;
  rule: string;
  details: string | null;
  confidence: TConfidence;
  notes: string | null;
  sourceName: string | null;
  sourceUrls: string[];
}

/** The types whose universities the private and national minimums are for. */
const MINIMUM_TYPES: readonly TUniversityType[] = ['private', 'national'];

export function createAdmissionRepository(db: Queryable) {
  return {
    /** Every minimum of the private and national universities, newest admission year first. */
    async listPrivateMinimums(): Promise<PrivateMinimumRow[]> {
      const { rows } = await db.query<PrivateMinimumRow>(
        `select admission_year as "admissionYear", academic_year as "academicYear", tier, universities_in_tier as "universitiesInTier", certificate,
                faculty_group as "facultyGroup", faculty_group_arabic as "facultyGroupArabic", min_percentage::float8 as "minPercentage", confidence,
                notes, source_name as "sourceName", source_urls as "sourceUrls"
         from private_minimums order by admission_year desc, certificate, tier, min_percentage desc, faculty_group`,
      );
      return rows;
    },

    /** Every published rule of the technological universities, newest year first (undated last). */
    async listTechnologicalAdmission(): Promise<TechnologicalRuleRow[]> {
      const { rows } = await db.query<TechnologicalRuleRow>(
        `select academic_year as "academicYear", applies_to as "appliesTo", certificate, certificate_arabic as "certificateArabic", rule, details, confidence,
                notes, source_name as "sourceName", source_urls as "sourceUrls"
         from technological_admission order by academic_year desc nulls last, applies_to, certificate`,
      );
      return rows;
    },
  };
}

interface TierMembers {
  /** The catalogue universities the tier names. */
  named: Set<string>;
  /** The types its "all other …" covers. */
  otherTypes: TUniversityType[];
}

/** "Sinai University (Arish and Qantara branches)", "Sinai University - Arish branch" → "Sinai University". */
const namesToTry = (name: string) => [name, withoutTrailingNote(name), name.replace(/\s+-\s+[^-]*\bbranch\b.*$/i, '').trim()];

function membersOf(text: string, match: (name: string) => string | undefined): TierMembers {
  const otherTypes: TUniversityType[] = /^(all other private and national|private and national universities)/i.test(text)
    ? ['private', 'national']
    : /^all other private/i.test(text)
      ? ['private']
      : /^all other national/i.test(text)
        ? ['national']
        : [];
  // "All other private universities + Luxor National University + …" names some beside the rest.
  const names = otherTypes.length ? text.split('+').slice(1) : text.split(';');
  const named = new Set<string>();
  for (const name of names.map((n) => n.trim()).filter(Boolean)) {
    const id = namesToTry(name).map(match).find(Boolean);
    if (id) named.add(id);
  }
  return { named, otherTypes };
}

const minimumOf = (row: PrivateMinimumRow): TPrivateMinimum => ({
  facultyGroup: row.facultyGroup,
  facultyGroupArabic: row.facultyGroupArabic,
  minPercentage: row.minPercentage,
  notes: row.notes,
  notesArabic: arabicOf(row.notes),
  // Why a row is medium or low: the data's note says (single source, our inference, a conflict).
  ...sourceOf(row, row.academicYear, { level: row.confidence, note: row.notes }),
});

/**
 * Each private and national university's tiers (every admission year and certificate the data
 * has), with the minimums per faculty group: universityId → tiers, newest year first.
 */
export async function privateMinimumTiersByUniversity(db: Queryable): Promise<Map<string, TPrivateMinimumTier[]>> {
  const rows = await createAdmissionRepository(db).listPrivateMinimums();
  const { rows: universities } = await db.query<{ id: string; type: TUniversityType }>(`select id::text as id, type from universities where type = any($1)`, [MINIMUM_TYPES]);
  const matcher = await catalogueUniversityMatcher(db);
  const match = (name: string) => matcher(name)?.universityId;

  // One group per admission year and certificate; in it, each tier's rows and members.
  const groups = new Map<string, Map<string, { rows: PrivateMinimumRow[]; members: TierMembers }>>();
  for (const row of rows) {
    const groupKey = `${row.admissionYear}|${row.certificate}`;
    const tiers = groups.get(groupKey) ?? new Map();
    groups.set(groupKey, tiers);
    const tier = tiers.get(row.tier) ?? { rows: [], members: membersOf(row.universitiesInTier, match) };
    tier.rows.push(row);
    tiers.set(row.tier, tier);
  }

  const byUniversity = new Map<string, TPrivateMinimumTier[]>();
  for (const university of universities) {
    const found: TPrivateMinimumTier[] = [];
    for (const tiers of groups.values()) {
      const entries = [...tiers.entries()];
      const regular = entries.filter(([code]) => !/-exception$/i.test(code));
      // Every tier naming it (Sinai's branches are in two), else the one covering its type.
      const named = regular.filter(([, t]) => t.members.named.has(university.id));
      const own = named.length ? named : regular.filter(([, t]) => t.members.otherTypes.includes(university.type)).slice(0, 1);
      const exceptions = entries.filter(([c, t]) => /-exception$/i.test(c) && t.members.named.has(university.id)).flatMap(([, t]) => t.rows);
      for (const [code, tier] of own) {
        const first = tier.rows[0]!;
        found.push({
          admissionYear: first.admissionYear,
          academicYear: first.academicYear,
          tier: code,
          members: first.universitiesInTier,
          membersArabic: arabicOf(first.universitiesInTier),
          certificate: first.certificate,
          certificateArabic: arabicOf(first.certificate),
          minimums: tier.rows.map((row) => minimumOf(exceptions.find((e) => e.facultyGroup === row.facultyGroup) ?? row)),
        });
      }
    }
    // Newest year first; in a year, the certificate with the most faculty groups (Thanaweya Amma) before the one-group lists.
    found.sort((a, b) => b.admissionYear - a.admissionYear || b.minimums.length - a.minimums.length || a.tier.localeCompare(b.tier));
    if (found.length) byUniversity.set(university.id, found);
  }
  return byUniversity;
}

const ruleOf = (row: TechnologicalRuleRow): TTechnologicalRule => ({
  academicYear: row.academicYear,
  appliesTo: row.appliesTo,
  appliesToArabic: arabicOf(row.appliesTo),
  certificate: row.certificate,
  certificateArabic: row.certificateArabic ?? arabicOf(row.certificate),
  rule: row.rule,
  ruleArabic: arabicOf(row.rule),
  details: row.details,
  detailsArabic: arabicOf(row.details),
  notes: row.notes,
  notesArabic: arabicOf(row.notes),
  ...sourceOf(row, row.academicYear, { level: row.confidence, note: row.notes }),
});

/**
 * The rules a technological university's page shows: those for technological universities and
 * technical certificates in general, and those naming it; the national universities' rule on
 * industrial diplomas is theirs, not the technological universities'.
 */
export function technologicalRulesFor(rows: TechnologicalRuleRow[], university: { name: string }): TTechnologicalRule[] {
  return rows
    .filter((row) => {
      if (/^national\b/i.test(row.appliesTo)) return false;
      const named = row.appliesTo.split(/\s+-\s+/)[0]!;
      if (/\buniversity$/i.test(named)) return named.toLowerCase() === university.name.toLowerCase();
      return /technolog|technical certificates/i.test(row.appliesTo);
    })
    .map(ruleOf);
}

/** The admission facts a university's page shows for its type; null for types the data says nothing of. */
export async function admissionOf(db: Queryable, university: { id: string; name: string; type: TUniversityType }): Promise<TUniversityAdmission | null> {
  if (university.type === 'al-azhar') return { kind: 'al-azhar' };
  if (university.type === 'technological') {
    return { kind: 'technological', rules: technologicalRulesFor(await createAdmissionRepository(db).listTechnologicalAdmission(), university) };
  }
  if (MINIMUM_TYPES.includes(university.type)) {
    return { kind: 'private-minimums', tiers: (await privateMinimumTiersByUniversity(db)).get(university.id) ?? [] };
  }
  return null;
}
