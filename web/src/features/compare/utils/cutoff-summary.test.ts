import type { TCutoffPoint, TFacultyCutoffs } from '@dalil/contracts/guidance/suggestions';
import { describe, expect, it } from 'vitest';
import { cutoffSummary } from './cutoff-summary.ts';

const point = (year: number, percentage: number, stage: number | null = null, sourceName = 'Tansik'): TCutoffPoint => ({
  year,
  stage,
  minScore: null,
  maxScore: null,
  percentage,
  sourceUrl: `https://example.org/${sourceName}/${year}`,
  sourceName,
  sourceUrls: [`https://example.org/${sourceName}/${year}`],
});
const faculty = (key: string, history: TCutoffPoint[]): TFacultyCutoffs => ({ facultyKey: key, facultyName: key, facultyNameArabic: null, campus: null, streams: [], history });

describe('cutoffSummary', () => {
  it('when no faculty has a published cut-off, then there is no summary (nothing is guessed)', () => {
    expect(cutoffSummary([])).toBeNull();
    expect(cutoffSummary([faculty('a', [])])).toBeNull();
  });

  it('when faculties have several years, then the range is of the newest year, each faculty by its final minimum, with its publishers', () => {
    const summary = cutoffSummary([
      faculty('medicine', [point(2024, 97), point(2025, 95.1)]),
      // A stage cut-off counts only where the year has no final minimum.
      faculty('engineering', [point(2025, 80, 1, 'Ministry'), point(2025, 78.5, 2, 'Ministry')]),
      faculty('commerce', [point(2025, 66.2), point(2025, 70, 1)]),
      faculty('arts', [point(2024, 60)]),
    ]);
    expect(summary).toMatchObject({ year: 2025, min: 66.2, max: 95.1, faculties: 3 });
    expect(summary!.source).toMatchObject({ sourceName: 'Tansik | Ministry', year: 2025 });
    expect(summary!.source.sourceUrls).toEqual(['https://example.org/Tansik/2025', 'https://example.org/Ministry/2025']);
  });

  it('when rows name several publishers each, then every publisher is listed once', () => {
    const summary = cutoffSummary([faculty('medicine', [point(2025, 95, null, 'Tansik | Ministry')]), faculty('law', [point(2025, 70, null, 'Ministry | Tansik')]), faculty('arts', [point(2025, 65, null, 'Tansik')])]);
    expect(summary!.source.sourceName).toBe('Tansik | Ministry');
  });
});
