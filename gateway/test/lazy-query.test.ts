import { describe, expect, it, vi } from 'vitest';
import { parse } from 'fast-querystring';
import { lazyQuery } from '../src/lazy-query.ts';

// The router's own parser, counted: lazyQuery must call it only when the query is read.
vi.mock('fast-querystring', async (importOriginal) => {
  const original = await importOriginal<typeof import('fast-querystring')>();
  return { ...original, parse: vi.fn(original.parse) };
});

describe('the gateway query, parsed when read', () => {
  it('when a query is read, then it holds what the router parser gives, keys and repeated values included', () => {
    const text = 'score=%D9%A2%D9%A9%D9%A2&stream=math&wishes=u-cairo~engineering%2Cu-giza~medicine&tag=a&tag=b&empty=';
    const query = lazyQuery(text);
    expect({ ...query }).toEqual({ ...parse(text) });
    expect(query.score).toBe('٢٩٢');
    expect(query.tag).toEqual(['a', 'b']);
    expect('stream' in query).toBe(true);
    expect('missing' in query).toBe(false);
    expect(Object.keys(query)).toEqual(['score', 'stream', 'wishes', 'tag', 'empty']);
    expect(JSON.stringify(lazyQuery('a=1'))).toBe('{"a":"1"}');
  });

  it('when nothing reads the query, then it is never parsed; when read twice, parsed once', () => {
    vi.mocked(parse).mockClear();
    const query = lazyQuery('stream=math&score=292');
    expect(parse).not.toHaveBeenCalled();
    expect([query.stream, query.score]).toEqual(['math', '292']);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(lazyQuery('')).toEqual({});
  });
});
