import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { importResults } from '../../src/results/import-results.ts';
import { openCatalogue } from '../catalogue-support.ts';

/** The results tests open the catalogue like every other catalogue test. */
export { openCatalogue };

const directory = mkdtempSync(path.join(os.tmpdir(), 'dalil-results-'));
let counter = 0;

/** Writes a CSV file from rows of cells (quoted as needed). */
export function writeCsv(rows: Array<Array<string | number>>, options: { bom?: boolean } = {}): string {
  const text = rows
    .map((cells) => cells.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c))).join(','))
    .join('\r\n');
  const file = path.join(directory, `file-${++counter}.csv`);
  writeFileSync(file, (options.bom ? '\uFEFF' : '') + text + '\r\n', 'utf8');
  return file;
}

/** Imports rows of cells (the header first) as a year's results. */
export function importRows(pool: Awaited<ReturnType<typeof openCatalogue>>['pool'], rows: Array<Array<string | number>>, year: number) {
  return importResults({ pool }, { filePath: writeCsv(rows), year });
}

export async function writeXlsx(rows: Array<Array<string | number>>): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('النتيجة');
  for (const row of rows) sheet.addRow(row);
  const file = path.join(directory, `file-${++counter}.xlsx`);
  await workbook.xlsx.writeFile(file);
  return file;
}

/** n results rows in the English format with subject columns, seats from `firstSeat`. */
export function englishRows(n: number, firstSeat: number, total = 300): Array<Array<string | number>> {
  const rows: Array<Array<string | number>> = [
    ['seat_number', 'student_name', 'stream', 'total_score', 'status', 'Arabic|اللغة العربية|80', 'Chemistry|الكيمياء|60'],
  ];
  for (let i = 0; i < n; i++) rows.push([firstSeat + i, `طالب رقم ${i}`, 'science', total, 'passed', 70, 55]);
  return rows;
}
