/**
 * The Ministry's list of the institutions accredited for 2025/26 (seed/universities-complete.csv,
 * shared/data/README.md section 18), applied after universities.csv: it adds the institutions the
 * catalogue lacks and gives the ones it has their type from the list (Al-Azhar, the technological
 * universities, UFE, Zewail City, AUC, E-JUST and the Knowledge Hub were typed otherwise), filling
 * only values a record lacks. The Arabic city names and the one-sentence descriptions of the added
 * institutions, which the list does not carry, are ours (seed/universities-added.csv).
 *
 * A re-seed is safe: each row is applied once (seed key), an existing record keeps its id,
 * images and values, a record an administrator edited is left exactly as it is, and an
 * institution an administrator deleted is not brought back.
 */
import { z } from 'zod';
import type { Queryable } from '@dalil/service-kit/database';
import { normalizeSearchText } from '@dalil/contracts/common/text';
import { splitSourceUrls } from '@dalil/contracts/common/source';
import { UNIVERSITY_TYPES, type TUniversity } from '@dalil/contracts/catalogue/university';
import { differs, mergeRecord } from '../common/index.ts';
import { readCsv, reasonOf } from '../common/index.ts';
import { newUniversity } from './university-rows.ts';
import { createUniversityRepository, universityDataOf, type UniversityData } from './university-repository.ts';

export const UNIVERSITY_LIST_FILE = 'universities-complete.csv';
export const UNIVERSITY_LIST_TEXTS_FILE = 'universities-added.csv';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const text = () => z.preprocess(blank, z.string().trim().optional()).transform((v) => v ?? null);

const ZListRow = z.object({
  name_en: z.string({ message: 'name_en is required' }).trim().min(1, { message: 'name_en is required' }),
  name_ar: text(),
  type: z.enum(UNIVERSITY_TYPES, { message: `type must be one of: ${UNIVERSITY_TYPES.join(', ')}` }),
  governorate_en: text(),
  governorate_ar: text(),
  city: text(),
  founded_year: z
    .preprocess(blank, z.coerce.number({ message: 'founded_year must be a year' }).int().min(900).max(new Date().getUTCFullYear()).optional())
    .transform((v) => v ?? null),
  website: text().pipe(z.url({ message: 'website must be a web address' }).nullable()),
  in_catalogue: z.enum(['yes', 'no'], { message: 'in_catalogue must be yes or no' }),
  source_name: text(),
  source_url: z.string().optional().transform(splitSourceUrls),
  catalogue_name_en: text(),
});
type ListRow = z.infer<typeof ZListRow>;

interface AddedTexts {
  cityArabic: string | null;
  description: string | null;
  descriptionArabic: string | null;
}

export interface UniversityListOutcome {
  /** Institutions the catalogue lacked, now added. */
  added: number;
  /** Existing records whose type the list corrected. */
  retyped: number;
  /** Existing records that gained values they lacked (website, founding year, governorate, …). */
  filled: number;
  /** Records an administrator edited: left as they are, even where the list types them otherwise. */
  keptEdited: string[];
  problems: string[];
}

/** "Misr University for Science and Technology (MUST)" → "Misr University for Science and Technology". */
export const withoutTrailingNote = (name: string) => name.replace(/\s*\([^()]*\)\s*$/, '').trim();

/** The other names a row of the list goes by (in the figures files, the minimums): its name without the trailing acronym or note. */
function listedNames(row: Pick<ListRow, 'name_en' | 'catalogue_name_en'>): string[] {
  return [...new Set([row.name_en, withoutTrailingNote(row.name_en), ...(row.catalogue_name_en ? [row.catalogue_name_en] : [])])];
}

/**
 * Published name (lower-cased) → the catalogue name it means, for every row of the list: the
 * figures files write "Misr University for Science and Technology" where the list writes
 * "… (MUST)". Passed to the university matcher beside university-aliases.csv.
 */
export async function universityListAliases(file: string): Promise<Map<string, string>> {
  const aliases = new Map<string, string>();
  for (const raw of await readCsv(file)) {
    const parsed = ZListRow.safeParse(raw);
    if (!parsed.success) continue;
    const catalogueName = parsed.data.catalogue_name_en ?? parsed.data.name_en;
    for (const name of listedNames(parsed.data)) aliases.set(name.toLowerCase(), catalogueName);
  }
  return aliases;
}

