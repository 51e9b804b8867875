/**
 * The real catalogue on first start: universities, their faculties and scholarships from
 * services/catalogue/seed/*.csv (see seed/SOURCES.md and docs/data.md), plus the graduate
 * programs in seed/programs.csv and seed/graduate-programs.csv. Each row has a seed key recorded once applied, so restarts insert nothing
 * twice, never overwrite an administrator's edit and never bring back a record an
 * administrator deleted. New rows added to the files are applied on the next start.
 */
import { existsSync } from 'node:fs';
import type pg from 'pg';
import type { z } from 'zod';
import { normalizeSearchText } from '@dalil/contracts/common/text';
import { createSeedKeysRepository, inTransaction, readCsv, reasonOf, SEED_DIRECTORY } from '../common/index.ts';
import {
  UNIVERSITY_LIST_FILE,
  UNIVERSITY_LIST_TEXTS_FILE,
  ZFacultyRow,
  ZUniversityRow,
  applyUniversityList,
  applyUniversityRenames,
  createUniversityRepository,
  createUniversityWrites,
  facultyOf,
  universityPatch,
  type UniversityListOutcome,
} from '../universities/index.ts';
import { createProgramWrites, programPatch, publishedProgramPatch, ZProgramRow, ZPublishedProgramRow } from '../programs/index.ts';
import { createScholarshipRepository, createScholarshipWrites, publishedScholarshipPatch, ZPublishedScholarshipRow } from '../scholarships/index.ts';

export { SEED_DIRECTORY };

export interface SeedOutcome {
  universities: number;
  renamed: number;
  /** The Ministry's 2025/26 list (universities-complete.csv): institutions added, types corrected, values filled. */
  list: Omit<UniversityListOutcome, 'problems'>;
  faculties: number;
  scholarships: number;
  programs: number;
  /** Rows of the seed files that failed validation (a broken file is a bug, so it is reported). */
  problems: string[];
}

