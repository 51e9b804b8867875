/**
 * The wish-list simulation on hand-made predictive distributions (not the seed): shares add up
 * to 1, match the model's chances, and the warnings name the wishes involved.
 */
import { describe, expect, it } from 'vitest';
import { roundShares, type TAssessedWish } from '@dalil/contracts/guidance/wishes';
import { chanceFrom, type PredictiveDistribution } from '../../src/guidance/chance/fit-model.ts';
import { placementCountsByDraw, ruleWarnings, simulatePlacement, simulateWishes } from '../../src/guidance/chance/simulate-wishes.ts';
import { seededRandom } from '../../src/guidance/chance/random.ts';

const dist = (last: number, ownSpread = 1.5, shockSpread = 2, singleSource = false): PredictiveDistribution => ({ stream: 'math', last, lastYear: 2025, shockSpread, ownSpread, singleSource });
const wish = (universityId: string, status: TAssessedWish['status'] = 'ok', stale = false): TAssessedWish => ({
  universityId,
  facultyKey: 'engineering',
  status,
  university: null,
  faculty: null,
  campus: null,
  tier: null,
  margin: null,
  latest: null,
  history: [],
  trend: null,
  stale,
});
const sum = (values: readonly number[]) => values.reduce((t, v) => t + v, 0);

