/**
 * The catalogue university a published file means by its name: university-aliases.csv (campuses,
 * renamed universities), then the names of the Ministry's list (its name without the trailing
 * acronym, its catalogue name), then the catalogue's own names (./university-names.ts).
 */
import { existsSync } from 'node:fs';
import type { Queryable } from '@dalil/service-kit/database';
import { createUniversityMatcher, universityAliases, type UniversityAlias } from './university-names.ts';
import { SEED_DIRECTORY } from '../common/index.ts';
import { UNIVERSITY_LIST_FILE, universityListAliases } from './seed-university-list.ts';

const aliasesByDirectory = new Map<string, Promise<ReadonlyMap<string, UniversityAlias>>>();

async function readAliases(directory: string): Promise<ReadonlyMap<string, UniversityAlias>> {
  const aliases = new Map(universityAliases());
  const listFile = `${directory}/${UNIVERSITY_LIST_FILE}`;
  if (existsSync(listFile)) {
    for (const [name, universityName] of await universityListAliases(listFile)) if (!aliases.has(name)) aliases.set(name, { universityName, campus: null });
  }
  return aliases;
}

export async function catalogueUniversityMatcher(db: Queryable, directory = SEED_DIRECTORY) {
  let aliases = aliasesByDirectory.get(directory);
  if (!aliases) {
    aliases = readAliases(directory);
    aliasesByDirectory.set(directory, aliases);
  }
  return createUniversityMatcher(db, await aliases);
}
