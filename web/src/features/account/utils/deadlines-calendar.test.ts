import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { deadlinesCalendar, type ScholarshipDeadline } from './deadlines-calendar.ts';

/** RFC 5545 3.3.6 dur-value: "P1D", "P2W", "PT1H30M", "P1DT2H" — never a "T" without a time after it. */
const RFC_DURATION = /^[+-]?P(?:\d+W|(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+S)?)?)$/;

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

  it('when the file is read by a real iCalendar parser (ical.js), then each event is an all-day event of one day, with its title and link, and every duration is valid', () => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.uid, e.summary, e.startDate.toString(), e.startDate.isDate, e.endDate.toString()])).toEqual([
      ['scholarship-s1-2026-11@dalil', 'Deadline: Chevening', '2026-11-01', true, '2026-11-02'],
      ['scholarship-s2-2027-2@dalil', 'Deadline: منحة اختبار', '2027-02-15', true, '2027-02-16'],
    ]);
    expect(calendar.getAllSubcomponents('vevent')[0]!.getFirstPropertyValue('url')).toBe('https://www.chevening.org/apply');
    // ical.js reads "P1DT" as one day, so the raw text of every duration-valued line is checked too.
    for (const line of unfold(ics).split('\r\n').filter((l) => /^(DURATION|TRIGGER)[;:]/.test(l))) expect(line.split(':').at(-1)).toMatch(RFC_DURATION);
    expect(RFC_DURATION.test('P1DT')).toBe(false);
    expect(RFC_DURATION.test('P1D')).toBe(true);
  });

  it('when a deadline is the last day of a year, then its event ends on the first day of the next', () => {
    const [event] = new ICAL.Component(ICAL.parse(deadlinesCalendar([{ id: 'x', name: 'x', year: 2026, month: 12, day: 31, url: null }], { title: () => 't', description: () => 'd' })))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect([event!.startDate.toString(), event!.endDate.toString()]).toEqual(['2026-12-31', '2027-01-01']);
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

  it('when the scholarship has windows, then a confirmed closing date ahead wins, else the soonest usual closing month; a previous round is never a deadline', async () => {
    const { deadlineOf } = await import('./scholarship-deadline.ts');
    const today = new Date('2026-11-27T10:00:00Z');
    const window = (w: object) => ({ intake: 'x', intakeArabic: null, opensOn: null, closesOn: null, status: 'recurring-pattern' as const, usual: [], note: null, noteArabic: null, sourceName: 's', sourceNameArabic: null, sourceUrls: [], year: null, confidence: null, confidenceNote: null, confidenceNoteArabic: null, ...w });
    const usual = window({ usual: [{ opens: { months: [11], either: false }, closes: { months: [1], either: false } }] });
    const confirmed = window({ status: 'confirmed', closesOn: '2026-12-03' });
    const previous = window({ status: 'previous-cycle', closesOn: '2026-01-22' });
    expect(deadlineOf({ deadline: null, deadlineMonth: null, windows: [usual, confirmed] }, today)).toEqual({ year: 2026, month: 12, day: 3 });
    expect(deadlineOf({ deadline: null, deadlineMonth: 'March', windows: [usual] }, today)).toEqual({ year: 2027, month: 1, day: null });
    expect(deadlineOf({ deadline: null, deadlineMonth: null, windows: [previous] }, today)).toBeNull();
  });
});
