/**
 * Which fee stands as "the fee", on fixture rows: never a non-Egyptian (wafid) fee, never a
 * per-credit-hour price multiplied into a year; and guidance suggestions carry the fee the data
 * has for the faculty (or the university, for national and private universities).
 */
import { describe, expect, it } from 'vitest';
import { isOldFigure } from '@dalil/contracts/catalogue/university-figures';
import { derivedFeeRange, facultyFee, type FeeRecord } from '../../src/universities/university-fees.ts';
import { feeOf } from '../../src/universities/seed-university-figures.ts';
import { buildGuidanceData, type CatalogueUniversityRow } from '../../src/guidance/guidance-data.ts';
import { suggestFaculties } from '../../src/guidance/suggest-faculties.ts';
import { cutoff } from '../guidance/fixtures.ts';

const fee = (overrides: Partial<FeeRecord>): FeeRecord => ({
  programName: 'Faculty of Medicine',
  academicYear: '2024/2025',
  students: 'egyptian',
  basis: 'annual',
  min: 100_000,
  max: 100_000,
  currency: 'EGP',
  appliesToAllFaculties: false,
  sourceName: 'Example fees page',
  sourceUrl: 'https://example.org/fees',
  sourceUrls: ['https://example.org/fees'],
  ...overrides,
});

const WAFID = fee({ programName: 'Faculty of Medicine', students: 'non-egyptian', min: 6000, max: 6000, currency: 'USD', sourceUrl: 'https://example.org/wafid' });
const PER_CREDIT_HOUR = fee({ programName: 'All undergraduate programmes', basis: 'per-credit-hour', min: 3000, max: 3000, sourceUrl: 'https://example.org/credit-hours' });

describe('the fee of a faculty and of a university', () => {
  it('when the only fee of a faculty is for non-Egyptian students, then the faculty and the university have no Egyptian fee', () => {
    expect(facultyFee([WAFID], { name: 'Faculty of Medicine' })).toBeNull();
    expect(derivedFeeRange([WAFID])).toBeNull();
  });

  it('when a faculty has an Egyptian and a non-Egyptian fee, then only the Egyptian one is its fee and the range', () => {
    const egyptian = fee({ min: 120_000, max: 120_000 });
    expect(facultyFee([WAFID, egyptian], { name: 'Medicine' })).toEqual({
      min: 120_000,
      max: 120_000,
      currency: 'EGP',
      academicYear: '2024/2025',
      sourceUrl: 'https://example.org/fees',
      sourceName: 'Example fees page',
      sourceUrls: ['https://example.org/fees'],
      year: '2024/2025',
      confidence: null,
      confidenceNote: null,
    });
    expect(derivedFeeRange([WAFID, egyptian])).toMatchObject({ min: 120_000, max: 120_000, currency: 'EGP', derivedFrom: 1 });
  });

  it('when a fee is charged per credit hour, then it is never a faculty fee nor part of the derived annual range', () => {
    expect(facultyFee([PER_CREDIT_HOUR], { name: 'Faculty of Engineering' })).toBeNull();
    expect(derivedFeeRange([PER_CREDIT_HOUR])).toBeNull();
    expect(derivedFeeRange([PER_CREDIT_HOUR, fee({ programName: 'Faculty of Engineering', min: 90_000, max: 90_000 })])).toMatchObject({ min: 90_000, max: 90_000, derivedFrom: 1 });
  });

  it('when a row is charged per credit hour, then the seed keeps the rate per credit hour and leaves the annual amount empty', () => {
    const row = feeOf({
      university_en: 'Test City University',
      university_ar: null,
      faculty_or_program_en: 'All undergraduate programmes',
      faculty_or_program_ar: null,
      academic_year: '2020/2021',
      annual_fee_min: null,
      annual_fee_max: null,
      currency: 'EGP',
      notes: 'Charged per credit hour: EGP 3,000 per credit hour for Egyptian students (USD 350 for non-Egyptians); annual total depends on credit load.',
      source_name: null,
      source_url: ['https://example.org/credit-hours'],
    });
    expect(row).toMatchObject({ basis: 'per-credit-hour', students: 'egyptian', amount_min: 3000, amount_max: 3000, currency: 'EGP' });
  });

  it('when a row names non-Egyptian students, then the seed marks it as theirs', () => {
    const row = feeOf({
      university_en: 'Test University',
      university_ar: null,
      faculty_or_program_en: 'Faculty of Medicine (non-Egyptian students)',
      faculty_or_program_ar: null,
      academic_year: null,
      annual_fee_min: 6000,
      annual_fee_max: 6000,
      currency: 'USD',
      notes: null,
      source_name: null,
      source_url: [],
    });
    expect(row).toMatchObject({ students: 'non-egyptian', basis: 'annual' });
  });

  it('when fees of several years are listed, then the range is derived from the newest year only, and fees with no year come last', () => {
    const fees = [
      fee({ programName: 'Faculty of Pharmacy', academicYear: '2021/2022', min: 40_000, max: 40_000 }),
      fee({ programName: 'Faculty of Medicine', academicYear: '2025/2026', min: 225_000, max: 225_000 }),
      fee({ programName: 'Faculty of Nursing', academicYear: '2025/2026', min: 75_000, max: 75_000 }),
      fee({ programName: 'Faculty of Law', academicYear: null, min: 10_000, max: 10_000 }),
    ];
    expect(derivedFeeRange(fees)).toEqual({
      min: 75_000,
      max: 225_000,
      currency: 'EGP',
      academicYear: '2025/2026',
      sourceUrl: 'https://example.org/fees',
      sourceName: 'Example fees page',
      sourceUrls: ['https://example.org/fees'],
      year: '2025/2026',
      confidence: null,
      confidenceNote: null,
      derivedFrom: 2,
    });
    expect(derivedFeeRange([fee({ academicYear: null })])).toMatchObject({ academicYear: null, derivedFrom: 1 });
  });

  it('when a fee covers all faculties, then a faculty without its own fee takes it, and one with its own fee keeps its own', () => {
    const all = fee({ programName: 'All faculties - regular programmes', appliesToAllFaculties: true, academicYear: null, min: 350, max: 350 });
    const own = fee({ programName: 'Faculty of Engineering', min: 51_000, max: 51_000 });
    expect(facultyFee([all, own], { name: 'Faculty of Commerce' })).toMatchObject({ min: 350, academicYear: null });
    expect(facultyFee([all, own], { name: 'Engineering' })).toMatchObject({ min: 51_000 });
  });

  it('when a figure is more than two years older than this year, then it is old; a figure with no year is not called old', () => {
    expect(isOldFigure('2021/2022', 2026)).toBe(true);
    expect(isOldFigure('2024/2025', 2026)).toBe(false);
    expect(isOldFigure(2019, 2026)).toBe(true);
    expect(isOldFigure(null, 2026)).toBe(false);
  });
});

