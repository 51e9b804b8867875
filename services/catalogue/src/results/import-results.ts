/**
 * Imports a year's Thanaweya Amma results file (CSV or .xlsx). Every row is validated; bad rows
 * are reported by row number and reason, good rows are streamed with COPY into a staging table
 * that replaces the year's partition in the same transaction. Readers see the old year until
 * the commit and the new one after it; a crash or kill before the commit rolls everything back
 * (the staging table included), so a retried job ends with exactly the file's rows.
 */
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { toWesternDigits } from '@dalil/contracts/common/text';
import { defaultSystemOf, type TResultSystem } from '@dalil/contracts/results/result';
import { countDataRows, readSheetBatches, type BeforeCommit, type SheetRow } from '../common/index.ts';
import { HeaderError, mapResultHeader, parseStatus, parseStream, type ResultColumns } from './result-columns.ts';
import { parseSheetNumber } from './numbers.ts';
import { createResultYearsRepository } from './result-years-repository.ts';
import { SeatRegister } from './seat-register.ts';
import type { TRejectedRow } from '@dalil/contracts/jobs/queues';

export interface ImportProgress {
  rowsRead: number;
  totalRows?: number;
}
export interface ImportOutcome {
  imported: number;
  /** The first MAX_REJECTIONS_KEPT rejections, in file order (every one goes to `onRejected`). */
  rejected: TRejectedRow[];
  rejectedCount: number;
}

const PROGRESS_EVERY = 10_000;
/** COPY data is sent in pieces of at least this much (after a batch of rows)… */
const COPY_SEND_BYTES = 256 * 1024;
/** …from buffers of this size, room for the 64 KB of lines of one batch on top. */
const COPY_BUFFER_BYTES = 512 * 1024;
/** Rejections kept in memory for the outcome; a file may reject all its 800,000 rows, and every one reaches `onRejected`. */
const MAX_REJECTIONS_KEPT = 1_000;

