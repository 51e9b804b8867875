import { describe, expect, it } from 'vitest';
import { deadlineSortKey, isOpenNow, isUsuallyOpenNow } from './scholarship-deadline.ts';
import { isConfirmedOpen, isUsuallyOpenAround, nextKnownDate, parseUsual, type TScholarshipWindow } from './scholarship-window.ts';

const TODAY = '2026-11-27';

const window = (w: Partial<TScholarshipWindow>): TScholarshipWindow => ({
  intake: '2027/28',
  intakeArabic: null,
  opensOn: null,
  closesOn: null,
  status: 'recurring-pattern',
  usual: [],
  note: null,
  noteArabic: null,
  sourceName: 'Test source',
  sourceNameArabic: null,
  sourceUrls: [],
  year: '2027/28',
  confidence: null,
  confidenceNote: null,
  confidenceNoteArabic: null,
  ...w,
});
const pattern = (usual: string) => window({ usual: parseUsual(usual) });

describe('a scholarship window', () => {
  it('when the usual months are written as runs, alternatives and several calendars, then each is read (a run may wrap round the year)', () => {
    expect(parseUsual('11>1')).toEqual([{ opens: { months: [11], either: false }, closes: { months: [1], either: false } }]);
    expect(parseUsual('10-12>12-2')).toEqual([{ opens: { months: [10, 11, 12], either: false }, closes: { months: [12, 1, 2], either: false } }]);
    expect(parseUsual('11>2|5')[0]!.closes).toEqual({ months: [2, 5], either: true });
    expect(parseUsual('>12|1')).toEqual([{ opens: null, closes: { months: [12, 1], either: true } }]);
    expect(parseUsual('9>10;2>3')).toHaveLength(2);
    expect(parseUsual('')).toEqual([]);
    expect(() => parseUsual('13>1')).toThrow(/not a month/);
    expect(() => parseUsual('4>')).toThrow(/no closing month/);
  });

  it('when today is inside a confirmed window, then it is open; before its opening or after its closing it is not; a pattern or a previous cycle never is', () => {
    expect(isConfirmedOpen(window({ status: 'confirmed', closesOn: '2026-12-03' }), TODAY)).toBe(true);
    expect(isConfirmedOpen(window({ status: 'confirmed', opensOn: '2026-11-27', closesOn: '2026-11-27' }), TODAY)).toBe(true);
    expect(isConfirmedOpen(window({ status: 'confirmed', opensOn: '2026-12-01', closesOn: '2027-01-15' }), TODAY)).toBe(false);
    expect(isConfirmedOpen(window({ status: 'confirmed', closesOn: '2026-11-26' }), TODAY)).toBe(false);
    expect(isConfirmedOpen(window({ status: 'previous-cycle', closesOn: '2027-01-15' }), TODAY)).toBe(false);
  });

  it('when a pattern usually runs through this month, or usually opens next month, then it is usually open around now; otherwise not', () => {
    expect(isUsuallyOpenAround(pattern('11>1'), TODAY)).toBe(true); // mid-November to January
    expect(isUsuallyOpenAround(pattern('9>1'), TODAY)).toBe(true);
    expect(isUsuallyOpenAround(pattern('12>2'), TODAY)).toBe(true); // opens in December
    expect(isUsuallyOpenAround(pattern('8>10'), TODAY)).toBe(false); // closed in October
    expect(isUsuallyOpenAround(pattern('1>4'), TODAY)).toBe(false); // opens in January: not next month
    expect(isUsuallyOpenAround(pattern('>12|1'), TODAY)).toBe(false); // no known opening
    expect(isUsuallyOpenAround(pattern('4>5;11>12'), TODAY)).toBe(true); // one of two calendars
    expect(isUsuallyOpenAround(pattern('12>2'), '2026-03-10')).toBe(false);
  });

  it('when the next known date is asked for, then a confirmed date ahead is exact, a pattern is the end of its next closing month, a previous cycle its next anniversary', () => {
    expect(nextKnownDate(window({ status: 'confirmed', closesOn: '2026-12-03' }), TODAY)).toEqual({ date: '2026-12-03', expected: false });
    expect(nextKnownDate(window({ status: 'confirmed', closesOn: '2026-01-15' }), TODAY)).toBeNull();
    expect(nextKnownDate(pattern('11>1'), TODAY)).toEqual({ date: '2027-01-99', expected: true });
    expect(nextKnownDate(pattern('11>2|5'), TODAY)).toEqual({ date: '2027-02-99', expected: true });
    expect(nextKnownDate(window({ status: 'previous-cycle', closesOn: '2026-01-22' }), TODAY)).toEqual({ date: '2027-01-22', expected: true });
    expect(nextKnownDate(window({ status: 'previous-cycle', closesOn: '2023-12-10' }), TODAY)).toEqual({ date: '2026-12-10', expected: true });
  });
});

describe('a scholarship with windows', () => {
  const base = { deadline: null, deadlineMonth: null, status: 'active' as const };
  it('when a confirmed window runs today, then it is open now and not "usually open"; a pattern alone is only usually open', () => {
    const confirmed = { ...base, windows: [window({ status: 'confirmed', closesOn: '2026-12-03' })] };
    const usual = { ...base, windows: [pattern('11>1')] };
    expect([isOpenNow(confirmed, TODAY), isUsuallyOpenNow(confirmed, TODAY)]).toEqual([true, false]);
    expect([isOpenNow(usual, TODAY), isUsuallyOpenNow(usual, TODAY)]).toEqual([false, true]);
  });

  it('when sorted by the next known date, then dates and expectations go by time (a confirmed date first on the same day), then nothing known, then ended scholarships', () => {
    const items = {
      ended: { ...base, status: 'suspended' as const, windows: [window({ status: 'confirmed', closesOn: '2026-12-01' })] },
      none: { ...base, windows: [window({ status: 'confirmed', closesOn: '2025-10-07' })] },
      gates: { ...base, windows: [window({ status: 'confirmed', closesOn: '2026-12-03' })] },
      hungary: { ...base, windows: [window({ status: 'confirmed', closesOn: '2026-01-15' }), pattern('11>1')] },
      moselhi: { ...base, windows: [window({ status: 'previous-cycle', closesOn: '2026-01-22' })] },
      month: { ...base, deadlineMonth: 'December', windows: [] },
    };
    const order = Object.entries(items)
      .sort(([, a], [, b]) => deadlineSortKey(a, TODAY).localeCompare(deadlineSortKey(b, TODAY)))
      .map(([name]) => name);
    expect(order).toEqual(['gates', 'month', 'moselhi', 'hungary', 'none', 'ended']);
  });
});
