import { describe, expect, it } from 'vitest';
import { matchesText, sameText } from './text-match.ts';

describe('client-side text matching', () => {
  it('when Arabic is typed without hamza or with ه for ة, then it still matches the stored spelling', () => {
    expect(matchesText('جامعه القاهره', ['جامعة القاهرة'])).toBe(true);
    expect(matchesText('الاسكندريه', ['جامعة الإسكندرية'])).toBe(true);
  });

  it('when several words are typed, then each must appear somewhere, in any order and field', () => {
    expect(matchesText('giza cairo', ['Cairo University', 'Giza'])).toBe(true);
    expect(matchesText('giza alexandria', ['Cairo University', 'Giza'])).toBe(false);
  });

  it('when the query is blank, then everything matches', () => {
    expect(matchesText('   ', ['anything'])).toBe(true);
  });

  it('when two labels differ only in case or Arabic spelling, then they are the same filter value', () => {
    expect(sameText('Giza', 'giza')).toBe(true);
    expect(sameText('الجيزة', 'الجيزه')).toBe(true);
    expect(sameText('Giza', null)).toBe(false);
  });
});
