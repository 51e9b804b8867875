import { describe, expect, it } from 'vitest';
import { cairoToday, deadlineOf, deadlineSortKey, isOpenNow, usualDeadlineMonths } from './scholarship-deadline.ts';

const TODAY = '2026-11-24';

describe('a scholarship deadline', () => {
  it('when the usual month names several months or a remark, then the months are read in order and the remark is not', () => {
    expect(usualDeadlineMonths('December or January')).toEqual([12, 1]);
    expect(usualDeadlineMonths('October (nominating university deadlines may vary)')).toEqual([10]);
    expect(usualDeadlineMonths('')).toEqual([]);
    expect(usualDeadlineMonths(null)).toEqual([]);
  });

  it('when a confirmed date is today or later, then it is the deadline and the scholarship is open now', () => {
    expect(deadlineOf({ deadline: TODAY, deadlineMonth: 'May' }, TODAY)).toEqual({ kind: 'date', date: TODAY, passed: false });
    expect(isOpenNow({ deadline: TODAY }, TODAY)).toBe(true);
    expect(isOpenNow({ deadline: '2027-01-31' }, TODAY)).toBe(true);
  });

  it('when only a usual month is known, then it is expected next time it comes round (this month counts) and is never open now', () => {
    expect(deadlineOf({ deadline: null, deadlineMonth: 'November' }, TODAY)).toEqual({ kind: 'usual-month', months: [11], next: { year: 2026, month: 11 } });
    expect(deadlineOf({ deadline: null, deadlineMonth: 'February or May' }, TODAY)).toMatchObject({ next: { year: 2027, month: 2 } });
    expect(deadlineOf({ deadline: null, deadlineMonth: 'December or January' }, TODAY)).toMatchObject({ next: { year: 2026, month: 12 } });
    expect(isOpenNow({ deadline: null }, TODAY)).toBe(false);
  });

  it('when a confirmed date has passed, then the usual month (if any) says when the next round is expected, else the date is reported as passed', () => {
    expect(deadlineOf({ deadline: '2026-03-01', deadlineMonth: 'March' }, TODAY)).toMatchObject({ kind: 'usual-month', next: { year: 2027, month: 3 } });
    expect(deadlineOf({ deadline: '2026-03-01', deadlineMonth: null }, TODAY)).toEqual({ kind: 'date', date: '2026-03-01', passed: true });
    expect(isOpenNow({ deadline: '2026-11-23' }, TODAY)).toBe(false);
    expect(deadlineOf({ deadline: null, deadlineMonth: null }, TODAY)).toEqual({ kind: 'unknown' });
  });

  it('when sorted by deadline, then coming dates and expected months go by time (a date first within its month), then passed dates, then unknown', () => {
    const items = [
      { name: 'unknown', deadline: null, deadlineMonth: null },
      { name: 'passed', deadline: '2026-01-10', deadlineMonth: null },
      { name: 'usual February', deadline: null, deadlineMonth: 'February' },
      { name: 'date 3 Dec', deadline: '2026-12-03', deadlineMonth: null },
      { name: 'usual December', deadline: null, deadlineMonth: 'December' },
      { name: 'date 20 Jan', deadline: '2027-01-20', deadlineMonth: null },
    ];
    const sorted = [...items].sort((a, b) => deadlineSortKey(a, TODAY).localeCompare(deadlineSortKey(b, TODAY)));
    expect(sorted.map((s) => s.name)).toEqual(['date 3 Dec', 'usual December', 'date 20 Jan', 'usual February', 'passed', 'unknown']);
  });

  it('when the day is asked for, then it is the day in Cairo (UTC+2 or +3), not in UTC', () => {
    expect(cairoToday(new Date('2026-11-24T22:30:00Z'))).toBe('2026-11-25');
    expect(cairoToday(new Date('2026-11-24T21:30:00Z'))).toBe('2026-11-24');
  });
});
