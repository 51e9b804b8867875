/**
 * The data health of the catalogue, for the people who keep it (/admin/data, `npm run
 * data:coverage`): per kind of record, how many there are and how many fail each check — what is
 * missing (a university without a fee, a rank or an Arabic name; a public faculty without a
 * cut-off for the latest year), what is old (older than FIGURE_OLD_AFTER_YEARS), what rests on
 * little (a single source page, medium or low confidence) and what has lapsed (a scholarship
 * whose deadline has passed). Counted in the database, one query per kind.
 */
import { z } from 'zod';
import { defineOperation } from '../api/operation.ts';
import { ZFailure, ZSuccess } from '../common/envelope.ts';

/** Every check, for each kind of record (the order the table shows them in). */
export const DATA_HEALTH_CHECKS = {
  universities: ['no-fee', 'no-rank', 'no-arabic-name'],
  faculties: ['no-cutoff-latest-year'],
  fees: ['old', 'no-year', 'single-source'],
  rankings: ['old', 'single-source'],
  facts: ['old', 'no-year', 'single-source'],
  cutoffs: ['old', 'single-source'],
  minimums: ['old', 'low-confidence', 'medium-confidence', 'single-source'],
  technological: ['old', 'no-year', 'low-confidence', 'medium-confidence', 'single-source'],
  salaries: ['old', 'no-year', 'single-source'],
  growth: ['old', 'no-year', 'single-source'],
  prices: ['old', 'no-year', 'single-source'],
  scholarships: ['deadline-passed'],
} as const;
export type TDataKind = keyof typeof DATA_HEALTH_CHECKS;
export const DATA_KINDS = Object.keys(DATA_HEALTH_CHECKS) as TDataKind[];
export type TDataCheck = (typeof DATA_HEALTH_CHECKS)[TDataKind][number];
export const DATA_CHECKS = [...new Set(Object.values(DATA_HEALTH_CHECKS).flat())] as TDataCheck[];

/**
 * Where each kind's records are fixed in the panel: the universities list (filtered to the
 * universities concerned), the scholarships list, or the file-upload tab that imports cut-offs.
 * The other kinds are kept in the seed files (services/catalogue/seed) and have no panel list.
 */
export const DATA_HEALTH_LISTS: Partial<Record<TDataKind, 'universities' | 'scholarships' | 'cutoff-import'>> = {
  universities: 'universities',
  faculties: 'universities',
  fees: 'universities',
  rankings: 'universities',
  facts: 'universities',
  cutoffs: 'cutoff-import',
  scholarships: 'scholarships',
};

export const ZDataKind = z.enum(DATA_KINDS as [TDataKind, ...TDataKind[]], { message: `kind must be one of: ${DATA_KINDS.join(', ')}` });
export const ZDataCheck = z.enum(DATA_CHECKS as [TDataCheck, ...TDataCheck[]], { message: `check must be one of: ${DATA_CHECKS.join(', ')}` });

export const ZDataHealthKind = z.object({
  kind: ZDataKind,
  /** Records of the kind (faculties: public universities' faculties; scholarships: active ones). */
  total: z.number().int(),
  checks: z.array(z.object({ check: ZDataCheck, count: z.number().int() })),
});
export type TDataHealthKind = z.infer<typeof ZDataHealthKind>;

export const ZDataHealth = z.object({
  generatedAt: z.string(),
  /** A figure whose year starts before this one is old. */
  oldBefore: z.number().int(),
  /** The newest year of the faculties' cut-offs (the year "no cut-off" is about); null with none. */
  latestCutoffYear: z.number().int().nullable(),
  kinds: z.array(ZDataHealthKind),
});
export type TDataHealth = z.infer<typeof ZDataHealth>;

/** GET /api/admin/catalogue/data-health/records: the records one check counts, for the list where they are fixed. */
export const ZDataHealthRecordsQuery = z.object({ kind: ZDataKind, check: ZDataCheck });
export type TDataHealthRecordsQuery = z.infer<typeof ZDataHealthRecordsQuery>;
export const ZDataHealthRecords = z.object({
  list: z.enum(['universities', 'scholarships']),
  /** The ids of the list's records concerned (a university with an old fee, a lapsed scholarship). */
  ids: z.array(z.string()),
});
export type TDataHealthRecords = z.infer<typeof ZDataHealthRecords>;

const adminFailures = { 400: ZFailure, 401: ZFailure, 403: ZFailure };

export const getDataHealth = defineOperation({
  method: 'get',
  path: '/api/admin/catalogue/data-health',
  summary: 'Data health: per kind of record, how many there are and how many are missing a value, old, thinly sourced or lapsed',
  tags: ['universities', 'admin'],
  admin: true,
  responses: { 200: ZSuccess(ZDataHealth), ...adminFailures },
});

export const getDataHealthRecords = defineOperation({
  method: 'get',
  path: '/api/admin/catalogue/data-health/records',
  summary: 'The records one data-health check counts, as ids of the panel list where they are fixed',
  tags: ['universities', 'admin'],
  admin: true,
  query: ZDataHealthRecordsQuery,
  responses: { 200: ZSuccess(ZDataHealthRecords), ...adminFailures, 404: ZFailure },
});

export const dataHealthOperations = [getDataHealth, getDataHealthRecords];
