/**
 * Guidance fixtures (not the seed): three years across the change of scale (410 in 2023–2024,
 * 320 from 2025), rows for one stream, and scientific rows naming no stream.
 */
import type { TCutoff } from '@dalil/contracts/results/cutoff';
import type { TResultStream } from '@dalil/contracts/results/result';
import { buildGuidanceData, type CatalogueUniversityRow } from '../../src/guidance/guidance-data.ts';
import { effectivePercentage } from '../../src/results/cutoffs-repository.ts';
import { RULE_ROWS } from './rules-fixtures.ts';

export const UNIVERSITIES: CatalogueUniversityRow[] = [
  {
    id: 'u-cairo',
    name: 'Cairo Test University',
    nameArabic: 'جامعة القاهرة التجريبية',
    type: 'public',
    governorate: 'Cairo',
    governorateArabic: 'القاهرة',
    faculties: [
      { key: 'engineering', name: 'Faculty of Engineering', nameArabic: 'كلية الهندسة', field: 'engineering', campus: null },
      { key: 'commerce', name: 'Faculty of Commerce', nameArabic: 'كلية التجارة', field: 'business', campus: null },
      { key: 'science', name: 'Faculty of Science', nameArabic: 'كلية العلوم', field: 'science', campus: null },
    ],
  },
  {
    id: 'u-giza',
    name: 'Giza Test University',
    nameArabic: null,
    type: 'public',
    governorate: 'Giza',
    governorateArabic: 'الجيزة',
    faculties: [{ key: 'engineering', name: 'Faculty of Engineering', nameArabic: 'كلية الهندسة', field: 'engineering', campus: null }],
  },
  {
    id: 'u-aswan',
    name: 'Aswan Test University',
    nameArabic: null,
    type: 'public',
    governorate: 'Aswan',
    governorateArabic: 'أسوان',
    faculties: [{ key: 'engineering', name: 'Faculty of Engineering', nameArabic: 'كلية الهندسة', field: 'engineering', campus: null }],
  },
  { id: 'u-private', name: 'Private Test University', nameArabic: null, type: 'private', governorate: 'Giza', governorateArabic: 'الجيزة', faculties: [] },
];

let serial = 0;
export function cutoff(row: {
  year: number;
  university?: string;
  faculty?: string;
  stream: TResultStream | null;
  streams?: TResultStream[];
  minScore: number;
  max: number;
  kind?: TCutoff['kind'];
  stage?: number | null;
  system?: 'old' | 'new' | null;
}): TCutoff {
  const id = `c${++serial}`;
  const base = { minScore: row.minScore, maxScoreOfYear: row.max, minPercentage: null };
  return {
    _id: id,
    id,
    year: row.year,
    stream: row.stream,
    streams: row.streams ?? (row.stream ? [row.stream] : ['science', 'math']),
    kind: row.kind ?? 'faculty',
    stage: row.stage ?? null,
    system: row.system ?? null,
    universityId: row.kind && row.kind !== 'faculty' ? null : (row.university ?? 'u-cairo'),
    universityName: 'as published',
    universityNameArabic: null,
    allPublicUniversities: (row.kind ?? 'faculty') !== 'faculty',
    facultyKey: row.kind && row.kind !== 'faculty' ? null : (row.faculty ?? 'engineering'),
    campus: null,
    facultyName: 'as published',
    facultyNameArabic: 'كما نشر',
    ...base,
    effectivePercentage: effectivePercentage(base),
    sourceName: 'Test publisher',
    sourceUrl: 'https://example.org/source',
    sourceUrls: ['https://example.org/source'],
    editedByAdmin: false,
    createdAt: '2025-08-01T00:00:00.000Z',
    updatedAt: '2025-08-01T00:00:00.000Z',
  };
}

// Cairo engineering (mathematics): 2023 360/410 = 87.80 %, 2024 370/410 = 90.24 %, 2025 292/320 = 91.25 %.
// Giza engineering: 2023 372/410 = 90.73 %, 2024 369/410 = 90.00 %, 2025 288/320 = 90.00 % (fell).
// Aswan engineering: 2025 only, 280/320 = 87.50 %.
// Cairo commerce, a scientific row naming no stream: 2025 240/320 = 75.00 %; and a literary row 250/320 = 78.13 %.
// Cairo science: a mathematics row 2025 270/320 = 84.38 % and a streamless row 260/320 = 81.25 %.
export const CUTOFFS: TCutoff[] = [
  cutoff({ year: 2023, stream: 'math', minScore: 360, max: 410 }),
  cutoff({ year: 2024, stream: 'math', minScore: 370, max: 410 }),
  cutoff({ year: 2025, stream: 'math', minScore: 292, max: 320 }),
  cutoff({ year: 2023, university: 'u-giza', stream: 'math', minScore: 372, max: 410 }),
  cutoff({ year: 2024, university: 'u-giza', stream: 'math', minScore: 369, max: 410 }),
  cutoff({ year: 2025, university: 'u-giza', stream: 'math', minScore: 288, max: 320 }),
  cutoff({ year: 2025, university: 'u-aswan', stream: 'math', minScore: 280, max: 320 }),
  cutoff({ year: 2025, faculty: 'commerce', stream: null, minScore: 240, max: 320 }),
  cutoff({ year: 2025, faculty: 'commerce', stream: 'literary', minScore: 250, max: 320 }),
  cutoff({ year: 2025, faculty: 'science', stream: 'math', minScore: 270, max: 320 }),
  cutoff({ year: 2025, faculty: 'science', stream: null, minScore: 260, max: 320 }),
  // An old per-university row, outside the three years of 2025.
  cutoff({ year: 2019, university: 'u-aswan', faculty: 'engineering', stream: 'math', minScore: 390, max: 410 }),
  cutoff({ year: 2026, kind: 'stage-threshold', stage: 1, system: 'new', stream: 'math', streams: ['math'], minScore: 275.5, max: 320 }),
  cutoff({ year: 2026, kind: 'stage-threshold', stage: 2, system: 'new', stream: 'science', streams: ['science', 'math'], minScore: 220, max: 320 }),
  cutoff({ year: 2026, kind: 'stage-threshold', stage: 2, system: 'old', stream: 'science', streams: ['science', 'math'], minScore: 280, max: 410 }),
];
export const DATA = buildGuidanceData(CUTOFFS, UNIVERSITIES, { ruleRows: RULE_ROWS, privateTiers: new Map(), technologicalRules: new Map() });
