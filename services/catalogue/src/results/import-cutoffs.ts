/**
 * Imports admission cut-offs from CSV or .xlsx. The columns are those of the seed files
 * (tansik-cutoffs-recent.csv: `year, stage, stream, faculty_en, faculty_ar, university_en,
 * university_ar, min_score, max_score_of_year, min_percentage, source_name, source_url`; the
 * older file has no stage nor source_name; tansik-institutes.csv has the same columns), and also the short form `year, stream, university, faculty, min_score, max_score`
 * with Arabic or English names. What a row does not state is worked out once, here:
 *  - its kind: "All public universities …" is a national minimum, or a stage's minimum to
 *    apply when it says so; any other row is one faculty's minimum at one university;
 *  - the streams it is open to: a scientific row that names no stream is open to science and
 *    mathematics students, a stage row "for all streams" to every student;
 *  - the system (320 new, 410 old) of a stage minimum, from its wording or its maximum.
 * Good rows are written in one statement (upsert by year, stream, university and faculty) and
 * linked to the catalogue; bad rows are reported by row number and reason and skipped.
 */
import type pg from 'pg';
import { ZCutoffInput, type TCutoffKind } from '@dalil/contracts/results/cutoff';
import { DEFAULT_MAX_SCORE, defaultSystemOf, type TResultStream } from '@dalil/contracts/results/result';
import { splitSourceUrls } from '@dalil/contracts/common/source';
import { readSheet, countDataRows, type BeforeCommit } from '../common/index.ts';
import { foldHeader, HeaderError, parseStream } from './result-columns.ts';
import { parseSheetNumber } from './numbers.ts';
import { createCutoffsRepository, type CutoffWrite } from './cutoffs-repository.ts';
import { createResultYearsRepository } from './result-years-repository.ts';
import type { ImportOutcome, ImportProgress } from './import-results.ts';
import { universityAliases, type UniversityAlias } from '../universities/index.ts';
import { linkCutoffs } from './link-cutoffs.ts';

const COLUMN_NAMES: Record<string, string[]> = {
  year: ['year', 'السنة', 'العام'],
  stage: ['stage', 'المرحلة'],
  stream: ['stream', 'الشعبة', 'الشعبه'],
  kind: ['kind'],
  university: ['university', 'university_en', 'university_name', 'الجامعة'],
  universityAr: ['university_ar', 'university_name_ar', 'university_arabic'],
  campus: ['campus', 'campus_en', 'الفرع'],
  faculty: ['faculty', 'faculty_en', 'faculty_name', 'الكلية'],
  facultyAr: ['faculty_ar', 'faculty_name_ar', 'faculty_arabic'],
  minScore: ['min_score', 'الحد الأدنى', 'الحد الادنى بالدرجات'],
  maxScore: ['max_score', 'max_score_of_year', 'النهاية العظمى'],
  minPercentage: ['min_percentage', 'min_percent', 'النسبة', 'الحد الأدنى بالنسبة'],
  sourceName: ['source_name', 'publisher', 'الناشر', 'اسم المصدر'],
  sourceUrl: ['source_url', 'source', 'المصدر'],
};
type Field = keyof typeof COLUMN_NAMES;

