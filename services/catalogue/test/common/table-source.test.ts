/**
 * The sheet reader's plain-CSV path (no quote, no CR: split on newlines and commas) must give
 * exactly the records, cells and row numbers papaparse gives for the same text.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import { CSV_READ_BYTES, readSheetBatches, type SheetRow } from '../../src/common/table-source.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'dalil-table-source-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function rowsOf(text: string): Promise<SheetRow[]> {
  const file = path.join(dir, `f${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(file, text);
  const rows: SheetRow[] = [];
  for await (const batch of readSheetBatches(file)) rows.push(...batch);
  return rows;
}

/** What papaparse makes of the text, as the reader numbers it (header = 1, empty lines skipped, BOM dropped). */
function papaRows(text: string): SheetRow[] {
  const data = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: true }).data;
  if (data[0]?.[0]?.startsWith('\uFEFF')) data[0][0] = data[0][0].slice(1);
  return data.map((cells, i) => ({ row: i + 1, cells }));
}

describe('readSheetBatches on a plain CSV file', () => {
  it.each([
    ['a trailing newline', 'seat,name\n1,أحمد\n2,منى\n'],
    ['no trailing newline', 'seat,name\n1,أحمد\n2,منى'],
    ['empty lines, a BOM, empty and spaced cells', '\uFEFFseat,name,total\n\n1,,300\n\n\n2, منى ,\n,\n'],
    ['a single line', 'seat,name'],
  ])('when the file has %s, then its rows are papaparse\'s', async (_, text) => {
    expect(await rowsOf(text)).toEqual(papaRows(text));
  });

  it('when lines and Arabic characters cross the read pieces, then every row is whole and numbered as papaparse numbers it', async () => {
    // Over 2 MB: lines and characters cross the 64 KB pieces and the 1 MB reads.
    const ROWS = 80_000;
    const long = 'اسم طويل جدا '.repeat(Math.ceil((CSV_READ_BYTES * 1.5) / 24));
    const lines = ['seat_number,student_name,total'];
    for (let i = 0; i < ROWS; i++) lines.push(i % 997 === 0 ? '' : `${100_000 + i},${i % 5000 === 1 ? long : 'محمد أحمد'},${i % 410}`);
    const text = lines.join('\n') + '\n';
    const rows = await rowsOf(text);
    expect(rows.length).toBe(ROWS - Math.ceil(ROWS / 997) + 1);
    expect(rows).toEqual(papaRows(text));
  });

  it('when a line is longer than a megabyte (the read buffer), then it is one whole row', async () => {
    const text = `seat,name\n1,${'محمد '.repeat(300_000)}\n2,منى\n`;
    expect(await rowsOf(text)).toEqual(papaRows(text));
  });

  it('when the file has bytes that are not UTF-8 past its first 4 KB (the sniffed part), then they read as the streaming decoder reads them', async () => {
    const bytes = Buffer.concat([Buffer.from('seat,name\n' + '0,أحمد\n'.repeat(CSV_READ_BYTES / 8) + '1,'), Buffer.from([0xd8, 0x0a, 0xff, 0xd9]), Buffer.from(',x\n2,منى\n')]);
    const file = path.join(dir, 'invalid.csv');
    writeFileSync(file, bytes);
    const rows: SheetRow[] = [];
    for await (const batch of readSheetBatches(file)) rows.push(...batch);
    expect(rows).toEqual(papaRows(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)));
  });

  it('when the file has a quoted cell or CRLF line ends, then papaparse reads it (quotes and CRs are not split by hand)', async () => {
    expect(await rowsOf('seat,name\r\n1,"محمد, أحمد"\r\n')).toEqual([
      { row: 1, cells: ['seat', 'name'] },
      { row: 2, cells: ['1', 'محمد, أحمد'] },
    ]);
    expect(await rowsOf('seat,name\r\n1,أحمد\r\n')).toEqual(papaRows('seat,name\r\n1,أحمد\r\n'));
  });
});