async function addedTexts(file: string): Promise<Map<string, AddedTexts>> {
  const texts = new Map<string, AddedTexts>();
  for (const row of await readCsv(file)) {
    if (!row.name_en) continue;
    texts.set(row.name_en.toLowerCase(), { cityArabic: row.city_ar || null, description: row.description_en || null, descriptionArabic: row.description_ar || null });
  }
  return texts;
}

/** Catalogue universities by every name they go by, Arabic included (spelling variants folded). */
async function universitiesByAnyName(db: Queryable): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; name: string; name_arabic: string | null; former_names: Array<{ name: string; nameArabic: string | null }> }>(
    'select id::text as id, name, name_arabic, former_names from universities',
  );
  const byName = new Map<string, string>();
  for (const u of rows) {
    for (const name of [u.name, u.name_arabic, ...u.former_names.flatMap((f) => [f.name, f.nameArabic])]) if (name) byName.set(normalizeSearchText(name), u.id);
  }
  return byName;
}

/** The values the list gives a record, as a patch (null: the list does not say). */
function listedValues(row: ListRow, texts: AddedTexts | undefined): Partial<UniversityData> {
  return {
    nameArabic: row.name_ar,
    description: texts?.description ?? null,
    descriptionArabic: texts?.descriptionArabic ?? null,
    location: { city: row.city, cityArabic: row.city ? (texts?.cityArabic ?? null) : null, governorate: row.governorate_en, governorateArabic: row.governorate_ar },
    establishedYear: row.founded_year,
    website: row.website,
    sourceName: row.source_name,
  };
}

export async function applyUniversityList(
  db: Queryable,
  files: { list: string; texts: string },
  seedKeys: { pending: (key: string) => boolean; applied: (key: string) => void },
): Promise<UniversityListOutcome> {
  const outcome: UniversityListOutcome = { added: 0, retyped: 0, filled: 0, keptEdited: [], problems: [] };
  const universities = createUniversityRepository(db);
  const texts = await addedTexts(files.texts);
  let byName = await universitiesByAnyName(db);
  for (const [index, raw] of (await readCsv(files.list)).entries()) {
    const parsed = ZListRow.safeParse(raw);
    if (!parsed.success) {
      outcome.problems.push(`${UNIVERSITY_LIST_FILE} line ${index + 2}: ${reasonOf(parsed.error)}`);
      continue;
    }
    const row = parsed.data;
    const key = `university-list:${row.name_en.toLowerCase()}`;
    if (!seedKeys.pending(key)) continue;
    seedKeys.applied(key);
    const names = row.in_catalogue === 'yes' && row.catalogue_name_en ? [row.catalogue_name_en] : [...listedNames(row), ...(row.name_ar ? [row.name_ar] : [])];
    const id = names.map((name) => byName.get(normalizeSearchText(name))).find(Boolean);
    const values = listedValues(row, texts.get(row.name_en.toLowerCase()));
    if (!id) {
      // Listed as already in the catalogue but not found: an administrator deleted it.
      if (row.in_catalogue === 'yes') continue;
      if (!values.description) outcome.problems.push(`${UNIVERSITY_LIST_FILE} line ${index + 2}: ${row.name_en} has no description in ${UNIVERSITY_LIST_TEXTS_FILE}`);
      await universities.insert(newUniversity({ ...values, name: row.name_en, type: row.type, sourceUrls: row.source_url }));
      byName = await universitiesByAnyName(db);
      outcome.added++;
      continue;
    }
    if (await universities.isEditedByAdmin(id)) {
      outcome.keptEdited.push(row.name_en);
      continue;
    }
    const current = (await universities.findById(id))!;
    const next = listedUpdate(current, row, values);
    if (!differs(universityDataOf(current), next)) continue;
    await universities.replace(id, next);
    if (next.type !== current.type) outcome.retyped++;
    else outcome.filled++;
  }
  return outcome;
}

/** The list's type, the values the record lacks, and the list's sources beside the record's own. */
function listedUpdate(current: TUniversity, row: ListRow, values: Partial<UniversityData>): UniversityData {
  const data = universityDataOf(current);
  const filled = mergeRecord<UniversityData>(data, values, 'fill-empty');
  return { ...filled, type: row.type, sourceUrls: [...data.sourceUrls, ...row.source_url.filter((url) => !data.sourceUrls.includes(url))] };
}
