/**
 * Links each faculty cut-off row to its catalogue university and faculty, so guidance can name
 * the university, link its page and follow one faculty across years (even across a rename).
 *  - The university: the published name through university-aliases.csv (campuses, renamed
 *    universities), then the catalogue's names, Arabic names and former names.
 *  - The faculty: the university's faculty with the same name (and campus); else its only
 *    faculty of the same field; else a new faculty is added ("a faculty that admits Thanaweya
 *    Amma students exists"), once — one an administrator later deletes is not brought back.
 * Runs after every cut-off write (seed, import, admin change) over the rows not yet linked.
 */
import type { TFaculty } from '@dalil/contracts/catalogue/university';
import { classifyFaculty, facultyKey } from '@dalil/contracts/guidance/faculty-fields';
import { createUniversityMatcher, createUniversityRepository, universityAliases, type UniversityAlias } from '../universities/index.ts';
import { namedFaculty, createSeedKeysRepository, facultyNameKey } from '../common/index.ts';
import type { Queryable } from '@dalil/service-kit/database';
import { createCutoffsRepository, type UnlinkedCutoff } from './cutoffs-repository.ts';

/** Words that name no faculty of their own ("Faculty of Human Medicine" is the list's "Faculty of Medicine"). */
const GENERIC_WORDS = new Set(['faculty', 'faculties', 'college', 'of', 'the', 'and', 'for', 'human']);
const words = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z ]+/g, ' ')
    .split(' ')
    .filter((w) => w && !GENERIC_WORDS.has(w));

/**
 * Whether two names of the same field can be one faculty: their words, bar generic ones, are the
 * same, and neither names a place of its own. "Arts" is not "Applied Arts", and the main campus's
 * "Engineering" is not "Engineering at Shubra" (a faculty named for a place is another campus).
 */
function sameFacultyNamed(catalogueName: string, publishedName: string): boolean {
  const placed = / (at|in) [a-z]/i;
  if (placed.test(catalogueName) !== placed.test(publishedName)) return false;
  const a = words(catalogueName);
  const b = words(publishedName);
  return a.length === b.length && a.every((w) => b.includes(w));
}

export interface LinkOutcome {
  linked: number;
  facultiesAdded: number;
  /** Published university names with no catalogue university (e.g. a campus the list does not attribute). */
  unmatched: string[];
}

export async function linkCutoffs(db: Queryable, aliases: ReadonlyMap<string, UniversityAlias> = universityAliases()): Promise<LinkOutcome> {
  const cutoffs = createCutoffsRepository(db);
  const rows = await cutoffs.unlinked();
  const outcome: LinkOutcome = { linked: 0, facultiesAdded: 0, unmatched: [] };
  if (!rows.length) return outcome;

  const universities = createUniversityRepository(db);
  const match = await createUniversityMatcher(db, aliases);
  const seedKeys = createSeedKeysRepository(db);
  const tombstones = await seedKeys.withPrefix('cutoff-faculty:');
  const faculties = new Map<string, TFaculty[]>();
  const changed = new Set<string>();
  const newKeys: string[] = [];
  const links: Array<{ id: string; universityId: string; facultyKey: string; campus: string | null }> = [];

  // The university of each row first, then faculties per university: a faculty named
  // differently in the two sources ("Human Medicine", "Medicine") is paired only when it is
  // the one faculty of its field on each side that has no exact match.
  const byUniversity = new Map<string, Array<UnlinkedCutoff & { campus: string | null }>>();
  for (const row of rows) {
    const found = match(row.university_name, row.university_name_ar);
    if (!found) {
      if (!outcome.unmatched.includes(row.university_name)) outcome.unmatched.push(row.university_name);
      continue;
    }
    const { universityId } = found;
    const list = byUniversity.get(universityId) ?? [];
    list.push({ ...row, campus: row.campus ?? found.campus });
    byUniversity.set(universityId, list);
  }

  for (const [universityId, universityRows] of byUniversity) {
    const list = (await universities.findById(universityId))?.faculties ?? [];
    faculties.set(universityId, list);
    const exact = (row: { faculty_name: string; campus: string | null }) =>
      list.find((f) => facultyNameKey(f.name) === facultyNameKey(row.faculty_name) && f.campus === row.campus);
    const matched = new Map<string, TFaculty>();
    for (const row of universityRows) {
      const faculty = exact(row);
      if (faculty) matched.set(`${row.faculty_name}|${row.campus}`, faculty);
    }
    const pairedKeys = new Set([...matched.values()].map((f) => f.key));
    const unmatchedNames = [...new Set(universityRows.filter((r) => !matched.has(`${r.faculty_name}|${r.campus}`) && r.campus === null).map((r) => r.faculty_name))];
    for (const name of unmatchedNames) {
      const field = classifyFaculty(name);
      const theirs = list.filter((f) => f.field === field && f.campus === null && !pairedKeys.has(f.key) && sameFacultyNamed(f.name, name));
      const ours = unmatchedNames.filter((n) => classifyFaculty(n) === field);
      if (theirs.length === 1 && ours.length === 1) {
        matched.set(`${name}|null`, theirs[0]!);
        pairedKeys.add(theirs[0]!.key);
      }
    }
    for (const row of universityRows) {
      let faculty = matched.get(`${row.faculty_name}|${row.campus}`);
      if (!faculty) {
        const key = facultyKey(row.faculty_name, row.campus);
        faculty = list.find((f) => f.key === key);
        const tombstone = `cutoff-faculty:${universityId}:${key}`;
        if (!faculty && !tombstones.has(tombstone)) {
          faculty = namedFaculty({
            key,
            field: classifyFaculty(row.faculty_name),
            campus: row.campus,
            name: row.faculty_name,
            nameArabic: row.faculty_name_ar || null,
            sourceUrl: row.source_url,
          });
          list.push(faculty);
          changed.add(universityId);
          tombstones.add(tombstone);
          newKeys.push(tombstone);
          outcome.facultiesAdded++;
        }
        if (faculty) matched.set(`${row.faculty_name}|${row.campus}`, faculty);
      }
      links.push({ id: row.id, universityId, facultyKey: faculty?.key ?? facultyKey(row.faculty_name, row.campus), campus: row.campus });
    }
  }

  for (const universityId of changed) {
    const current = await universities.findById(universityId);
    if (!current) continue;
    const { _id, id, createdAt, updatedAt, ...data } = current;
    await universities.replace(id, { ...data, faculties: faculties.get(universityId)! });
  }
  await seedKeys.add(newKeys);
  if (links.length) {
    await cutoffs.link(links);
  }
  outcome.linked = links.length;
  return outcome;
}