export async function seedCatalogue(pool: pg.Pool, directory = SEED_DIRECTORY): Promise<SeedOutcome> {
  const outcome: SeedOutcome = { universities: 0, renamed: 0, list: { added: 0, retyped: 0, filled: 0, keptEdited: [] }, faculties: 0, scholarships: 0, programs: 0, problems: [] };
  const file = (name: string) => `${directory}/${name}`;
  await inTransaction(pool, async (client) => {
    // Replicas starting together: one seeds, the others wait and then find every key applied. Seeding
    // is start-up work, so a request's statement timeout does not bound that wait or the seed.
    await client.query(`set local statement_timeout = '10min'`);
    await client.query(`select pg_advisory_xact_lock(hashtext('dalil-catalogue-seed'))`);
    const applied = await createSeedKeysRepository(client).withPrefix();
    const done = new Set<string>();
    const pending = (key: string) => !applied.has(key) && !done.has(key);

    for (const [index, row] of (await readCsv(file('universities.csv'))).entries()) {
      const parsed = ZUniversityRow.safeParse(row);
      if (!parsed.success) {
        outcome.problems.push(`universities.csv line ${index + 2}: ${reasonOf(parsed.error)}`);
        continue;
      }
      const key = `university:${parsed.data.name_en.toLowerCase()}`;
      if (!pending(key)) continue;
      if ((await createUniversityWrites(client).upsertFromSeed(universityPatch(parsed.data))).outcome === 'imported') outcome.universities++;
      done.add(key);
    }

    // Universities renamed by decree keep their record, under the new name (the former one stays searchable).
    outcome.renamed = await applyUniversityRenames(client);

    // The Ministry's list of 2025/26: the institutions the catalogue lacks, and every type as the list gives it.
    if (existsSync(file(UNIVERSITY_LIST_FILE))) {
      const { problems, ...list } = await applyUniversityList(
        client,
        { list: file(UNIVERSITY_LIST_FILE), texts: file(UNIVERSITY_LIST_TEXTS_FILE) },
        { pending, applied: (key) => done.add(key) },
      );
      outcome.list = list;
      outcome.problems.push(...problems);
    }

    // Faculties are added to their university (never replacing one it already has), one write
    // per university.
    const universities = createUniversityRepository(client);
    const facultiesOf = new Map<string, Array<z.infer<typeof ZFacultyRow>>>();
    for (const [index, row] of (await readCsv(file('faculties.csv'))).entries()) {
      const parsed = ZFacultyRow.safeParse(row);
      if (!parsed.success) {
        outcome.problems.push(`faculties.csv line ${index + 2}: ${reasonOf(parsed.error)}`);
        continue;
      }
      const key = `faculty:${parsed.data.university_name_en.toLowerCase()}:${parsed.data.faculty_en.toLowerCase()}`;
      if (!pending(key)) continue;
      done.add(key);
      const universityKey = parsed.data.university_name_en.toLowerCase();
      facultiesOf.set(universityKey, [...(facultiesOf.get(universityKey) ?? []), parsed.data]);
    }
    for (const [name, rows] of facultiesOf) {
      const university = await universities.findByName(name);
      if (!university) continue;
      const known = new Set(university.faculties.map((f) => f.name.toLowerCase()));
      const added = rows.filter((r) => !known.has(r.faculty_en.toLowerCase())).map(facultyOf);
      if (!added.length) continue;
      const { _id, id, createdAt, updatedAt, ...data } = university;
      await universities.replace(id, { ...data, faculties: [...data.faculties, ...added] });
      outcome.faculties += added.length;
    }

    // Scholarships as published (../shared/data/scholarships.csv). A new one is added; one the
    // seed added before gets the figures it lacked (deadline month, amount, grade as worded),
    // unless an administrator has edited it.
    for (const [index, row] of (await readCsv(file('scholarships.csv'))).entries()) {
      const parsed = ZPublishedScholarshipRow.safeParse(row);
      if (!parsed.success) {
        outcome.problems.push(`scholarships.csv line ${index + 2}: ${reasonOf(parsed.error)}`);
        continue;
      }
      const patch = publishedScholarshipPatch(parsed.data);
      const key = `scholarship:${parsed.data.name_en.toLowerCase()}`;
      if (pending(key)) {
        if ((await createScholarshipWrites(client).upsertFromSeed(patch)).outcome === 'imported') outcome.scholarships++;
        done.add(key);
      }
      const textsKey = `scholarship-texts:${parsed.data.name_en.toLowerCase()}`;
      if (pending(textsKey)) {
        await createScholarshipRepository(client).fillPublishedTexts(patch.name, {
          deadlineMonth: patch.deadlineMonth ?? null,
          amountText: patch.amountText ?? null,
          gpaRequirement: patch.gpaRequirement ?? null,
        });
        done.add(textsKey);
      }
    }

    if (existsSync(file('programs.csv'))) {
      const byName = await universitiesByName(client);
      for (const [index, row] of (await readCsv(file('programs.csv'))).entries()) {
        const parsed = ZProgramRow.safeParse(row);
        if (!parsed.success) {
          outcome.problems.push(`programs.csv line ${index + 2}: ${reasonOf(parsed.error)}`);
          continue;
        }
        const key = `program:${parsed.data.university_name.toLowerCase()}:${parsed.data.type}:${parsed.data.name_en.toLowerCase()}`;
        if (!pending(key)) continue;
        done.add(key);
        const university = byName.get(normalizeSearchText(parsed.data.university_name));
        if (!university) continue;
        if ((await createProgramWrites(client).upsertFromSeed(university, programPatch(parsed.data))).outcome === 'imported') outcome.programs++;
      }
    }

    // Graduate programmes as published (../shared/data/graduate-programs.csv).
    if (existsSync(file('graduate-programs.csv'))) {
      const byName = await universitiesByName(client);
      for (const [index, row] of (await readCsv(file('graduate-programs.csv'))).entries()) {
        const parsed = ZPublishedProgramRow.safeParse(row);
        if (!parsed.success) {
          outcome.problems.push(`graduate-programs.csv line ${index + 2}: ${reasonOf(parsed.error)}`);
          continue;
        }
        const key = `program:${parsed.data.university_en.toLowerCase()}:${parsed.data.type}:${parsed.data.name_en.toLowerCase()}`;
        if (!pending(key)) continue;
        const university = byName.get(normalizeSearchText(parsed.data.university_en));
        if (!university) {
          outcome.problems.push(`graduate-programs.csv line ${index + 2}: no catalogue university is called "${parsed.data.university_en}"`);
          continue;
        }
        done.add(key);
        if ((await createProgramWrites(client).upsertFromSeed(university, publishedProgramPatch(parsed.data))).outcome === 'imported') outcome.programs++;
      }
    }

    await createSeedKeysRepository(client).add([...done]);
  });
  return outcome;
}

/** Catalogue universities by every name they go by (a programme file may use a former name). */
export async function universitiesByName(client: pg.PoolClient | pg.Pool) {
  const byName = new Map<string, { id: string; name: string; nameArabic: string | null }>();
  const { rows } = await client.query<{ id: string; name: string; name_arabic: string | null; former_names: Array<{ name: string }> }>(
    'select id::text as id, name, name_arabic, former_names from universities',
  );
  for (const row of rows) {
    for (const name of [row.name, ...row.former_names.map((f) => f.name)]) byName.set(normalizeSearchText(name), { id: row.id, name: row.name, nameArabic: row.name_arabic });
  }
  return byName;
}
