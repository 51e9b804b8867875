/**
 * The universities' published figures on every start: fees, rankings, facts and encyclopedia
 * links from seed/university-{fees,rankings,facts,links}.csv (shared/data/README.md, sections
 * 10–14). Idempotent: each row is upserted by its natural key, so a second start adds nothing;
 * a row an administrator edited keeps the edit. Rows are then linked to the catalogue university
 * their name means (university-names.ts, with the names of the Ministry's list), including rows
 * whose university was added later. Every row keeps its publisher (`source_name`); the fee rows
 * the file leaves without one take it from seed/university-fee-publishers.csv (the publishers
 * shared/data/README.md section 10 names for those pages), so no page falls back to a web host.
 */
import { z } from 'zod';
import type pg from 'pg';
import { inTransaction } from '../common/index.ts';
import { readCsv, reasonOf } from '../common/index.ts';
import { SEED_DIRECTORY } from '../common/index.ts';
import { existsSync } from 'node:fs';
import { catalogueUniversityMatcher } from './university-matcher.ts';
import { PRIVATE_MINIMUMS_FILE, TECHNOLOGICAL_ADMISSION_FILE, ZPrivateMinimumRow, ZTechnologicalRuleRow, privateMinimumOf, technologicalRuleOf } from './admission-rows.ts';
import { FIGURE_TABLES, createUniversityFiguresRepository, type FigureTable, type UpsertCount } from './university-figures-repository.ts';

/** Ours: the publishers shared/data/README.md section 10 names for the fee pages whose rows name none. */
const FEE_PUBLISHERS_FILE = 'university-fee-publishers.csv';

export const FIGURE_FILES: Record<FigureTable, string> = {
  university_fees: 'university-fees.csv',
  university_rankings: 'university-rankings.csv',
  university_facts: 'university-facts.csv',
  university_links: 'university-links.csv',
};

export interface FiguresSeedOutcome {
  fees: UpsertCount;
  rankings: UpsertCount;
  facts: UpsertCount;
  links: UpsertCount;
  /** Private and national universities' minimums per tier, and the technological universities' rules (README section 19). */
  minimums: UpsertCount;
  technological: UpsertCount;
  /** Rows newly linked to a catalogue university. */
  linked: number;
  /** University names of the files with no catalogue university (kept, shown nowhere). */
  unmatched: string[];
  /** Rows that failed validation (a broken file is a bug, so it is reported). */
  problems: string[];
}

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const required = (column: string) => z.string({ message: `${column} is required` }).trim().min(1, { message: `${column} is required` });
const optionalText = () => z.preprocess(blank, z.string().trim().optional()).transform((v) => v ?? null);
const optionalAmount = (column: string) =>
  z.preprocess(blank, z.coerce.number({ message: `${column} must be a number` }).min(0, { message: `${column} must be at least 0` }).optional()).transform((v) => v ?? null);
const optionalYear = (column: string) =>
  z.preprocess(blank, z.coerce.number({ message: `${column} must be a year` }).int({ message: `${column} must be a year` }).min(900).max(2100).optional()).transform((v) => v ?? null);