export async function importResults(
  deps: { pool: pg.Pool },
  input: {
    filePath: string;
    year: number;
    system?: 'old' | 'new';
    onProgress?: (p: ImportProgress) => void | Promise<void>;
    /** Called for every rejected row, in file order (the job writes them all to a CSV). */
    onRejected?: (rejection: TRejectedRow) => void;
    /** Runs in the import's transaction just before COMMIT (the job records its run there). */
    beforeCommit?: BeforeCommit;
  },
): Promise<ImportOutcome> {
  const { year } = input;
  if (!Number.isInteger(year) || year < 1990 || year > 2100) throw new HeaderError(`Invalid results year: ${year}`);
  // The rows are counted (for progress) while the transaction is set up and the file's first
  // piece is read, not before: a pass over 80 MB is a tenth of an import. A file that is no
  // sheet fails the same way when its first rows are read.
  const counting = countDataRows(input.filePath);
  counting.catch(() => undefined);

  const client = await deps.pool.connect();
  const rejected: TRejectedRow[] = [];
  let rejectedCount = 0;
  const reject = (row: number, reason: string) => {
    rejectedCount++;
    if (rejected.length < MAX_REJECTIONS_KEPT) rejected.push({ row, reason });
    input.onRejected?.({ row, reason });
  };
  let imported = 0;
  let rowsRead = 0;
  let failed = false;
  let copying = false;
  const batches = readSheetBatches(input.filePath);
  try {
    await client.query('begin');
    // One import per year at a time; a second one waits and then replaces the first's result.
    await client.query('select pg_advisory_xact_lock(hashtext($1), $2)', ['dalil-results-import', year]);
    const years = createResultYearsRepository(client);
    const current = await years.find(year);
    const system: TResultSystem = input.system ?? current?.system ?? defaultSystemOf(year);
    const settings = await years.upsert(year, { system });

    const first = await batches.next();
    if (first.done || !first.value.length) throw new HeaderError('The file is empty: no header row');
    const columns: ResultColumns = mapResultHeader(first.value[0]!.cells, { system, subjectMaxScores: settings.subjectMaxScores });
    const pending: SheetRow[] = first.value.slice(1);
    const totalRows = await counting;

    const stage = `results_${year}_import_${randomBytes(4).toString('hex')}`;
    // Same columns and checks as the parent, which ATTACH requires of a partition, plus the
    // partition's own bound as a check, so ATTACH can skip its validation scan. The primary key
    // (the partition's share of the parent's) is there from the start: PostgreSQL maintains it
    // during the COPY on its own core while this process parses, seat numbers mostly come in
    // order (appends to the index), and the swap after the COPY takes milliseconds.
    await client.query(
      `create table "${stage}" (like results including defaults including constraints, constraint "${stage}_year" check (year = ${year}), constraint "${stage}_pkey" primary key (year, seat_number))`,
    );
    const columnsList = '(year, seat_number, student_name, stream, total_score, max_score, status, scores)';
    // FREEZE (allowed: the table was created in this transaction, and no one else can see it
    // until the commit): rows are written frozen, with their hint bits and the visibility map
    // set. Otherwise the first lookup to read each page after the swap would set them and dirty
    // the page, and results day's first minutes would be spent writing the whole year back.
    const copy = client.query(copyFrom(`copy "${stage}" ${columnsList} from stdin with (freeze)`));
    copying = true;
    const copyDone = finished(copy);
    copyDone.catch(() => undefined);

    const seen = new SeatRegister();
    // Each row's line is encoded into a buffer as it is made. Joining the lines into one string
    // and encoding that (Buffer.from of a tree of thousands of pieces) cost a fifth of the
    // importer's CPU. A buffer sent goes to the socket as it is, so each send takes a new one.
    let out = Buffer.allocUnsafe(COPY_BUFFER_BYTES);
    let used = 0;
    const send = () => {
      if (used) copy.write(out.subarray(0, used));
      out = Buffer.allocUnsafe(COPY_BUFFER_BYTES);
      used = 0;
    };
    const append = (line: string) => {
      // UTF-8 takes at most 3 bytes per UTF-16 code unit; a line that may not fit is sent whole, on its own.
      if (used + line.length * 3 > out.length) {
        send();
        if (line.length * 3 > out.length) return void copy.write(line);
      }
      used += out.write(line, used);
    };

    for (let batch = pending; ; ) {
      for (const { row, cells } of batch) {
        rowsRead++;
        const line = resultLine(year, row, cells, columns, settings.maxScore, seen, reject);
        if (line !== undefined) {
          append(line);
          imported++;
        }
        if (input.onProgress && rowsRead % PROGRESS_EVERY === 0) await input.onProgress({ rowsRead, totalRows });
      }
      if (used > COPY_SEND_BYTES) send();
      // A write that the stream could not take at once asks for a wait until it drains.
      if (copy.writableNeedDrain) await Promise.race([once(copy, 'drain'), copyDone]);
      const next = await batches.next();
      if (next.done) break;
      batch = next.value;
    }
    send();
    copy.end();
    await copyDone;
    copying = false;

    const partition = `results_y${year}`;
    const { rows: existing } = await client.query<{ exists: boolean }>(
      `select exists (select 1 from pg_inherits i join pg_class c on c.oid = i.inhrelid
         where i.inhparent = 'results'::regclass and c.relname = $1) as exists`,
      [partition],
    );
    if (existing[0]?.exists) {
      await client.query(`alter table results detach partition "${partition}"`);
      await client.query(`drop table "${partition}"`);
    }
    await client.query(`alter table "${stage}" rename to "${partition}"`);
    await client.query(`alter index "${stage}_pkey" rename to "${partition}_pkey"`);
    await client.query(`alter table "${partition}" rename constraint "${stage}_year" to "${partition}_year"`);
    await client.query(`alter table results attach partition "${partition}" for values in (${year})`);
    const subjectColumns = columns.subjects.map((c) => [c.name, c.nameArabic, c.maxScore] as const);
    await years.recordImport(year, imported, subjectColumns);
    // The last report, and the last moment the import can be called off (a cancelled job throws
    // here): after the commit nothing may fail the job whose rows are stored.
    if (input.onProgress) await input.onProgress({ rowsRead, totalRows: totalRows ?? rowsRead });
    await input.beforeCommit?.(client, { imported, rejected, rejectedCount });
    await client.query('commit');
    // The planner's statistics for the new partition, gathered once the import has answered: a
    // lookup reads the primary key and needs none, and autovacuum would gather them within a
    // minute anyway.
    void deps.pool.query(`analyze "${partition}"`).catch(() => undefined);
  } catch (error) {
    failed = true;
    // Mid-COPY the connection cannot run ROLLBACK; closing it (below) rolls back on the server.
    if (!copying) await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await batches.return(undefined).catch(() => undefined); // closes the file on failure
    // A connection that failed mid-COPY is not reused.
    client.release(failed ? true : undefined);
  }
  return { imported, rejected, rejectedCount };
}

/** COPY text format: backslash, tab, newline and carriage return escaped. */
function copyText(value: string): string {
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')) : value;
}