describe('wish-list simulation', () => {
  it('places each draw once: the per-wish chances and no placement add up to 1, and a lone wish matches its chance', () => {
    const lone = simulatePlacement({ distributions: [dist(90)], tokens: ['a'], studentPercentage: 91 });
    expect(lone.placed[0]! + lone.noPlacement).toBeCloseTo(1, 12);
    expect(lone.placed[0]).toBeCloseTo(chanceFrom(dist(90), 91), 1);
    expect(Math.abs(lone.placed[0]! - chanceFrom(dist(90), 91))).toBeLessThan(0.015);

    const list = simulatePlacement({ distributions: [dist(95), dist(92), null, dist(90), dist(85)], tokens: ['a', 'b', 'c', 'd', 'e'], studentPercentage: 91 });
    expect(sum(list.placed) + list.noPlacement).toBeCloseTo(1, 12);
    expect(list.placed[2]).toBe(0);
    // A wish below a higher one is placed less often than it is reached.
    expect(list.placed[3]!).toBeLessThan(chanceFrom(dist(90), 91));
  });

  it('moves cut-offs together: a lower wish is placed only in draws where the higher one is missed', () => {
    // Same cut-off twice in different faculties: with a shared shock and small own moves, the second gets little.
    const together = simulatePlacement({ distributions: [dist(90, 0.3, 3), dist(90, 0.3, 3)], tokens: ['a', 'b'], studentPercentage: 90 });
    const apart = simulatePlacement({ distributions: [dist(90, 3, 0.3), dist(90, 3, 0.3)], tokens: ['a', 'b'], studentPercentage: 90 });
    expect(together.placed[1]!).toBeLessThan(apart.placed[1]! - 0.1);
  });

  it('gives a wish no draw reaches nothing and leaves the others exactly as they were; after a wish every draw reaches, nothing is placed', () => {
    const base = simulatePlacement({ distributions: [dist(93), dist(91), dist(88)], tokens: ['a', 'b', 'c'], studentPercentage: 90 });
    // 40 points above the total with small spreads: beyond every draw (listed after the others, so they keep their draws).
    const withOut = simulatePlacement({ distributions: [dist(93), dist(91), dist(88), dist(130, 0.5, 0.5)], tokens: ['a', 'b', 'c', 'x'], studentPercentage: 90 });
    expect(withOut.placed).toEqual([...base.placed, 0]);
    expect(withOut.noPlacement).toBe(base.noPlacement);
    // 40 points below the total: every draw that reaches it stops there.
    const sure = simulatePlacement({ distributions: [dist(93), dist(50, 0.5, 0.5), dist(88)], tokens: ['a', 's', 'c'], studentPercentage: 90 });
    expect(sure.placed[0]).toBe(base.placed[0]);
    expect(sure.placed[1]).toBe(1 - base.placed[0]!);
    expect(sure.placed[2]).toBe(0);
    expect(sure.noPlacement).toBe(0);
  });

  it('counts exactly what walking every draw down the list counts, block by block (lists of all kinds, repeats, zero spreads, missing wishes)', () => {
    const random = seededRandom(2027);
    for (let t = 0; t < 150; t++) {
      const count = 1 + Math.floor(random() * 75);
      const total = 55 + random() * 45;
      const distributions = Array.from({ length: count }, () => {
        if (random() < 0.08) return null;
        const odd = random();
        // A zero own spread makes the threshold infinite or not a number: those wishes are compared draw by draw.
        return dist(total - 12 + random() * 24, odd < 0.03 ? 0 : 0.2 + random() * 4, odd > 0.97 ? 0 : 0.2 + random() * 4);
      });
      const tokens = distributions.map((_, i) => (random() < 0.06 ? 'repeat' : `w${i}`));
      const input = { distributions, tokens, studentPercentage: total };
      const plain = placementCountsByDraw(input);
      const { placed, noPlacement } = simulatePlacement(input);
      expect(placed).toEqual(Array.from(plain.counts, (c) => c / 10_000));
      expect(noPlacement).toBe(plain.none / 10_000);
    }
  });

  it('is the same answer every time (seeded draws)', () => {
    const input = { distributions: [dist(93), dist(91), dist(88)], tokens: ['a', 'b', 'c'], studentPercentage: 90 };
    expect(simulatePlacement(input)).toEqual(simulatePlacement(input));
  });

  it('warns once for a run of wishes after an all-but-certain one, names a repeat, the wrong stream, no cut-off, stale and single-source wishes', () => {
    const wishes = [wish('a'), wish('b'), wish('c', 'ok', true), wish('b'), wish('d', 'wrong-stream'), wish('e', 'no-cutoff')];
    const distributions = [dist(95), dist(80, 1, 1, true), dist(78), dist(80, 1, 1, true), null, null];
    const answer = simulateWishes(wishes, distributions, 90, 2026);
    expect(answer.wishes.map((w) => w.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(sum(answer.wishes.map((w) => w.placed)) + answer.noPlacement).toBeCloseTo(1, 12);
    expect(answer.placedAnywhere).toBeCloseTo(1 - answer.noPlacement, 12);
    expect(answer.mostLikelyIndex).toBe(1);
    expect(answer.warnings).toEqual([
      { code: 'duplicate', indexes: [3], firstIndex: 1 },
      // Wish 2 (b, reach ≈ 1) is all but certain: wishes 3 … 6 are one run, one warning.
      { code: 'unreachable', indexes: [2, 3, 4, 5], certainIndex: 1 },
      { code: 'wrong-stream', indexes: [4] },
      { code: 'no-cutoff', indexes: [5] },
      { code: 'stale', indexes: [2] },
      { code: 'single-source', indexes: [1, 3] },
    ]);
  });

  it('groups a run of wishes after a certain one into one warning', () => {
    const answer = simulateWishes([wish('a'), wish('b'), wish('c'), wish('d')], [dist(80), dist(82), dist(84), dist(70)], 95, 2026);
    expect(answer.warnings.filter((w) => w.code === 'unreachable')).toEqual([{ code: 'unreachable', indexes: [1, 2, 3], certainIndex: 0 }]);
    expect(answer.wishes[0]!.placed).toBeGreaterThan(0.99);
  });

  it('warns when no wish reaches a chance of 0.8, and says no wish is most likely when none can be placed', () => {
    const low = simulateWishes([wish('a'), wish('b')], [dist(95), dist(94)], 90, 2026);
    expect(low.warnings).toContainEqual({ code: 'no-likely', indexes: [] });
    const none = simulateWishes([wish('a', 'wrong-stream')], [null], 90, 2026);
    expect(none.mostLikelyIndex).toBeNull();
    expect(none.noPlacement).toBe(1);
    expect(none.wishes[0]!.reach).toBeNull();
  });
});

describe('shares shown to 5 %', () => {
  it('add up to 100 % and each stays within 5 % of its value', () => {
    const shares = [0.412, 0.333, 0.143, 0.07, 0.042];
    const shown = roundShares(shares);
    expect(sum(shown)).toBeCloseTo(1, 12);
    shown.forEach((s, i) => expect(Math.abs(s - shares[i]!)).toBeLessThan(0.05));
    expect(shown.every((s) => Math.abs(s * 20 - Math.round(s * 20)) < 1e-9)).toBe(true);
  });
});

describe('placement-rule warnings on the list', () => {
  const facts = (field: 'engineering' | 'medicine', group: 'أ' | 'ب' | 'ج' | null, extra: { openNationwide?: boolean; regionalOutside?: boolean } = {}) => ({
    field,
    verdict: { group, openNationwide: extra.openNationwide ?? false, reasons: extra.regionalOutside ? [{ reason: 'regional-outside' }] : [] },
  });

  it('names every wish out of group order within a sector, one warning per sector; other sectors and nationwide faculties do not count', () => {
    const warnings = ruleWarnings([
      facts('engineering', 'ب'),
      facts('medicine', 'ج'),
      facts('engineering', 'أ'),
      facts('medicine', 'أ', { openNationwide: true }),
      facts('engineering', 'ب'),
      facts('medicine', 'ب'),
      facts('engineering', 'ج'),
    ]);
    expect(warnings).toEqual([
      { code: 'group-order', field: 'engineering', indexes: [0, 2] },
      { code: 'group-order', field: 'medicine', indexes: [1, 5] },
    ]);
    expect(ruleWarnings([facts('engineering', 'أ'), facts('engineering', 'ب'), facts('engineering', 'ج'), facts('engineering', null)])).toEqual([]);
  });

  it('names the regional-admission wishes outside the student region in one warning', () => {
    expect(ruleWarnings([facts('medicine', null, { regionalOutside: true }), facts('engineering', 'أ'), facts('medicine', null, { regionalOutside: true })])).toEqual([
      { code: 'regional-outside', indexes: [0, 2] },
    ]);
  });
});
