import { describe, expect, it } from 'vitest';
import { MAX_COMPARED, parseIds } from './compare-ids.ts';

describe('comparison ids from the URL', () => {
  it('when a link lists ids with blanks and repeats, then each id is kept once in order', () => {
    expect(parseIds('a,,b, a ,c')).toEqual(['a', 'b', 'c']);
  });

  it('when a link lists more than the limit, then only the first three are compared', () => {
    expect(parseIds('a,b,c,d,e')).toHaveLength(MAX_COMPARED);
  });

  it('when the parameter is empty, then nothing is selected', () => {
    expect(parseIds('')).toEqual([]);
  });
});
