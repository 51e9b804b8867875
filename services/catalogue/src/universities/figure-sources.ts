/** Who says so, for a stored row of the published data: its publisher and pages, the year it is for, and the data's own confidence where it has one. */
import type { TConfidence, TFigureSource } from '@dalil/contracts/common/source';

export function sourceOf(
  row: { sourceName: string | null; sourceUrls: string[] },
  year: string | number | null,
  confidence: { level: TConfidence; note: string | null } | null = null,
): TFigureSource {
  return { sourceName: row.sourceName, sourceUrls: row.sourceUrls, year, confidence: confidence?.level ?? null, confidenceNote: confidence?.note ?? null };
}