/** `a | b` (the files' separator): every http(s) address, the first being the main source. */
const sources = z
  .string()
  .optional()
  .transform((v) => (v ?? '').split(/\s+\|\s+/).map((s) => s.trim()).filter((s) => /^https?:\/\//i.test(s)));

/**
 * The publisher as the file names it; the compiler's provenance suffix (" - carried over from
 * shared/data/university-fees.csv") is about the file, not the publisher, and is dropped.
 */
const publisher = () => optionalText().transform((v) => v?.replace(/\s+-\s+carried over from .*$/i, '') ?? null);

const ZFeeRow = z
  .object({
    university_en: required('university_en'),
    university_ar: optionalText(),
    faculty_or_program_en: required('faculty_or_program_en'),
    faculty_or_program_ar: optionalText(),
    academic_year: optionalText().pipe(z.string().regex(/^\d{4}\/\d{4}$/, { message: 'academic_year must look like 2025/2026' }).nullable()),
    annual_fee_min: optionalAmount('annual_fee_min'),
    annual_fee_max: optionalAmount('annual_fee_max'),
    currency: required('currency').transform((c) => c.toUpperCase()),
    notes: optionalText(),
    source_name: publisher(),
    source_url: sources,
  })
  .refine((r) => r.annual_fee_min === null || r.annual_fee_max === null || r.annual_fee_max >= r.annual_fee_min, {
    message: 'annual_fee_max must be at least annual_fee_min',
  });

const ZRankingRow = z.object({
  university_en: required('university_en'),
  ranking: z.enum(['qs', 'the', 'usnews'], { message: 'ranking must be qs, the or usnews' }),
  edition_year: required('edition_year').regex(/^\d{4}(-\d{4})?$/, { message: 'edition_year must be 2026 or 2025-2026' }),
  world_rank: required('world_rank'),
  national_rank: optionalText(),
  source_name: publisher(),
  source_url: sources,
});

const ZFactRow = z.object({
  university_en: required('university_en'),
  fact: z.enum(['students', 'faculties', 'founded'], { message: 'fact must be students, faculties or founded' }),
  value: z.coerce.number({ message: 'value must be a number' }),
  as_of_year: optionalYear('as_of_year'),
  source_name: publisher(),
  source_url: sources,
});

const ZLinkRow = z.object({
  university_en: required('university_en'),
  wikipedia_en: optionalText(),
  wikipedia_ar: optionalText(),
  source_url: sources,
});

/** The rate in "Charged per credit hour: EGP 3,000 per credit hour for Egyptian students …". */
const CREDIT_HOUR_RATE = /\b(EGP|USD|EUR|GBP)\s*([\d,]+(?:\.\d+)?)\s+per credit hour\b/i;

/**
 * One fee row as stored. The file has no column for who a fee is for or what it pays for, so:
 *  - a row naming non-Egyptian students (README: the Mansoura and Tanta wafid rows) is theirs;
 *  - a row with no annual figure whose note says it is charged per credit hour keeps the note's
 *    first rate in the row's currency as a per-credit-hour price (README: Zewail City and AUC);
 *  - a row for "All faculties …" covers every faculty of its university.
 */
export function feeOf(row: z.infer<typeof ZFeeRow>) {
  const nonEgyptian = /non-egyptian/i.test(row.faculty_or_program_en) || /not relevant to egyptian students/i.test(row.notes ?? '');
  const noAnnual = row.annual_fee_min === null && row.annual_fee_max === null;
  const perCreditHour = noAnnual && /per credit hour/i.test(row.notes ?? '');
  let min = row.annual_fee_min;
  let max = row.annual_fee_max;
  if (perCreditHour) {
    const rate = row.notes!.match(CREDIT_HOUR_RATE);
    const amount = rate && rate[1]!.toUpperCase() === row.currency ? Number(rate[2]!.replace(/,/g, '')) : null;
    min = amount;
    max = amount;
  }
  return {
    natural_key: `${row.university_en}|${row.faculty_or_program_en}|${row.academic_year ?? ''}`.toLowerCase(),
    university_name: row.university_en,
    university_name_arabic: row.university_ar,
    program_name: row.faculty_or_program_en,
    program_name_arabic: row.faculty_or_program_ar,
    academic_year: row.academic_year,
    students: nonEgyptian ? 'non-egyptian' : 'egyptian',
    basis: perCreditHour ? 'per-credit-hour' : 'annual',
    amount_min: min,
    amount_max: max,
    currency: row.currency,
    applies_to_all_faculties: /^all faculties\b/i.test(row.faculty_or_program_en),
    notes: row.notes,
    source_name: row.source_name,
    source_url: row.source_url[0] ?? null,
    source_urls: row.source_url,
  };
}

function rankingOf(row: z.infer<typeof ZRankingRow>) {
  return {
    natural_key: `${row.university_en}|${row.ranking}|${row.edition_year}`.toLowerCase(),
    university_name: row.university_en,
    ranking: row.ranking,
    edition: row.edition_year,
    world_rank: row.world_rank,
    national_rank: row.national_rank,
    source_name: row.source_name,
    source_url: row.source_url[0] ?? null,
    source_urls: row.source_url,
  };
}

/** README section 12: the student counts read from THE's key statistics are full-time equivalents, not headcounts. */
function factOf(row: z.infer<typeof ZFactRow>) {
  const fte = row.fact === 'students' && row.source_url.some((u) => /key_statistics/i.test(u));
  return {
    natural_key: `${row.university_en}|${row.fact}|${row.as_of_year ?? ''}`.toLowerCase(),
    university_name: row.university_en,
    kind: fte ? 'students-fte' : row.fact,
    value: row.value,
    as_of_year: row.as_of_year,
    source_name: row.source_name,
    source_url: row.source_url[0] ?? null,
    source_urls: row.source_url,
  };
}

/** The links file names no publisher: the address was read from the encyclopedia itself or from a copy of it. */
const encyclopediaOf = (url: string | undefined) => (url && /(^|\.)wikipedia\.org$/i.test(new URL(url).hostname) ? 'Wikipedia' : 'Wikipedia (mirror)');

function linkOf(row: z.infer<typeof ZLinkRow>) {
  return {
    natural_key: row.university_en.toLowerCase(),
    university_name: row.university_en,
    wikipedia_en: row.wikipedia_en,
    wikipedia_ar: row.wikipedia_ar,
    as_of_year: null,
    source_name: encyclopediaOf(row.source_url[0]),
    source_url: row.source_url[0] ?? null,
    source_urls: row.source_url,
  };
}

async function rowsOf<S extends z.ZodType, R extends { natural_key: string }>(
  file: string,
  schema: S,
  toRow: (row: z.infer<S>) => R,
  problems: string[],
): Promise<R[]> {
  const name = file.split('/').at(-1);
  const byKey = new Map<string, R>();
  for (const [index, raw] of (await readCsv(file)).entries()) {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      problems.push(`${name} line ${index + 2}: ${reasonOf(parsed.error)}`);
      continue;
    }
    const row = toRow(parsed.data);
    if (byKey.has(row.natural_key)) problems.push(`${name} line ${index + 2}: repeats an earlier row (${row.natural_key}); the later one is kept`);
    byKey.set(row.natural_key, row);
  }
  return [...byKey.values()];
}

/** The publishers of the fee pages the fees file leaves unnamed, by the page's address. */
async function feePublishers(file: string): Promise<Map<string, string>> {
  if (!existsSync(file)) return new Map();
  return new Map((await readCsv(file)).filter((row) => row.source_url && row.source_name).map((row) => [row.source_url!, row.source_name!]));
}

export async function seedUniversityFigures(pool: pg.Pool, directory = SEED_DIRECTORY): Promise<FiguresSeedOutcome> {
  const file = (table: FigureTable) => `${directory}/${FIGURE_FILES[table]}`;
  const problems: string[] = [];
  const publishers = await feePublishers(`${directory}/${FEE_PUBLISHERS_FILE}`);
  const fees = (await rowsOf(file('university_fees'), ZFeeRow, feeOf, problems)).map((fee) => ({
    ...fee,
    source_name: fee.source_name ?? (fee.source_url ? (publishers.get(fee.source_url) ?? null) : null),
  }));
  const rankings = await rowsOf(file('university_rankings'), ZRankingRow, rankingOf, problems);
  const facts = await rowsOf(file('university_facts'), ZFactRow, factOf, problems);
  const links = await rowsOf(file('university_links'), ZLinkRow, linkOf, problems);
  const optionalRows = async <S extends z.ZodType, R extends { natural_key: string }>(name: string, schema: S, toRow: (row: z.infer<S>) => R) =>
    existsSync(`${directory}/${name}`) ? rowsOf(`${directory}/${name}`, schema, toRow, problems) : [];
  const minimums = await optionalRows(PRIVATE_MINIMUMS_FILE, ZPrivateMinimumRow, privateMinimumOf);
  const technological = await optionalRows(TECHNOLOGICAL_ADMISSION_FILE, ZTechnologicalRuleRow, technologicalRuleOf);
  return inTransaction(pool, async (client) => {
    // Replicas starting together: one seeds, the others then find every row in place (start-up
    // work: a request's statement timeout does not bound the wait).
    await client.query(`set local statement_timeout = '10min'`);
    await client.query(`select pg_advisory_xact_lock(hashtext('dalil-university-figures-seed'))`);
    const figures = createUniversityFiguresRepository(client);
    const outcome = {
      fees: await figures.upsert('university_fees', fees),
      rankings: await figures.upsert('university_rankings', rankings),
      facts: await figures.upsert('university_facts', facts),
      links: await figures.upsert('university_links', links),
      minimums: await figures.upsert('private_minimums', minimums),
      technological: await figures.upsert('technological_admission', technological),
    };
    const match = await catalogueUniversityMatcher(client, directory);
    let linked = 0;
    const unmatched = new Set<string>();
    for (const table of FIGURE_TABLES) {
      for (const row of await figures.unlinked(table)) {
        const found = match(row.universityName, row.universityNameArabic);
        if (found) linked += await figures.link(table, row.universityName, found.universityId);
        else unmatched.add(row.universityName);
      }
    }
    return { ...outcome, linked, unmatched: [...unmatched].sort(), problems };
  });
}
