/**
 * The wish list on fixed cut-offs (fixtures.ts): each wish measured as a suggestion is, in the
 * order given, and the list checked for the mistakes that cost a place.
 */
import { describe, expect, it } from 'vitest';
import { ZWishesQuery, wishWarnings, type TWishRef } from '@dalil/contracts/guidance/wishes';
import { assessWishes } from '../../src/guidance/assess-wishes.ts';
import { withWishAnswerBytes } from '../../src/guidance/wish-answer-json.ts';
import { DATA } from './fixtures.ts';

const wish = (universityId: string, facultyKey: string): TWishRef => ({ universityId, facultyKey });
const math2025 = (score: number) => ({ score, maxScore: 320, stream: 'math' as const, year: 2025 });

describe('wish list assessment', () => {
  it('when a mathematics student lists faculties, then each keeps its place with its tier, margin and cut-offs of the years compared', () => {
    // 292/320 = 91.25 %: Cairo engineering (91.25 %) possible at 0, Giza engineering (90.00 %) possible, Aswan (87.50 %) likely.
    const answer = assessWishes(DATA, math2025(292), [wish('u-cairo', 'engineering'), wish('u-aswan', 'engineering'), wish('u-giza', 'engineering')], 2026);
    expect(answer.yearsUsed).toEqual([2025, 2024, 2023]);
    expect(answer.wishes.map((w) => [w.universityId, w.status, w.tier, w.margin])).toEqual([
      ['u-cairo', 'ok', 'possible', 0],
      ['u-aswan', 'ok', 'likely', 3.75],
      ['u-giza', 'ok', 'possible', 1.25],
    ]);
    expect(answer.wishes[0]!.history.map((p) => p.year)).toEqual([2023, 2024, 2025]);
    // The history is what the chart draws; the sources come once, with the latest cut-off.
    expect(Object.keys(answer.wishes[0]!.history[0]!).sort()).toEqual(['maxScore', 'minScore', 'percentage', 'stage', 'year']);
    expect(answer.wishes[0]!.latest).toHaveProperty('sourceUrls');
    expect(answer.wishes[0]!.trend).toBe('rose');
  });

  it('when a wish is far below its cut-off, then it is kept as unlikely, not dropped', () => {
    const answer = assessWishes(DATA, math2025(250), [wish('u-cairo', 'engineering')], 2026); // 78.13 %
    expect(answer.wishes[0]).toMatchObject({ status: 'ok', tier: 'unlikely', margin: -13.12 });
  });

  it('when a literary student lists engineering, then the wish says the stream cannot take it; an unknown faculty says so too', () => {
    const answer = assessWishes(
      DATA,
      { score: 300, maxScore: 320, stream: 'literary', year: 2025 },
      [wish('u-cairo', 'engineering'), wish('u-cairo', 'commerce'), wish('u-nowhere', 'engineering'), wish('u-private', 'medicine')],
      2026,
    );
    expect(answer.wishes.map((w) => [w.status, w.tier])).toEqual([
      ['wrong-stream', null],
      ['ok', 'likely'],
      ['unknown', null],
      ['unknown', null],
    ]);
    expect(answer.wishes[0]!.faculty?.name).toBe('Faculty of Engineering');
  });

  it('when a science student lists a faculty whose scientific row names no stream, then it is assessed for science as well', () => {
    const answer = assessWishes(DATA, { score: 250, maxScore: 320, stream: 'science', year: 2025 }, [wish('u-cairo', 'commerce')], 2026);
    expect(answer.wishes[0]).toMatchObject({ status: 'ok', tier: 'likely' });
  });
});

describe('wish answer JSON', () => {
  it('when answers for two totals are written, then each parses back to its own answer (tiers and margins differ, the shared parts are the same)', () => {
    const list = [wish('u-cairo', 'engineering'), wish('u-cairo', 'commerce'), wish('u-nowhere', 'engineering'), wish('u-aswan', 'engineering')];
    const simulation = { draws: 1, seed: 1, predictedYear: 2026, wishes: [], noPlacement: 1, placedAnywhere: 0, mostLikelyIndex: null, warnings: [] };
    for (const score of [292, 250, 292]) {
      const answer = { ...assessWishes(DATA, math2025(score), list, 2026), simulation };
      expect(JSON.parse(withWishAnswerBytes(answer, (bytes) => bytes.toString('utf8')))).toEqual(JSON.parse(JSON.stringify({ success: true, data: answer })));
    }
    const [high, low] = [292, 250].map((score) => JSON.parse(withWishAnswerBytes({ ...assessWishes(DATA, math2025(score), list, 2026), simulation }, (bytes) => bytes.toString('utf8'))).data.wishes);
    expect(high[0].tier).not.toBe(low[0].tier);
    expect(high[0].latest).toEqual(low[0].latest);
  });
});

describe('wish list warnings', () => {
  const ok = (universityId: string, tier: 'likely' | 'possible' | 'reach') => ({ universityId, facultyKey: 'engineering', status: 'ok' as const, tier });

  it('when wishes follow a likely one, then each is flagged as most probably never reached', () => {
    expect(wishWarnings([ok('a', 'reach'), ok('b', 'likely'), ok('c', 'possible'), ok('d', 'likely')])).toEqual([
      { code: 'after-likely', index: 2, likelyIndex: 1 },
      { code: 'after-likely', index: 3, likelyIndex: 1 },
    ]);
  });

  it('when the same wish is listed twice, a stream cannot take one, or nothing is likely, then each is named', () => {
    expect(
      wishWarnings([ok('a', 'reach'), ok('a', 'reach'), { universityId: 'b', facultyKey: 'law', status: 'wrong-stream', tier: null }]),
    ).toEqual([{ code: 'duplicate', index: 1, firstIndex: 0 }, { code: 'wrong-stream', index: 2 }, { code: 'no-likely' }]);
    expect(wishWarnings([])).toEqual([]);
  });

  it('when the list comes from a URL, then malformed wishes are refused by name and Arabic digits are read', () => {
    const parsed = ZWishesQuery.safeParse({ score: '٢٩٢', stream: 'math', wishes: 'u-cairo~engineering,u-giza~engineering' });
    expect(parsed.success && parsed.data).toMatchObject({ score: 292, wishes: [wish('u-cairo', 'engineering'), wish('u-giza', 'engineering')] });
    const bad = ZWishesQuery.safeParse({ score: '292', stream: 'math', wishes: 'u-cairo~engineering,<script>' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toContain('<universityId>~<facultyKey>');
  });

  it('when a token is read, then the one-expression check and the ZWishRef schema agree at every edge', () => {
    const listOf = (wishes: string) => ZWishesQuery.safeParse({ score: '292', stream: 'math', wishes });
    // Accepted as ZWishRef reads them: trimmed, and each part at its longest.
    expect(listOf(' u-cairo ~ engineering ').data?.wishes).toEqual([wish('u-cairo', 'engineering')]);
    expect(listOf(`${'A'.repeat(64)}~${'f'.repeat(200)}`).data?.wishes).toEqual([wish('A'.repeat(64), 'f'.repeat(200))]);
    // Refused: a part too long, an upper-case faculty key, an empty part, a third part.
    for (const token of [`${'A'.repeat(65)}~f`, `u~${'f'.repeat(201)}`, 'u-cairo~Engineering', '~engineering', 'u-cairo~', 'u~f~g']) {
      expect(listOf(`u-giza~engineering,${token}`).success, token).toBe(false);
    }
  });
});
