/**
 * Application windows (seed/scholarship-deadlines.csv as published, with
 * seed/scholarship-deadlines-ar.csv: the Arabic texts, the usual months read from each pattern's
 * notes and the rows that rest on one aggregator) and the scholarships that ended or are
 * suspended (seed/scholarship-status.csv, README section 21's corrections). Applied on every
 * start: a window is kept by scholarship and intake and follows the file (no one edits windows
 * in the panel); a status is set when it differs.
 */
import type pg from 'pg';
import { z } from 'zod';
import { CONFIDENCE_LEVELS, splitSourceUrls } from '@dalil/contracts/common/source';
import { WINDOW_STATUSES, parseUsual } from '@dalil/contracts/catalogue/scholarship-window';
import { readCsv, reasonOf } from '../common/index.ts';
import { createScholarshipRepository } from './scholarship-repository.ts';
import { createScholarshipWindowRepository } from './scholarship-window-repository.ts';

const text = z
  .string()
  .optional()
  .transform((v) => v?.trim() || null);
const required = (column: string) => z.string({ message: `${column} is required` }).trim().min(1, `${column} is required`);
const date = (column: string) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || null)
    .refine((v) => v === null || /^\d{4}-\d{2}-\d{2}$/.test(v), { message: `${column} must be YYYY-MM-DD` });

const ZWindowRow = z.object({
  scholarship_name: required('scholarship_name'),
  intake: required('intake'),
  opens_on: date('opens_on'),
  closes_on: date('closes_on'),
  status: z.enum(WINDOW_STATUSES, { message: `status must be one of: ${WINDOW_STATUSES.join(', ')}` }),
  source_name: required('source_name'),
  source_url: z.string().optional(),
  notes: text,
});

const ZWindowArabicRow = z.object({
  scholarship_name: required('scholarship_name'),
  intake: required('intake'),
  intake_ar: text,
  usual: z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return parseUsual(v ?? '');
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `usual: ${(error as Error).message}` });
        return z.NEVER;
      }
    }),
  confidence: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CONFIDENCE_LEVELS).optional()),
  confidence_note_en: text,
  confidence_note_ar: text,
  source_name_ar: text,
  notes_ar: text,
});

const ZStatusRow = z.object({
  name_en: required('name_en'),
  status: z.enum(['discontinued', 'suspended']),
  since_en: text,
  since_ar: text,
  note_en: required('note_en'),
  note_ar: text,
  source_name: required('source_name'),
  source_name_ar: text,
  source_url: z.string().optional(),
});

export interface WindowsOutcome {
  windows: number;
  statuses: number;
  problems: string[];
}

const keyOf = (name: string, intake: string) => `${name.trim().toLowerCase()}|${intake.trim()}`;

export async function seedScholarshipWindows(pool: pg.Pool, directory: string): Promise<WindowsOutcome> {
  const outcome: WindowsOutcome = { windows: 0, statuses: 0, problems: [] };
  const windows = createScholarshipWindowRepository(pool);
  const arabic = new Map<string, z.infer<typeof ZWindowArabicRow>>();
  for (const [index, row] of (await readCsv(`${directory}/scholarship-deadlines-ar.csv`)).entries()) {
    const parsed = ZWindowArabicRow.safeParse(row);
    if (parsed.success) arabic.set(keyOf(parsed.data.scholarship_name, parsed.data.intake), parsed.data);
    else outcome.problems.push(`scholarship-deadlines-ar.csv line ${index + 2}: ${reasonOf(parsed.error)}`);
  }
  for (const [index, row] of (await readCsv(`${directory}/scholarship-deadlines.csv`)).entries()) {
    const parsed = ZWindowRow.safeParse(row);
    if (!parsed.success) {
      outcome.problems.push(`scholarship-deadlines.csv line ${index + 2}: ${reasonOf(parsed.error)}`);
      continue;
    }
    const r = parsed.data;
    const key = keyOf(r.scholarship_name, r.intake);
    const ar = arabic.get(key);
    if (r.status === 'recurring-pattern' && ar === undefined) {
      outcome.problems.push(`scholarship-deadlines.csv line ${index + 2}: no usual months for this pattern in scholarship-deadlines-ar.csv`);
      continue;
    }
    outcome.windows += await windows.upsert({
      scholarshipName: r.scholarship_name,
      naturalKey: key,
      intake: r.intake,
      intakeArabic: ar?.intake_ar ?? null,
      opensOn: r.opens_on,
      closesOn: r.closes_on,
      status: r.status,
      usual: r.status === 'recurring-pattern' ? (ar?.usual ?? []) : [],
      note: r.notes,
      noteArabic: ar?.notes_ar ?? null,
      sourceName: r.source_name,
      sourceNameArabic: ar?.source_name_ar ?? null,
      sourceUrls: splitSourceUrls(r.source_url),
      confidence: ar?.confidence ?? null,
      confidenceNote: ar?.confidence_note_en ?? null,
      confidenceNoteArabic: ar?.confidence_note_ar ?? null,
      position: index,
    });
  }

  for (const [index, row] of (await readCsv(`${directory}/scholarship-status.csv`)).entries()) {
    const parsed = ZStatusRow.safeParse(row);
    if (!parsed.success) {
      outcome.problems.push(`scholarship-status.csv line ${index + 2}: ${reasonOf(parsed.error)}`);
      continue;
    }
    const r = parsed.data;
    outcome.statuses += await createScholarshipRepository(pool).setStatus(r.name_en, {
      status: r.status,
      note: r.note_en,
      noteArabic: r.note_ar,
      since: r.since_en,
      sinceArabic: r.since_ar,
      sourceName: r.source_name,
      sourceNameArabic: r.source_name_ar,
      sourceUrls: splitSourceUrls(r.source_url),
    });
  }
  return outcome;
}
