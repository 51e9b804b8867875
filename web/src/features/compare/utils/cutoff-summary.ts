import type { TFigureSource } from '@dalil/contracts/common/source';
import type { TFacultyCutoffs } from '@dalil/contracts/guidance/suggestions';

/** A university's cut-offs in one line: its faculties' range in the newest year any was published. */
export interface CutoffSummary {
  year: number;
  /** Lowest and highest faculty cut-off that year, in percent as published. */
  min: number;
  max: number;
  /** How many faculties the range covers. */
  faculties: number;
  /** Their publishers and pages, for "Source: …, <year>". */
  source: TFigureSource;
}

/**
 * The summary of a university's published cut-offs, or null when it has none (never guessed).
 * Per faculty, that year's final minimum (no stage) is used, else its lowest stage cut-off.
 */
export function cutoffSummary(faculties: readonly TFacultyCutoffs[]): CutoffSummary | null {
  const years = faculties.flatMap((f) => f.history.map((p) => p.year));
  if (!years.length) return null;
  const year = Math.max(...years);
  const points = faculties.flatMap((f) => {
    const ofYear = f.history.filter((p) => p.year === year);
    const finals = ofYear.filter((p) => p.stage === null);
    const pool = finals.length ? finals : ofYear;
    return pool.length ? [pool.reduce((low, p) => (p.percentage < low.percentage ? p : low))] : [];
  });
  const percentages = points.map((p) => p.percentage);
  const unique = (values: Array<string | null>) => [...new Set(values.filter((v): v is string => Boolean(v)))];
  // A row's publisher may itself name several ("a | b"): each publisher is listed once.
  const names = unique(points.flatMap((p) => (p.sourceName ?? '').split(' | ').map((name) => name.trim())));
  return {
    year,
    min: Math.min(...percentages),
    max: Math.max(...percentages),
    faculties: points.length,
    source: {
      // FigureSource lists publishers written "a | b" apart.
      sourceName: names.length ? names.join(' | ') : null,
      sourceUrls: unique(points.flatMap((p) => (p.sourceUrls.length ? p.sourceUrls : [p.sourceUrl]))).slice(0, 3),
      year,
      confidence: null,
      confidenceNote: null,
    },
  };
}
