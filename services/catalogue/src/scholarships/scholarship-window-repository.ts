import type pg from 'pg';
import type { TUsualSpan, TWindowStatus } from '@dalil/contracts/catalogue/scholarship-window';
import type { TConfidence } from '@dalil/contracts/common/source';

/** One application window as the deadlines file gives it, kept by scholarship and intake (`naturalKey`). */
export interface ScholarshipWindowWrite {
  scholarshipName: string;
  naturalKey: string;
  intake: string;
  intakeArabic: string | null;
  opensOn: string | null;
  closesOn: string | null;
  status: TWindowStatus;
  usual: TUsualSpan[];
  note: string | null;
  noteArabic: string | null;
  sourceName: string;
  sourceNameArabic: string | null;
  sourceUrls: string[];
  confidence: TConfidence | null;
  confidenceNote: string | null;
  confidenceNoteArabic: string | null;
  position: number;
}

/** The one writer of scholarship_windows (read with the scholarships, in scholarship-repository.ts). */
export function createScholarshipWindowRepository(pool: pg.Pool) {
  return {
    /** Inserts the window, or updates it when a value differs; 1 when a row was written, else 0 (also for an unknown scholarship). */
    async upsert(w: ScholarshipWindowWrite): Promise<number> {
      const result = await pool.query(
        `insert into scholarship_windows (scholarship_id, natural_key, intake, intake_arabic, opens_on, closes_on, status, usual, note, note_arabic,
           source_name, source_name_arabic, source_urls, confidence, confidence_note, confidence_note_arabic, position)
         select s.id, $2, $3, $4, $5::date, $6::date, $7, $8::jsonb, $9, $10, $11, $12, $13, $14, $15, $16, $17 from scholarships s where lower(s.name) = lower($1)
         on conflict (natural_key) do update set intake_arabic = excluded.intake_arabic, opens_on = excluded.opens_on, closes_on = excluded.closes_on,
           status = excluded.status, usual = excluded.usual, note = excluded.note, note_arabic = excluded.note_arabic, source_name = excluded.source_name,
           source_name_arabic = excluded.source_name_arabic, source_urls = excluded.source_urls, confidence = excluded.confidence,
           confidence_note = excluded.confidence_note, confidence_note_arabic = excluded.confidence_note_arabic, position = excluded.position
         where (scholarship_windows.intake_arabic, scholarship_windows.opens_on, scholarship_windows.closes_on, scholarship_windows.status, scholarship_windows.usual,
           scholarship_windows.note, scholarship_windows.note_arabic, scholarship_windows.source_name, scholarship_windows.source_name_arabic, scholarship_windows.source_urls,
           scholarship_windows.confidence, scholarship_windows.confidence_note, scholarship_windows.confidence_note_arabic, scholarship_windows.position)
           is distinct from (excluded.intake_arabic, excluded.opens_on, excluded.closes_on, excluded.status, excluded.usual, excluded.note, excluded.note_arabic,
           excluded.source_name, excluded.source_name_arabic, excluded.source_urls, excluded.confidence, excluded.confidence_note, excluded.confidence_note_arabic, excluded.position)`,
        [
          w.scholarshipName,
          w.naturalKey,
          w.intake,
          w.intakeArabic,
          w.opensOn,
          w.closesOn,
          w.status,
          JSON.stringify(w.usual),
          w.note,
          w.noteArabic,
          w.sourceName,
          w.sourceNameArabic,
          w.sourceUrls,
          w.confidence,
          w.confidenceNote,
          w.confidenceNoteArabic,
          w.position,
        ],
      );
      return result.rowCount ?? 0;
    },
  };
}
