import { describe, expect, it } from 'vitest';
import { deadlinesCalendar, type ScholarshipDeadline } from './deadlines-calendar.ts';

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('scholarship deadlines calendar', () => {
  const deadlines: ScholarshipDeadline[] = [
    { id: 's1', name: 'Chevening', year: 2026, month: 11, day: null, url: 'https://www.chevening.org/apply' },
    { id: 's2', name: 'منحة اختبار', year: 2027, month: 2, day: 15, url: null },
  ];
  const ics = deadlinesCalendar(deadlines, { title: (d) => `Deadline: ${d.name}`, description: (d) => (d.day ? 'Exact date' : 'Usual month') });

  it('when two saved scholarships have deadlines, then the file holds one all-day event for each, in RFC 5545 form', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(ics).toMatch(/\r\nVERSION:2\.0\r\n/);
    const text = unfold(ics);
    const events = text.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(2);
    expect(text).toContain('DTSTART;VALUE=DATE:20261101');
    expect(text).toContain('DTSTART;VALUE=DATE:20270215');
    expect(text).toContain('SUMMARY:Deadline: Chevening');
    expect(text).toContain('SUMMARY:Deadline: منحة اختبار');
    expect(text).toContain('UID:scholarship-s1-2026-11@dalil');
    // Every content line is NAME[;PARAMS]:VALUE, and lines are folded at 75 octets.
    for (const line of ics.split('\r\n').filter(Boolean)) {
      if (!/^[ \t]/.test(line)) expect(line).toMatch(/^[A-Z-]+(;[^:]+)?:/);
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });

  it('when nothing is saved, then the calendar is still valid and empty', () => {
    const empty = deadlinesCalendar([], { title: () => '', description: () => '' });
    expect(empty).toContain('BEGIN:VCALENDAR');
    expect(empty).not.toContain('BEGIN:VEVENT');
  });
});

describe('a scholarship deadline', () => {
  it('when only the usual month is known, then the next time it comes round is used; a date wins; none is none', async () => {
    const { deadlineOf } = await import('./scholarship-deadline.ts');
    const today = new Date('2026-11-24T00:00:00Z');
    expect(deadlineOf({ deadline: null, deadlineMonth: 'January or February' }, today)).toEqual({ year: 2027, month: 1, day: null });
    expect(deadlineOf({ deadline: null, deadlineMonth: 'December' }, today)).toEqual({ year: 2026, month: 12, day: null });
    expect(deadlineOf({ deadline: '2027-03-15', deadlineMonth: 'May' }, today)).toEqual({ year: 2027, month: 3, day: 15 });
    expect(deadlineOf({ deadline: null, deadlineMonth: null }, today)).toBeNull();
  });
});
