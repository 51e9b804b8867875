/**
 * How published lists name universities that the catalogue holds under another name: campuses
 * and renamed universities in the cut-off lists (seed/university-aliases.csv), and the renames
 * by decree themselves (seed/university-renames.csv), applied to the catalogue at seed time.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { normalizeSearchText } from '@dalil/contracts/common/text';
import { splitSourceUrls } from '@dalil/contracts/common/source';
import { createUniversityRepository } from './university-repository.ts';
import { createProgramRepository } from '../programs/index.ts';
import type { Queryable } from '@dalil/service-kit/database';

const SEED = (name: string) => fileURLToPath(new URL(`../../seed/${name}`, import.meta.url));

export interface UniversityAlias {
  /** The university's name in universities.csv (its name before any rename). */
  universityName: string;
  campus: string | null;
}

function readRows(file: string): Array<Record<string, string>> {
  // csv-parse with columns: true yields records of strings; its return type is any.
  return parse(readFileSync(file), { columns: true, bom: true, skip_empty_lines: true, trim: true }) as Array<Record<string, string>>;
}

let aliases: Map<string, UniversityAlias> | undefined;

/** Published name (lower-cased) → the catalogue university and campus it means. */
export function universityAliases(): Map<string, UniversityAlias> {
  aliases ??= new Map(
    readRows(SEED('university-aliases.csv')).map((row) => [row.alias_en!.toLowerCase(), { universityName: row.university_en!, campus: row.campus_en || null }]),
  );
  return aliases;
}

export interface UniversityMatch {
  universityId: string;
  /** The campus an alias names (e.g. Shoubra), else null. */
  campus: string | null;
}

/**
 * The catalogue university a published name means: the name through university-aliases.csv
 * (campuses, renamed universities), then the catalogue's names, Arabic names and former names
 * (compared as search text, so spelling variants of Arabic letters agree).
 */
export async function createUniversityMatcher(
  db: Queryable,
  aliases: ReadonlyMap<string, UniversityAlias> = universityAliases(),
): Promise<(name: string, nameArabic?: string | null) => UniversityMatch | undefined> {
  const { rows } = await db.query<{ id: string; name: string; name_arabic: string | null; former_names: Array<{ name: string; nameArabic: string | null }> }>(
    'select id::text as id, name, name_arabic, former_names from universities',
  );
  const byName = new Map<string, string>();
  for (const u of rows) {
    for (const name of [u.name, u.name_arabic, ...u.former_names.flatMap((f) => [f.name, f.nameArabic])]) {
      if (name) byName.set(normalizeSearchText(name), u.id);
    }
  }
  return (name, nameArabic) => {
    const alias = aliases.get(name.trim().toLowerCase());
    const universityId = byName.get(normalizeSearchText(alias?.universityName ?? name)) ?? (nameArabic ? byName.get(normalizeSearchText(nameArabic)) : undefined);
    return universityId ? { universityId, campus: alias?.campus ?? null } : undefined;
  };
}

export interface UniversityRename {
  formerName: string;
  formerNameArabic: string | null;
  name: string;
  nameArabic: string;
  renamedOn: string;
  sourceUrl: string | null;
}

export function universityRenames(file = SEED('university-renames.csv')): UniversityRename[] {
  return readRows(file).map((row) => ({
    formerName: row.former_name_en!,
    formerNameArabic: row.former_name_ar || null,
    name: row.name_en!,
    nameArabic: row.name_ar!,
    renamedOn: row.renamed_on!,
    sourceUrl: splitSourceUrls(row.source_url)[0] ?? null,
  }));
}

/**
 * Renames each university still under its former name: one record, the new name in front, the
 * old one kept as a former name that search finds. Already renamed universities are left alone.
 */
export async function applyUniversityRenames(db: Queryable, renames = universityRenames()): Promise<number> {
  const universities = createUniversityRepository(db);
  let renamed = 0;
  for (const rename of renames) {
    const found = await universities.findByName(rename.formerName);
    if (!found || found.name.toLowerCase() !== rename.formerName.toLowerCase()) continue;
    const { _id, id, createdAt, updatedAt, ...data } = found;
    const formerNames = [
      ...data.formerNames.filter((f) => f.name.toLowerCase() !== rename.formerName.toLowerCase()),
      { name: found.name, nameArabic: found.nameArabic ?? rename.formerNameArabic, until: rename.renamedOn, sourceUrl: rename.sourceUrl },
    ];
    await universities.replace(id, { ...data, name: rename.name, nameArabic: rename.nameArabic, formerNames });
    await createProgramRepository(db).renameUniversity(id, rename.name, rename.nameArabic);
    renamed++;
  }
  return renamed;
}
