import { describe, expect, it } from 'vitest';
import { isNotCovered } from './scholarship-benefits.ts';

describe('a scholarship benefit', () => {
  it('when it says it is not covered, in English or Arabic, then it is read as not covered', () => {
    for (const text of ['travel not covered', 'Travel is not included', 'excluded: health insurance', 'السفر غير مشمول', 'لا تشمل الرسوم الدراسية']) expect(isNotCovered(text), text).toBe(true);
  });

  it('when it names something paid (even with a remark), then it is covered', () => {
    for (const text of ['monthly stipend', 'health insurance (deducted from stipend)', 'tuition (full and partial schemes)', 'راتب شهري', 'تأمين صحي (يُخصم من الراتب)']) expect(isNotCovered(text), text).toBe(false);
  });
});
