/**
 * The in-process guidance index: kept across the universities' half-minute reloads when nothing
 * changed (rebuilding stalls every answer), rebuilt when a university did, and never waited for
 * while the universities reload under unchanged cut-offs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUniversityRepository } from '../../src/universities/university-repository.ts';
import { newUniversity } from '../../src/universities/university-rows.ts';
import { createResultsCache } from '../../src/guidance/results-cache.ts';
import { openCatalogue } from '../results/support.ts';

describe('results cache: the guidance index', () => {
  let h: Awaited<ReturnType<typeof openCatalogue>>;
  beforeAll(async () => {
    h = await openCatalogue();
    await createUniversityRepository(h.pool).insert(newUniversity({ name: 'Index Test University', type: 'private', location: { governorate: 'Giza' } }));
  });
  afterAll(async () => h?.close());

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('when the universities reload unchanged, then the same index stays; when one changed, then a new index comes', async () => {
    const cache = createResultsCache(h.pool, 20);
    const version = await cache.currentVersion();
    const first = await cache.guidance(version);
    await pause(40);
    // The reload is under way: answered from the index in hand, not after the reload's queries.
    expect(await cache.guidance(version)).toBe(first);
    await pause(100);
    expect(await cache.guidance(version)).toBe(first);

    await h.pool.query(`update universities set name = 'Index Test University (renamed)' where name = 'Index Test University'`);
    let seen = first;
    for (let i = 0; i < 50 && seen === first; i++) {
      await pause(30);
      seen = await cache.guidance(version);
    }
    expect(seen).not.toBe(first);
    expect(seen.otherUniversities.map((u) => u.name)).toContain('Index Test University (renamed)');
  });

  it('when many ask for the version at once, then they share one answer', async () => {
    const cache = createResultsCache(h.pool);
    const versions = await Promise.all(Array.from({ length: 10 }, () => cache.currentVersion()));
    expect(new Set(versions).size).toBe(1);
  });
});
