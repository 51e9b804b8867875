/**
 * The one reader of every import (results, cut-offs, universities, scholarships, programs) and
 * of the seed files (through readAllRecords):
 * whatever the file people have, CSV (UTF-8, with or without BOM, streamed by papaparse, or split
 * by hand when it has no quote and no CR, which reads the same) or
 * .xlsx (streamed by exceljs' WorkbookReader), recognised by its content, never its name.
 * Rows come out as string cells with their row number in the file (header = row 1); anything
 * else (an image, a PDF, a zip that is no workbook, text that is not UTF-8) is a FileFormatError.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import Papa from 'papaparse';
import { sniffFileKind } from '@dalil/service-kit/file-kind';
import { errorMessage } from '@dalil/service-kit/errors';

/** The file is not a sheet at all: the same every time, so its job is not retried. */
export class FileFormatError extends Error {
  override name = 'FileFormatError';
}

/**
 * How much of a CSV file is read, decoded and parsed at a time. Small enough that one piece's
 * strings and rows die young: with 1 MB pieces an 800,000-row results import spent a third more
 * CPU copying survivors between garbage-collector generations, unless Node ran with a larger
 * young generation.
 */
export const CSV_READ_BYTES = 64 * 1024;

export interface SheetRow {
  row: number;
  cells: string[];
}

/** CSV or workbook, from the file's first bytes; anything else is refused with what it is. */
async function detectSheetFormat(filePath: string): Promise<'csv' | 'xlsx'> {
  const handle = await open(filePath, 'r');
  let head: Buffer;
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (head.length === 0) throw new FileFormatError('The file is empty');
  const sniffed = sniffFileKind(head);
  if (sniffed.kind === 'xlsx-or-zip') return 'xlsx';
  if (sniffed.kind === 'text') return 'csv';
  throw new FileFormatError(`The file is ${sniffed.description}, not a CSV file or an Excel workbook (.xlsx)`);
}

/** Data rows for progress: a CSV file's are counted; a workbook's are known only once read. */
export async function countDataRows(filePath: string): Promise<number | undefined> {
  return (await detectSheetFormat(filePath)) === 'csv' ? countCsvRows(filePath) : undefined;
}

/** Data rows in a CSV file (lines minus the header), counted by newlines for progress. */
async function countCsvRows(filePath: string): Promise<number> {
  let lines = 0;
  let last = 10;
  for await (const chunk of fileChunks(filePath)) {
    let index = chunk.indexOf(10);
    while (index !== -1) {
      lines++;
      index = chunk.indexOf(10, index + 1);
    }
    if (chunk.length) last = chunk[chunk.length - 1]!;
  }
  if (last !== 10) lines++;
  return Math.max(0, lines - 1);
}

export async function* readSheet(filePath: string): AsyncGenerator<SheetRow> {
  for await (const batch of readSheetBatches(filePath)) yield* batch;
}

