import { describe, expect, it } from 'vitest';
import { lightStem, parseSearchQuery, prefixQuery, searchDocument, containsPattern } from '../../src/search/search-text.ts';
import { createListCache } from '../../src/events/list-cache.ts';

describe('search text', () => {
  it('when a document is built, then Arabic spelling variants, tashkeel, tatweel and digits are folded and article-less stems added', () => {
    expect(searchDocument(['جَامِعَة القـاهِرة', 'Cairo University', null, '', 'تأسست ١٩٠٨'])).toBe(
      'جامعه القاهره cairo university تاسست 1908 قاهره',
    );
  });

  it('when a word starts with an article or a preposition and article, then its stem is that word without them', () => {
    expect(lightStem('الهندسه')).toBe('هندسه');
    expect(lightStem('بالقاهره')).toBe('قاهره');
    expect(lightStem('للطب')).toBe('طب');
    expect(lightStem('هندسه')).toBeUndefined();
    expect(lightStem('engineering')).toBeUndefined();
    expect(lightStem('ال')).toBeUndefined();
  });

  it('when a query is parsed, then words are normalised, de-duplicated, capped at 8 and carry their stems', () => {
    expect(parseSearchQuery('  جامعة   القاهرة ')).toEqual({
      normalized: 'جامعه القاهره',
      terms: [
        { word: 'جامعه', alternatives: ['جامعه'] },
        { word: 'القاهره', alternatives: ['القاهره', 'قاهره'] },
      ],
    });
    expect(parseSearchQuery('a b c d e f g h i j k')!.terms).toHaveLength(8);
    expect(parseSearchQuery('cairo cairo')!.terms).toHaveLength(1);
    expect(parseSearchQuery('!!! ???')).toBeUndefined();
    expect(parseSearchQuery(undefined)).toBeUndefined();
  });

  it('when building query texts, then lexemes are quoted prefixes and LIKE patterns are escaped', () => {
    expect(prefixQuery(['cairo', "o'neil"])).toBe("'cairo':* | 'oneil':*");
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('list cache', () => {
  it('when the same key is asked twice, then it is built once; after clear, it is built again', async () => {
    const cache = createListCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    let builds = 0;
    const build = async () => ({ n: ++builds });
    expect((await cache.json('k', build)).text).toBe('{"n":1}');
    expect((await cache.json('k', build)).text).toBe('{"n":1}');
    cache.clear();
    expect((await cache.json('k', build)).text).toBe('{"n":2}');
  });

  it('when the cache is cleared while an answer is being built, then that answer is not kept', async () => {
    const cache = createListCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    let builds = 0;
    let release!: () => void;
    const slow = cache.json('k', () => new Promise((resolve) => (release = () => resolve({ n: ++builds }))));
    cache.clear();
    release();
    expect((await slow).text).toBe('{"n":1}');
    expect((await cache.json('k', async () => ({ n: ++builds }))).text).toBe('{"n":2}');
  });

  it('when entries exceed the byte budget, then the least recently used are dropped', async () => {
    const cache = createListCache({ ttlMs: 60_000, maxBytes: 250 });
    let builds = 0;
    const big = async () => ({ pad: 'x'.repeat(20), n: ++builds });
    await cache.json('a', big);
    await cache.json('b', big);
    await cache.json('c', big); // over budget: 'a', the least recently used, goes
    expect(JSON.parse((await cache.json('b', big)).text).n).toBe(2);
    expect(JSON.parse((await cache.json('a', big)).text).n).toBe(4);
  });

  it('when a build fails, then the failure is not cached', async () => {
    const cache = createListCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    await expect(cache.json('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.json('k', async () => ({ ok: true }))).text).toBe('{"ok":true}');
  });
});