describe('guidance with fees', () => {
  const UNIVERSITIES: CatalogueUniversityRow[] = [
    {
      id: 'u-north',
      name: 'North Test University',
      nameArabic: null,
      type: 'public',
      governorate: 'Cairo',
      governorateArabic: 'القاهرة',
      faculties: [
        { key: 'medicine', name: 'Faculty of Medicine', nameArabic: null, field: 'medicine', campus: null },
        { key: 'engineering', name: 'Faculty of Engineering', nameArabic: null, field: 'engineering', campus: null },
        { key: 'science', name: 'Faculty of Science', nameArabic: null, field: 'science', campus: null },
      ],
      fees: [WAFID, fee({ programName: 'Faculty of Engineering', academicYear: '2024/2025', min: 51_000, max: 51_000 })],
    },
    {
      id: 'u-private',
      name: 'Private Test University',
      nameArabic: null,
      type: 'private',
      governorate: 'Giza',
      governorateArabic: 'الجيزة',
      faculties: [],
      fees: [
        fee({ programName: 'Faculty of Engineering', min: 246_800, max: 320_000 }),
        fee({ programName: 'Faculty of Pharmacy', min: 150_000, max: 150_000 }),
        WAFID,
      ],
    },
    { id: 'u-credit', name: 'Credit Hour Test University', nameArabic: null, type: 'national', governorate: 'Giza', governorateArabic: 'الجيزة', faculties: [], fees: [PER_CREDIT_HOUR] },
  ];

  const row = (faculty: string, minScore: number) => cutoff({ year: 2025, university: 'u-north', faculty, stream: 'science', minScore, max: 320 });
  const data = buildGuidanceData([row('medicine', 300), row('engineering', 280), row('science', 250)], UNIVERSITIES);
  const guidance = suggestFaculties(data, { score: 310, maxScore: 320, stream: 'science', year: 2025 }, { limit: 50, now: 2026 });
  const suggestions = [...guidance.tiers.likely, ...guidance.tiers.possible, ...guidance.tiers.reach, ...guidance.tiers.further];
  const feeOfFaculty = (key: string) => suggestions.find((s) => s.faculty.key === key)?.fee;

  it("when the data has a faculty's Egyptian annual fee, then its suggestion carries it with year and source", () => {
    expect(feeOfFaculty('engineering')).toMatchObject({ min: 51_000, max: 51_000, currency: 'EGP', academicYear: '2024/2025', sourceName: 'Example fees page', sourceUrls: ['https://example.org/fees'], year: '2024/2025' });
  });

  it('when the only fee of a faculty is for non-Egyptian students, or there is none, then its suggestion has no fee', () => {
    expect(feeOfFaculty('medicine')).toBeNull();
    expect(feeOfFaculty('science')).toBeNull();
  });

  it('when a national or private university has Egyptian annual fees, then it is listed with their range; a per-credit-hour price gives none', () => {
    const others = new Map(guidance.otherUniversities.map((o) => [o.university.id, o]));
    expect(others.get('u-private')!.fee).toMatchObject({ min: 150_000, max: 320_000, currency: 'EGP', academicYear: '2024/2025', sourceName: 'Example fees page', year: '2024/2025' });
    expect(others.get('u-credit')!.fee).toBeNull();
    // The university in the answer is only its public face (no fee rows leak into it).
    expect(Object.keys(others.get('u-private')!.university).sort()).toEqual(['governorate', 'governorateArabic', 'id', 'name', 'nameArabic', 'type']);
  });
});