const number2 = (n: number) => Math.round(n * 100) / 100;
// Most cells of a ministry file are written the way COPY wants them. One test each tells so, and
// such a cell is copied as written, with no general parsing and no number-to-text conversion;
// anything else (Arabic-Indic digits, spaces, signs, long decimals) takes the general path.
/** A number with no sign and at most two decimals. */
const CANONICAL = /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/;
/** A seat number of Western digits. */
const PLAIN_SEAT = /^\d{1,15}$/;
/** A name that needs tidying or escaping: doubled, leading, trailing or non-space whitespace, or COPY's escape character. */
const UNTIDY_NAME = /\s\s|[^\S ]|^\s|\s$|\\/;

/** Validates one row; returns its COPY line, or undefined after reporting why it was rejected. */
function resultLine(
  year: number,
  row: number,
  cells: string[],
  columns: ResultColumns,
  yearMax: number,
  seen: SeatRegister,
  reject: (row: number, reason: string) => void,
): string | undefined {
  const rawSeat = cells[columns.seat] ?? '';
  let seat: number;
  if (PLAIN_SEAT.test(rawSeat)) seat = Number(rawSeat);
  else {
    const seatText = toWesternDigits(rawSeat).trim();
    if (!seatText) return void reject(row, 'seat number is missing');
    if (!PLAIN_SEAT.test(seatText)) return void reject(row, `seat number "${seatText}" must contain digits only`);
    seat = Number(seatText);
  }
  const firstRow = seen.firstRow(seat);
  if (firstRow !== undefined) return void reject(row, `seat number ${seat} appears again (first in row ${firstRow})`);

  const rawName = cells[columns.name] ?? '';
  const name = UNTIDY_NAME.test(rawName) ? copyText(rawName.replace(/\s+/g, ' ').trim()) : rawName;
  if (!name) return void reject(row, 'student name is missing');

  let maxScore: number | undefined;
  if (columns.maxScore !== undefined) {
    const parsed = parseSheetNumber(cells[columns.maxScore]);
    if (parsed === null || (parsed !== undefined && parsed <= 0)) return void reject(row, `max score "${cells[columns.maxScore]}" is not a positive number`);
    maxScore = parsed;
  }
  const max = maxScore ?? yearMax;

  const totalCell = cells[columns.total];
  let total: number;
  let totalText: string;
  if (totalCell !== undefined && CANONICAL.test(totalCell)) {
    total = Number(totalCell);
    totalText = totalCell;
  } else {
    const parsed = parseSheetNumber(totalCell);
    if (parsed === undefined) return void reject(row, 'total score is missing');
    if (parsed === null) return void reject(row, `total score "${totalCell}" is not a number`);
    if (parsed < 0) return void reject(row, `total score ${parsed} is negative`);
    total = parsed;
    totalText = String(number2(parsed));
  }
  if (total > max) return void reject(row, `total score ${total} is above the maximum ${max}`);

  let stream: string | undefined;
  if (columns.stream !== undefined) {
    const parsed = parseStream(cells[columns.stream]);
    if (parsed === null) return void reject(row, `stream "${cells[columns.stream]}" is not science, math or literary (علمي علوم، علمي رياضة، أدبي; codes 4, 5, 2)`);
    stream = parsed;
  }
  let status: string | undefined;
  if (columns.status !== undefined) {
    const parsed = parseStatus(cells[columns.status]);
    if (parsed === null) return void reject(row, `status "${cells[columns.status]}" is not passed, second-round or failed (ناجح، دور ثان، راسب; codes 1, 2, 3)`);
    status = parsed;
  }

  // Scores in the order of the year's subject columns; empty where the subject does not apply.
  let scores = '';
  for (let i = 0; i < columns.subjects.length; i++) {
    const subject = columns.subjects[i]!;
    const cell = cells[subject.index];
    if (i > 0) scores += ',';
    // Empty or -4: the subject does not apply to this student.
    if (cell === undefined || cell === '' || cell === '-4') continue;
    let score: number;
    let text = cell;
    if (CANONICAL.test(cell)) score = Number(cell);
    else {
      const parsed = parseSheetNumber(cell);
      if (parsed === undefined || parsed === -4) continue;
      if (parsed === null) return void reject(row, `${subject.name} score "${cell}" is not a number`);
      if (parsed < 0) return void reject(row, `${subject.name} score ${parsed} is negative`);
      score = parsed;
      text = String(number2(parsed));
    }
    if (subject.maxScore !== null && score > subject.maxScore) return void reject(row, `${subject.name} score ${score} is above its maximum ${subject.maxScore}`);
    scores += text;
  }

  seen.add(seat, row);
  return `${year}\t${seat}\t${name}\t${stream ?? '\\N'}\t${totalText}\t${maxScore ?? '\\N'}\t${status ?? '\\N'}\t${scores}\n`;
}
