/**
 * The placement-rules data (seed/tansik-rules/*.csv, shared/data README §17), one stored row per
 * source row with its publisher, pages, year and confidence: read from the files, seeded into
 * placement_rule_rows (re-runnable: a file whose content is unchanged is not read again; a
 * changed file replaces its rows), and read back for guidance.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import type pg from 'pg';
import type { Queryable } from '@dalil/service-kit/database';
import { splitSourceUrls } from '@dalil/contracts/common/source';
import { PLACEMENT_RULE_FILES, type TPlacementRuleFile } from '@dalil/contracts/guidance/placement-rules';
import { createSeedKeysRepository } from '../../common/index.ts';

export interface RuleRow {
  file: TPlacementRuleFile;
  /** 1 = the first data row. */
  rowNumber: number;
  ruleId: string;
  ruleYear: string | null;
  confidence: string | null;
  sourceName: string | null;
  sourceUrls: string[];
  /** Every column of the row, as published. */
  data: Record<string, string>;
}

const RULES_SEED_DIRECTORY = fileURLToPath(new URL('../../../seed/tansik-rules/', import.meta.url));

/** The rows of one rules file's text. */
export function parseRuleFile(file: TPlacementRuleFile, text: string | Buffer): RuleRow[] {
  // csv-parse with columns: true yields records of strings; its return type is any.
  const records = parse(text, { columns: true, bom: true, skip_empty_lines: true, relax_column_count: true }) as Array<Record<string, string>>;
  return records.map((data, index) => {
    const cell = (name: string) => data[name]?.trim() || null;
    return {
      file,
      rowNumber: index + 1,
      ruleId: cell('rule_id') ?? `${file}#${index + 1}`,
      ruleYear: cell('rule_year') ?? cell('year'),
      confidence: cell('confidence'),
      sourceName: cell('source_name'),
      sourceUrls: splitSourceUrls(data.source_url),
      data,
    };
  });
}

function readRuleFiles(directory = RULES_SEED_DIRECTORY): { rows: RuleRow[]; fingerprint: string } {
  const hash = createHash('sha256');
  const rows: RuleRow[] = [];
  for (const file of PLACEMENT_RULE_FILES) {
    const text = readFileSync(`${directory}/${file}.csv`);
    hash.update(file).update(text);
    rows.push(...parseRuleFile(file, text));
  }
  return { rows, fingerprint: hash.digest('hex') };
}

export interface RulesSeedOutcome {
  skipped: boolean;
  /** Rows stored per file. */
  rows: Partial<Record<TPlacementRuleFile, number>>;
}

export async function seedPlacementRules(pool: pg.Pool, directory = RULES_SEED_DIRECTORY): Promise<RulesSeedOutcome> {
  const { rows, fingerprint } = readRuleFiles(directory);
  const perFile: RulesSeedOutcome['rows'] = {};
  for (const row of rows) perFile[row.file] = (perFile[row.file] ?? 0) + 1;
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('dalil-placement-rules-seed'))`);
    if (await createSeedKeysRepository(client).fileApplied('placement-rules', fingerprint)) return { skipped: true, rows: perFile };
    await client.query('begin');
    await client.query('delete from placement_rule_rows');
    await client.query(
      `insert into placement_rule_rows (file, row_number, rule_id, rule_year, confidence, source_name, source_urls, data)
       select file, row_number, rule_id, rule_year, confidence, source_name, array(select jsonb_array_elements_text(source_urls)), data
       from jsonb_to_recordset($1::jsonb) as r(file text, row_number int, rule_id text, rule_year text, confidence text, source_name text, source_urls jsonb, data jsonb)`,
      [
        JSON.stringify(
          rows.map((r) => ({
            file: r.file,
            row_number: r.rowNumber,
            rule_id: r.ruleId,
            rule_year: r.ruleYear,
            confidence: r.confidence,
            source_name: r.sourceName,
            source_urls: r.sourceUrls,
            data: r.data,
          })),
        ),
      ],
    );
    await createSeedKeysRepository(client).recordFiles('placement-rules', fingerprint);
    await client.query('commit');
    return { skipped: false, rows: perFile };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('dalil-placement-rules-seed'))`).catch(() => undefined);
    client.release();
  }
}

export async function loadRuleRows(db: Queryable): Promise<RuleRow[]> {
  const { rows } = await db.query<{
    file: TPlacementRuleFile;
    row_number: number;
    rule_id: string;
    rule_year: string | null;
    confidence: string | null;
    source_name: string | null;
    source_urls: string[];
    data: Record<string, string>;
  }>('select * from placement_rule_rows order by file, row_number');
  return rows.map((r) => ({
    file: r.file,
    rowNumber: r.row_number,
    ruleId: r.rule_id,
    ruleYear: r.rule_year,
    confidence: r.confidence,
    sourceName: r.source_name,
    sourceUrls: r.source_urls,
    data: r.data,
  }));
}
