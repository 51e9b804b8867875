import { describe, expect, it } from 'vitest';
import { bidiParts } from './bidi-text.tsx';

describe('mixed Arabic and Latin text', () => {
  it('when a Latin word is glued to an Arabic letter, then it is its own run, marked as attached', () => {
    expect(bidiParts('أساسيات الحوسبة السحابية وDevOps')).toEqual([{ text: 'أساسيات الحوسبة السحابية و' }, { text: 'DevOps', latin: { attached: true } }]);
  });

  it('when a Latin run ends a sentence, then the full stop stays with the Arabic text', () => {
    expect(bidiParts('قواعد البيانات ولغة SQL.')).toEqual([{ text: 'قواعد البيانات ولغة ' }, { text: 'SQL', latin: { attached: false } }, { text: '.' }]);
  });

  it('when Latin words hold dots, pluses or digits inside, then they stay one run', () => {
    const latin = (text: string) => bidiParts(text).filter((p) => p.latin).map((p) => p.text);
    expect(latin('تعلم Node.js و C++ ثم U.S. News 2026')).toEqual(['Node.js', 'C++', 'U.S. News 2026']);
  });

  it('when the text has no Arabic, then the whole text is one Latin run; pure Arabic is one plain run', () => {
    expect(bidiParts('Vodafone _VOIS')).toEqual([{ text: 'Vodafone _VOIS', latin: { attached: false } }]);
    expect(bidiParts('حل المشكلات')).toEqual([{ text: 'حل المشكلات' }]);
  });
});
