/**
 * Imports admission cut-offs from CSV or .xlsx: the simple `year,stream,university,faculty,
 * min_score,max_score` format (names in Arabic or English, matched to the catalogue) and the
 * seed format of tansik-cutoffs.csv (`faculty_en, faculty_ar, university_en, min_score,
 * max_score_of_year, min_percentage, source_url`). Rows are upserted by year, stream,
 * university and faculty in one transaction, so a re-import updates instead of duplicating.
 */
import type pg from 'pg';
import { ZCutoffInput, type TCutoffInput } from '@dalil/contracts/results/cutoff';
import { DEFAULT_MAX_SCORE, defaultSystemOf } from '@dalil/contracts/results/result';
import { readSheet, countCsvRows, isXlsx } from './table-source.ts';
import { foldHeader, HeaderError, parseStream } from './result-columns.ts';
import { parseSheetNumber } from './numbers.ts';
import { createCutoffsRepository } from './cutoffs-repository.ts';
import { loadUniversityDirectory } from './university-directory.ts';
import { createResultYearsRepository } from './result-years-repository.ts';
import type { ImportOutcome, ImportProgress } from './import-results.ts';

const COLUMN_NAMES: Record<string, string[]> = {
  year: ['year', 'السنة', 'العام'],
  stream: ['stream', 'الشعبة', 'الشعبه'],
  university: ['university', 'university_en', 'university_name', 'الجامعة'],
  universityAr: ['university_ar', 'university_name_ar', 'university_arabic'],
  faculty: ['faculty', 'faculty_en', 'faculty_name', 'الكلية'],
  facultyAr: ['faculty_ar', 'faculty_name_ar', 'faculty_arabic'],
  minScore: ['min_score', 'الحد الأدنى', 'الحد الادنى بالدرجات'],
  maxScore: ['max_score', 'max_score_of_year', 'النهاية العظمى'],
  minPercentage: ['min_percentage', 'min_percent', 'النسبة', 'الحد الأدنى بالنسبة'],
  sourceUrl: ['source_url', 'source', 'المصدر'],
};
type Field = keyof typeof COLUMN_NAMES;

const ARABIC = /[\u0600-\u06FF]/;
const ALL_PUBLIC = /^(all public universities|جميع الجامعات الحكومية|كل الجامعات الحكومية|الجامعات الحكومية)/i;

export async function importCutoffs(
  deps: { pool: pg.Pool },
  input: { filePath: string; onProgress?: (p: ImportProgress) => void | Promise<void> },
): Promise<ImportOutcome> {
  const totalRows = (await isXlsx(input.filePath)) ? undefined : await countCsvRows(input.filePath);
  const client = await deps.pool.connect();
  const rejected: ImportOutcome['rejected'] = [];
  let imported = 0;
  let rowsRead = 0;
  try {
    await client.query('begin');
    const repository = createCutoffsRepository(client);
    const universities = await loadUniversityDirectory(client);
    const yearMax = new Map((await createResultYearsRepository(client).list()).map((y) => [y.year, y.maxScore]));
    let columns: Partial<Record<Field, number>> | undefined;
    for await (const { row, cells } of readSheet(input.filePath)) {
      if (!columns) {
        columns = mapHeader(cells);
        continue;
      }
      rowsRead++;
      const cell = (field: Field) => (columns![field] === undefined ? '' : (cells[columns![field]!] ?? '').trim());
      const problem = (reason: string) => void rejected.push({ row, reason });

      const year = parseSheetNumber(cell('year'));
      if (year === undefined) { problem('year is missing'); continue; }
      if (year === null || !Number.isInteger(year)) { problem(`year "${cell('year')}" is not a whole number`); continue; }
      const stream = parseStream(cell('stream'));
      if (stream === null) { problem(`stream "${cell('stream')}" is not science, math or literary`); continue; }

      const universityText = cell('university');
      const match = universities.find(universityText) ?? universities.find(cell('universityAr'));
      const universityArabic = cell('universityAr') || (ARABIC.test(universityText) ? universityText : match?.nameArabic) || null;
      const universityName = (ARABIC.test(universityText) ? match?.name : undefined) || universityText || match?.name || '';
      const facultyText = cell('faculty');
      const facultyArabic = cell('facultyAr') || (ARABIC.test(facultyText) ? facultyText : '') || facultyText;
      const facultyName = facultyText || facultyArabic;

      const numbers: Record<'minScore' | 'maxScore' | 'minPercentage', number | undefined> = { minScore: undefined, maxScore: undefined, minPercentage: undefined };
      let bad = false;
      for (const field of ['minScore', 'maxScore', 'minPercentage'] as const) {
        const parsed = parseSheetNumber(cell(field));
        if (parsed === null) { problem(`${field} "${cell(field)}" is not a number`); bad = true; break; }
        numbers[field] = parsed;
      }
      if (bad) continue;
      // A score without the year's maximum is read against the year's configured (or default) maximum.
      const maxScoreOfYear =
        numbers.minScore !== undefined ? (numbers.maxScore ?? yearMax.get(year) ?? DEFAULT_MAX_SCORE[defaultSystemOf(year)]) : (numbers.maxScore ?? null);

      const candidate: TCutoffInput = {
        year,
        stream: stream ?? null,
        universityName,
        universityNameArabic: universityArabic,
        allPublicUniversities: ALL_PUBLIC.test(universityName) || ALL_PUBLIC.test(universityArabic ?? ''),
        facultyName,
        facultyNameArabic: facultyArabic,
        minScore: numbers.minScore ?? null,
        maxScoreOfYear,
        minPercentage: numbers.minPercentage ?? null,
        sourceUrl: cell('sourceUrl').split(' | ')[0] || null,
      };
      const parsed = ZCutoffInput.safeParse(candidate);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        problem(issue.message);
        continue;
      }
      await repository.upsert(parsed.data);
      imported++;
      if (input.onProgress && rowsRead % 100 === 0) await input.onProgress({ rowsRead, totalRows });
    }
    if (!columns) throw new HeaderError('The file is empty: no header row');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  if (input.onProgress) await input.onProgress({ rowsRead, totalRows: totalRows ?? rowsRead });
  return { imported, rejected };
}

function mapHeader(cells: string[]): Partial<Record<Field, number>> {
  const lookup = new Map<string, Field>();
  for (const [field, names] of Object.entries(COLUMN_NAMES) as Array<[Field, string[]]>) for (const name of names) lookup.set(foldHeader(name), field);
  const columns: Partial<Record<Field, number>> = {};
  cells.forEach((cell, index) => {
    const field = lookup.get(foldHeader(cell));
    if (field && columns[field] === undefined) columns[field] = index;
  });
  const missing = (['year', 'university', 'faculty'] as const).filter((f) => columns[f] === undefined && !(f === 'faculty' && columns.facultyAr !== undefined));
  if (missing.length) throw new HeaderError(`The cut-offs header row has no ${missing.join(', ')} column`);
  if (columns.minScore === undefined && columns.minPercentage === undefined) throw new HeaderError('The cut-offs header row has no min_score or min_percentage column');
  return columns;
}