const ARABIC = /[\u0600-\u06FF]/;
const ALL_PUBLIC = /^(all public universities|جميع الجامعات الحكومية|كل الجامعات الحكومية|الجامعات الحكومية)/i;
const STAGE_MINIMUM = /threshold|minimum to apply|حد التقدم|الحد الأدنى للتقدم/i;
const ALL_STREAMS = /all streams|جميع الشعب/i;
const SCIENCE_AND_MATH = /science and mathematics|\(علمي -/i;
const NEW_SYSTEM = /new system|النظام الحديث|النظام الجديد/i;
const OLD_SYSTEM = /old system|النظام القديم/i;
const ALL: TResultStream[] = ['science', 'math', 'literary'];

/** The table's natural key of a row: year, stream, university and faculty as published. */
export function cutoffNaturalKey(row: { year: number; stream?: TResultStream | null; universityName: string; facultyName: string }): string {
  return `${row.year}|${row.stream ?? ''}|${row.universityName.toLowerCase()}|${row.facultyName.toLowerCase()}`;
}

/** The kind, streams and system of a row, from what it states. */
export function classifyCutoffRow(row: {
  universityName: string;
  universityNameArabic: string | null;
  facultyName: string;
  facultyNameArabic: string;
  stream: TResultStream | null;
  maxScoreOfYear: number | null;
  kind?: TCutoffKind;
}): { kind: TCutoffKind; streams: TResultStream[]; system: 'old' | 'new' | null } {
  const university = `${row.universityName} ${row.universityNameArabic ?? ''}`;
  const faculty = `${row.facultyName} ${row.facultyNameArabic}`;
  const nationwide = ALL_PUBLIC.test(row.universityName) || ALL_PUBLIC.test(row.universityNameArabic ?? '');
  const kind: TCutoffKind = row.kind ?? (!nationwide ? 'faculty' : STAGE_MINIMUM.test(university) || STAGE_MINIMUM.test(faculty) ? 'stage-threshold' : 'national-minimum');
  let streams: TResultStream[];
  if (ALL_STREAMS.test(faculty)) streams = ALL;
  // A faculty's or institute's row naming no stream is on the scientific list without a stream
  // variant (other-rules R01): open to science and mathematics students; a national row, to all.
  else if (row.stream === null) streams = kind === 'faculty' || kind === 'institute' ? ['science', 'math'] : ALL;
  else if (row.stream !== 'literary' && SCIENCE_AND_MATH.test(faculty)) streams = ['science', 'math'];
  else streams = [row.stream];
  const system =
    kind !== 'stage-threshold'
      ? null
      : NEW_SYSTEM.test(faculty)
        ? 'new'
        : OLD_SYSTEM.test(faculty)
          ? 'old'
          : row.maxScoreOfYear === DEFAULT_MAX_SCORE.new
            ? 'new'
            : row.maxScoreOfYear === DEFAULT_MAX_SCORE.old
              ? 'old'
              : null;
  return { kind, streams, system };
}

export async function importCutoffs(
  deps: { pool: pg.Pool },
  input: {
    filePath: string;
    /** 'seed' leaves rows an administrator changed as they are; an administrator's upload overwrites. */
    by?: 'seed' | 'admin';
    /** The kind of a row whose file has no `kind` column (tansik-institutes.csv: 'institute'); else worked out per row. */
    kind?: TCutoffKind;
    /** Natural keys (cutoffNaturalKey) to leave out: seed rows an administrator deleted. */
    exclude?: ReadonlySet<string>;
    /** Published name → catalogue university and campus (default: seed/university-aliases.csv). */
    aliases?: ReadonlyMap<string, UniversityAlias>;
    onProgress?: (p: ImportProgress) => void | Promise<void>;
    /** Runs in the import's transaction just before COMMIT (the job records its run there). */
    beforeCommit?: BeforeCommit;
  },
): Promise<ImportOutcome> {
  const totalRows = await countDataRows(input.filePath);
  const client = await deps.pool.connect();
  const rejected: ImportOutcome['rejected'] = [];
  const rows = new Map<string, CutoffWrite>();
  let rowsRead = 0;
  try {
    const yearMax = new Map((await createResultYearsRepository(client).list()).map((y) => [y.year, y.maxScore]));
    const aliases = input.aliases ?? universityAliases();
    let columns: Partial<Record<Field, number>> | undefined;
    for await (const { row, cells } of readSheet(input.filePath)) {
      if (!columns) {
        columns = mapHeader(cells);
        continue;
      }
      rowsRead++;
      const cell = (field: Field) => (columns![field] === undefined ? '' : (cells[columns![field]] ?? '').trim());
      const problem = (reason: string) => void rejected.push({ row, reason });

      const year = parseSheetNumber(cell('year'));
      if (year === undefined) { problem('year is missing'); continue; }
      if (year === null || !Number.isInteger(year)) { problem(`year "${cell('year')}" is not a whole number`); continue; }
      const stage = parseSheetNumber(cell('stage'));
      if (stage === null || (stage !== undefined && ![1, 2, 3].includes(stage))) { problem(`stage "${cell('stage')}" is not 1, 2 or 3`); continue; }
      const stream = parseStream(cell('stream'));
      if (stream === null) { problem(`stream "${cell('stream')}" is not science, math or literary`); continue; }

      const universityText = cell('university');
      const universityArabic = cell('universityAr') || (ARABIC.test(universityText) ? universityText : '') || null;
      const universityName = universityText || universityArabic || '';
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
      const kindText = cell('kind') || input.kind || '';
      const sourceUrls = splitSourceUrls(cell('sourceUrl'));
      const candidate = {
        year,
        stage: stage ?? null,
        stream: stream ?? null,
        universityName,
        universityNameArabic: universityArabic,
        campus: cell('campus') || aliases.get(universityName.toLowerCase())?.campus || null,
        facultyName,
        facultyNameArabic: facultyArabic,
        minScore: numbers.minScore ?? null,
        maxScoreOfYear,
        minPercentage: numbers.minPercentage ?? null,
        sourceUrl: sourceUrls[0] ?? null,
        sourceName: cell('sourceName') || null,
        ...(kindText ? { kind: kindText } : {}),
      };
      const parsed = ZCutoffInput.safeParse(candidate);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        problem(issue.message);
        continue;
      }
      const value = parsed.data;
      const derived = classifyCutoffRow({
        universityName: value.universityName,
        universityNameArabic: value.universityNameArabic ?? null,
        facultyName: value.facultyName,
        facultyNameArabic: value.facultyNameArabic,
        stream: value.stream ?? null,
        maxScoreOfYear: value.maxScoreOfYear ?? null,
        kind: value.kind,
      });
      // A file may repeat a row; the last copy stands (the natural key of the table).
      const key = cutoffNaturalKey(value);
      if (input.exclude?.has(key)) continue;
      rows.set(key, { ...value, ...derived, allPublicUniversities: derived.kind === 'national-minimum' || derived.kind === 'stage-threshold', sourceUrls });
      if (input.onProgress && rowsRead % 500 === 0) await input.onProgress({ rowsRead, totalRows });
    }
    if (!columns) throw new HeaderError('The file is empty: no header row');
    await client.query('begin');
    await createCutoffsRepository(client).upsertMany([...rows.values()], input.by ?? 'admin');
    await linkCutoffs(client, aliases);
    // The last report, and the last moment the import can be called off: after the commit
    // nothing may fail the job whose rows are stored.
    if (input.onProgress) await input.onProgress({ rowsRead, totalRows: totalRows ?? rowsRead });
    await input.beforeCommit?.(client, { imported: rows.size, rejected, rejectedCount: rejected.length });
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return { imported: rows.size, rejected, rejectedCount: rejected.length };
}

function mapHeader(cells: string[]): Partial<Record<Field, number>> {
  const lookup = new Map<string, Field>();
  // Object.entries widens keys to string; they are COLUMN_NAMES' own.
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
