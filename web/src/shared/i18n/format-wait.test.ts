import { describe, expect, it } from 'vitest';
import { formatWait } from './format-wait.ts';

describe('a wait in words', () => {
  it('when the server asks for 29 minutes (1,740 s), then the page says "29 minutes" in English and in Arabic words and digits', () => {
    expect(formatWait(1740, 'en-GB')).toBe('29 minutes');
    expect(formatWait(1740, 'ar-EG')).toBe('٢٩ دقيقة');
  });

  it('when the wait is short, seconds are named; a part of a minute rounds up; long waits give hours and minutes', () => {
    expect(formatWait(1, 'en-GB')).toBe('1 second');
    expect(formatWait(45, 'en-GB')).toBe('45 seconds');
    expect(formatWait(1741, 'en-GB')).toBe('30 minutes');
    expect(formatWait(3600, 'en-GB')).toBe('60 minutes');
    expect(formatWait(7500, 'en-GB')).toBe('2 hours and 5 minutes');
    expect(formatWait(7200, 'en-GB')).toBe('2 hours');
    expect(formatWait(7500, 'ar-EG')).toBe('ساعتان و٥ دقائق');
  });
});