/** Rows in batches (whatever the parser has ready), so a large file costs one await per batch, not per row. */
export async function* readSheetBatches(filePath: string): AsyncGenerator<SheetRow[]> {
  if ((await detectSheetFormat(filePath)) === 'xlsx') {
    let batch: SheetRow[] = [];
    for await (const row of readXlsx(filePath)) {
      batch.push(row);
      if (batch.length === 1_000) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  } else if (await isPlainCsv(filePath)) yield* readPlainCsv(filePath);
  else yield* readCsv(filePath);
}

/**
 * A CSV file with no quote and no carriage return anywhere: its records are its non-empty
 * lines and its cells what lies between commas, exactly what papaparse makes of it. Such files
 * (the ministry's results files among them) are split with String#split, which costs a fraction
 * of papaparse's character-by-character parse; any other file goes to papaparse. The check reads
 * the file once more (from the page cache, by memchr) and stops at the first quote or CR.
 */
async function isPlainCsv(filePath: string): Promise<boolean> {
  for await (const chunk of fileChunks(filePath)) {
    if (chunk.indexOf(34) !== -1 || chunk.indexOf(13) !== -1) return false;
  }
  return true;
}

/** How much of a file is read at a time (each read is a round trip to libuv's thread pool). */
const FILE_READ_BYTES = 1 << 20;

/**
 * A file's bytes, a megabyte at a time, the next read under way while the caller works on the
 * current chunk: on a loaded machine the thread pool's answer can take milliseconds to be
 * scheduled, and a read started only when asked for made the importer wait that long for each
 * megabyte. Two buffers take turns, so a chunk is valid until the one after it is asked for.
 * A read stream allocated a new buffer for every read, and cost more CPU than the reads.
 */
async function* fileChunks(filePath: string): AsyncGenerator<Buffer> {
  const handle = await open(filePath, 'r');
  const buffers = [Buffer.allocUnsafe(FILE_READ_BYTES), Buffer.allocUnsafe(FILE_READ_BYTES)];
  let position = 0;
  let reading: Promise<{ bytesRead: number; buffer: Buffer }> | undefined = handle.read(buffers[0]!, 0, FILE_READ_BYTES, position);
  try {
    for (let next = 1; ; next ^= 1) {
      const { bytesRead, buffer } = await reading;
      reading = undefined;
      if (bytesRead === 0) return;
      position += bytesRead;
      reading = handle.read(buffers[next]!, 0, FILE_READ_BYTES, position);
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    // A caller that stops early leaves a read under way; the file is closed once it is done.
    await reading?.catch(() => undefined);
    await handle.close();
  }
}

async function* readPlainCsv(filePath: string): AsyncGenerator<SheetRow[]> {
  // Decoded and split CSV_READ_BYTES of whole lines at a time, so one piece's strings and rows
  // die young. A newline byte is never inside a UTF-8 character, so the text is what a
  // streaming decoder makes of the file.
  /** The unfinished line's bytes from earlier chunks (copied: a chunk's buffer is read into again); kept in parts, joined once, so a long line costs no repeated copying. */
  const carry: Buffer[] = [];
  let row = 0;
  const batchOf = (lines: string[]) => {
    const batch: SheetRow[] = [];
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      // skipEmptyLines: an empty line is no record and takes no row number.
      if (line !== '') batch.push({ row: ++row, cells: line.split(',') });
    }
    if (row === batch.length && batch[0]?.cells[0]?.startsWith('\uFEFF')) batch[0].cells[0] = batch[0].cells[0].slice(1);
    return batch;
  };
  for await (const chunk of fileChunks(filePath)) {
    let start = 0;
    /** The carried line, finished by this chunk's first bytes. */
    let head: string | undefined;
    if (carry.length) {
      const newline = chunk.indexOf(10);
      if (newline === -1) {
        carry.push(Buffer.from(chunk));
        continue;
      }
      head = Buffer.concat([...carry, chunk.subarray(0, newline)]).toString('utf8');
      carry.length = 0;
      start = newline + 1;
    }
    for (;;) {
      const limit = Math.min(start + CSV_READ_BYTES, chunk.length);
      let end = chunk.lastIndexOf(10, limit - 1);
      // No line ends within the piece: the next newline ends it (a long line), if it is in this chunk.
      if (end < start) end = limit < chunk.length ? chunk.indexOf(10, limit) : -1;
      if (end === -1) break;
      const lines = chunk.toString('utf8', start, end).split('\n');
      if (head !== undefined) lines.unshift(head);
      head = undefined;
      start = end + 1;
      const batch = batchOf(lines);
      if (batch.length) yield batch;
    }
    if (head !== undefined) {
      const batch = batchOf([head]);
      if (batch.length) yield batch;
    }
    if (start < chunk.length) carry.push(Buffer.from(chunk.subarray(start)));
  }
  const last = carry.length ? batchOf([Buffer.concat(carry).toString('utf8')]) : [];
  if (last.length) yield last;
}

async function* readCsv(filePath: string): AsyncGenerator<SheetRow[]> {
  // Row numbers count records as a spreadsheet shows them (header = 1). papaparse parses a
  // results file about five times faster than csv-parse; it hands over one parsed chunk at a
  // time and is paused until the consumer asks for the next, so memory stays one chunk deep.
  let pending: string[][] | undefined;
  let parser: Papa.Parser | undefined;
  let ended = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const signal = () => {
    const resume = wake;
    wake = undefined;
    resume?.();
  };
  // Decoded by Node (utf8), so a character split between two reads stays whole.
  const source = createReadStream(filePath, { highWaterMark: CSV_READ_BYTES, encoding: 'utf8' });
  source.once('error', (error) => {
    failure = error;
    signal();
  });
  Papa.parse<string[]>(source, {
    delimiter: ',',
    skipEmptyLines: true,
    chunk: (results, chunkParser) => {
      parser = chunkParser;
      const malformed = results.errors.find((e) => e.type === 'Quotes');
      if (malformed) {
        failure = new FileFormatError(`The CSV file is malformed: ${malformed.message} (record ${row + (malformed.row ?? 0) + 1})`);
        chunkParser.abort();
      } else pending = results.data;
      chunkParser.pause();
      signal();
    },
    complete: () => {
      ended = true;
      signal();
    },
    error: (error: Error) => {
      failure = error;
      signal();
    },
  });
  let row = 0;
  try {
    for (;;) {
      if (pending) {
        const cells = pending;
        pending = undefined;
        const batch: SheetRow[] = new Array(cells.length);
        for (let i = 0; i < cells.length; i++) batch[i] = { row: ++row, cells: cells[i]! };
        if (row === cells.length && batch[0]?.cells[0]?.startsWith('\uFEFF')) batch[0].cells[0] = batch[0].cells[0].slice(1);
        yield batch;
        parser!.resume();
        continue;
      }
      if (failure) throw failure;
      if (ended) return;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    if (!ended) parser?.abort();
    source.destroy();
  }
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    // exceljs's object cell values (rich text, formula results, hyperlinks, errors) have these shapes.
    const v = value as { richText?: Array<{ text: string }>; result?: unknown; text?: string; error?: string };
    if (v.richText) return v.richText.map((part) => part.text).join('');
    if ('result' in v) return cellText(v.result);
    if (typeof v.text === 'string') return v.text;
  }
  return String(value);
}

async function* readXlsx(filePath: string): AsyncGenerator<SheetRow> {
  try {
    yield* readWorkbook(filePath);
  } catch (error) {
    // Only the workbook reader runs here: whatever it cannot read is not a workbook.
    throw new FileFormatError(`The file is a zip archive but not a readable Excel workbook (.xlsx): ${errorMessage(error).split('\n')[0]}`);
  }
}

/** Each record as an object keyed by its header (lower-case, trimmed), cells trimmed; `row` counts as a spreadsheet does. */
export async function* readRecords(filePath: string): AsyncGenerator<{ row: number; record: Record<string, string> }> {
  let header: string[] | undefined;
  for await (const batch of readSheetBatches(filePath)) {
    for (const { row, cells } of batch) {
      if (!header) {
        header = cells.map((cell) => cell.trim().toLowerCase());
        continue;
      }
      if (cells.every((cell) => cell.trim() === '')) continue;
      const record: Record<string, string> = {};
      header.forEach((name, i) => {
        if (name) record[name] = (cells[i] ?? '').trim();
      });
      yield { row, record };
    }
  }
}

/** Every record of a small file at once (the seed files), as readRecords gives them. */
export async function readAllRecords(filePath: string): Promise<Array<Record<string, string>>> {
  const records: Array<Record<string, string>> = [];
  for await (const { record } of readRecords(filePath)) records.push(record);
  return records;
}

async function* readWorkbook(filePath: string): AsyncGenerator<SheetRow> {
  // Loaded on first use: exceljs is large and most imports (and every lookup) never need it.
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(filePath, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  // exceljs reads a worksheet as soon as the shared strings and relationships are in, and then
  // reads `model.sheets`, which only xl/workbook.xml sets; zip writers may store that entry
  // later (exceljs's own writer does, depending on timing). Start from an empty sheet list.
  (reader as unknown as { model?: { sheets: unknown[] } }).model ??= { sheets: [] };
  // The first worksheet holds the results; the ministry's sheets have one.
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      // exceljs rows are 1-based sparse arrays.
      const values = (row.values as unknown[]).slice(1);
      const cells = Array.from({ length: values.length }, (_, i) => cellText(values[i]));
      if (cells.every((c) => c.trim() === '')) continue;
      yield { row: row.number, cells };
    }
    break;
  }
}
