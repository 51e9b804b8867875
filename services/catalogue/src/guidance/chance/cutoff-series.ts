/**
 * Cut-off history series from the published cut-off table (tansik-cutoffs-recent.csv columns):
 * one series per faculty label, university and stream, with each year's percentage as published.
 * Rows without a percentage, and the national minimums and stage thresholds (not a faculty), are
 * left out; a year's final minimum (no stage) is preferred to a stage's.
 */
import { parse } from 'csv-parse/sync';
import { classifyFaculty } from '@dalil/contracts/guidance/faculty-fields';
import type { CutoffSeries } from './fit-model.ts';

export interface CutoffRow {
  year: number;
  stage: number | null;
  stream: string;
  facultyEnglish: string;
  facultyArabic: string;
  universityEnglish: string;
  universityArabic: string;
  percentage: number | null;
  sourceName: string;
}

const NOT_A_FACULTY = /^All public universities/;

export function parseCutoffCsv(text: string): CutoffRow[] {
  const records = parse(text, { columns: true, skip_empty_lines: true, bom: true }) as Record<string, string>[];
  return records.map((r) => ({
    year: Number(r.year),
    stage: r.stage ? Number(r.stage) : null,
    stream: (r.stream ?? '').trim(),
    facultyEnglish: r.faculty_en ?? '',
    facultyArabic: r.faculty_ar ?? '',
    universityEnglish: r.university_en ?? '',
    universityArabic: r.university_ar ?? '',
    percentage: r.min_percentage ? Number(r.min_percentage) : null,
    sourceName: r.source_name ?? '',
  }));
}

const seriesKeyOf = (row: Pick<CutoffRow, 'stream' | 'facultyArabic' | 'universityArabic'>) => `${row.stream}|${row.facultyArabic}|${row.universityArabic}`;

/** Several publishers are joined with " | " in source_name. */
const isSingleSource = (sourceName: string) => !sourceName.includes(' | ');

export function cutoffSeries(rows: readonly CutoffRow[], include: (row: CutoffRow) => boolean = () => true): CutoffSeries[] {
  const bySeries = new Map<string, { series: CutoffSeries & { points: CutoffSeries['points'][number][] }; stages: Map<number, number> }>();
  for (const row of rows) {
    if (row.percentage === null || !Number.isFinite(row.percentage) || NOT_A_FACULTY.test(row.universityEnglish) || !include(row)) continue;
    const key = seriesKeyOf(row);
    let entry = bySeries.get(key);
    if (!entry) {
      entry = { series: { key, stream: row.stream, family: classifyFaculty(row.facultyEnglish), points: [] }, stages: new Map() };
      bySeries.set(key, entry);
    }
    // The final minimum (stage null → Infinity) beats a stage's; a later stage beats an earlier one.
    const rank = row.stage ?? Number.POSITIVE_INFINITY;
    const held = entry.stages.get(row.year);
    if (held !== undefined && held >= rank) continue;
    entry.stages.set(row.year, rank);
    const point = { year: row.year, percentage: row.percentage, singleSource: isSingleSource(row.sourceName) };
    const at = entry.series.points.findIndex((p) => p.year === row.year);
    if (at >= 0) entry.series.points[at] = point;
    else entry.series.points.push(point);
  }
  return [...bySeries.values()].map((e) => ({ ...e.series, points: e.series.points.sort((a, b) => a.year - b.year) }));
}
