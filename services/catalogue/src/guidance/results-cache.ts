/**
 * In-process copies of what every guidance answer reads: the cut-offs (reloaded when their
 * version stamp changes), the catalogue's universities with their faculties (expiring after half
 * a minute: they belong to another feature), and the guidance index built from both. A cut-off
 * write drops them (results/manage-cutoffs.ts sees only that, as a CutoffsCache).
 */
import type pg from 'pg';
import type { TUniversityType } from '@dalil/contracts/catalogue/university';
import { createCutoffsRepository, type CutoffRecord } from '../results/index.ts';
import { buildGuidanceData, type CatalogueUniversityRow, type GuidanceData, type GuidanceExtras } from './guidance-data.ts';
import { loadRuleRows } from './rules/rule-rows.ts';
import { completeFaculty, type StoredFaculty } from '../common/index.ts';
import { createAdmissionRepository, createUniversityFiguresRepository, privateMinimumTiersByUniversity, technologicalRulesFor } from '../universities/index.ts';

function cached<T>(load: () => Promise<T>, ttlMs: number) {
  let value: { at: number; promise: Promise<T> } | undefined;
  return {
    get(): Promise<T> {
      if (!value || Date.now() - value.at > ttlMs) {
        const promise = load();
        value = { at: Date.now(), promise };
        promise.catch(() => {
          if (value?.promise === promise) value = undefined;
        });
      }
      return value.promise;
    },
    drop() {
      value = undefined;
    },
  };
}

async function loadUniversities(pool: pg.Pool): Promise<CatalogueUniversityRow[]> {
  const { rows } = await pool.query<{
    id: string;
    name: string;
    name_arabic: string | null;
    type: TUniversityType;
    governorate: string | null;
    governorate_arabic: string | null;
    faculties: StoredFaculty[];
  }>('select id::text as id, name, name_arabic, type, governorate, governorate_arabic, faculties from universities');
  const fees = await createUniversityFiguresRepository(pool).allFees();
  return rows.map((u) => ({
    id: u.id,
    name: u.name,
    nameArabic: u.name_arabic,
    type: u.type,
    governorate: u.governorate,
    governorateArabic: u.governorate_arabic,
    faculties: u.faculties.map(completeFaculty).map(({ key, name, nameArabic, field, campus }) => ({ key, name, nameArabic, field, campus })),
    fees: fees.get(u.id) ?? [],
  }));
}

/** The placement rules, the private and national minimums and the technological universities' rules. */
async function loadExtras(pool: pg.Pool, universities: readonly CatalogueUniversityRow[]): Promise<GuidanceExtras> {
  const [ruleRows, privateTiers, technological] = await Promise.all([
    loadRuleRows(pool),
    privateMinimumTiersByUniversity(pool),
    createAdmissionRepository(pool).listTechnologicalAdmission(),
  ]);
  const technologicalRules = new Map(universities.filter((u) => u.type === 'technological').map((u) => [u.id, technologicalRulesFor(technological, u)]));
  return { ruleRows, privateTiers, technologicalRules };
}

export function createResultsCache(pool: pg.Pool, universitiesTtlMs = 30_000) {
  const cutoffs = cached<CutoffRecord[]>(() => createCutoffsRepository(pool).all(), Number.POSITIVE_INFINITY);
  let cutoffsVersion: string | undefined;
  const universities = cached(async () => {
    const rows = await loadUniversities(pool);
    const extras = await loadExtras(pool, rows);
    // What the index is built from, as text: a reload that changed nothing keeps the index (below).
    const fingerprint = JSON.stringify([rows, extras.ruleRows, [...extras.privateTiers], [...extras.technologicalRules]]);
    return { rows, extras, fingerprint };
  }, universitiesTtlMs);
  type Universities = { rows: CatalogueUniversityRow[]; extras: GuidanceExtras; fingerprint: string };
  type Built = { from: [Promise<CutoffRecord[]>, Promise<Universities>]; data: Promise<GuidanceData> };
  let built: Built | undefined;
  /** The newest index that finished building. */
  let ready: Built | undefined;
  // Concurrent callers share the version query in flight (one per burst, not one per answer).
  let versionQuery: Promise<string> | undefined;
  const cutoffsAt = (version?: string) => {
    if (version !== undefined && version !== cutoffsVersion) {
      cutoffs.drop();
      cutoffsVersion = version;
    }
    return cutoffs.get();
  };
  return {
    /** The cut-offs as of `version` (from the lookup row), reloaded when the version moved on. */
    cutoffs: cutoffsAt,
    /** The guidance index as of `version`, rebuilt when the cut-offs or the universities were reloaded. */
    guidance(version?: string): Promise<GuidanceData> {
      const from: [Promise<CutoffRecord[]>, Promise<Universities>] = [cutoffsAt(version), universities.get()];
      if (!built || built.from[0] !== from[0] || built.from[1] !== from[1]) {
        // The universities expire every half minute. When the same cut-offs meet a reload equal to the
        // last one, the index (and everything kept per index: fitted models, written answers) stays:
        // rebuilding takes the event loop for a few hundred milliseconds, every student waits behind it.
        const previous = built;
        const data = Promise.all(from).then(async ([c, u]) => {
          if (previous && previous.from[0] === from[0]) {
            const [last, index] = await Promise.all([previous.from[1], previous.data]).catch(() => [undefined, undefined] as const);
            if (last && index && last.fingerprint === u.fingerprint) return index;
          }
          return buildGuidanceData(c, u.rows, u.extras);
        });
        const next: Built = { from, data };
        built = next;
        data.then(
          () => {
            if (built === next) ready = next;
          },
          () => {
            if (built === next) built = undefined;
          },
        );
      }
      // Same cut-offs, the universities being reloaded (every half minute): answer from the index in
      // hand meanwhile rather than make every student wait for the reload's queries.
      if (ready && ready !== built && ready.from[0] === built.from[0]) return ready.data;
      return built.data;
    },
    /** The cut-offs' current version stamp, for callers that do not read a results row. */
    currentVersion(): Promise<string> {
      versionQuery ??= pool
        .query<{ v: string }>({ name: 'cutoffs-version', text: 'select cutoffs::text as v from results_data_version' })
        .then(({ rows }) => rows[0]?.v ?? '0')
        .finally(() => {
          versionQuery = undefined;
        });
      return versionQuery;
    },
    /** After a cut-off write: reload the cut-offs and the universities (the write may have linked a new one). */
    dropCutoffs: () => {
      cutoffs.drop();
      universities.drop();
    },
  };
}
export type ResultsCache = ReturnType<typeof createResultsCache>;
