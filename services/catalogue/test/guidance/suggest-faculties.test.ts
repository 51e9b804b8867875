/**
 * Tiers and trends on fixed cut-offs (not the seed): three years across the change of scale
 * (410 in 2023–2024, 320 from 2025), rows for one stream, and scientific rows naming no stream.
 */
import type { TFigureSource } from '@dalil/contracts/common/source';
import { describe, expect, it } from 'vitest';
import type { TResultStream } from '@dalil/contracts/results/result';
import { buildGuidanceData } from '../../src/guidance/guidance-data.ts';
import { referenceYear, suggestFaculties, tierOf, trendOf } from '../../src/guidance/suggest-faculties.ts';
import { CUTOFFS, DATA, UNIVERSITIES, cutoff } from './fixtures.ts';
import { RULE_ROWS } from './rules-fixtures.ts';
import { guidanceJson } from '../../src/guidance/get-guidance.ts';
import { FURTHER_CHANCE, LIKELY_CHANCE, POSSIBLE_CHANCE, REACH_CHANCE, chanceTier } from '@dalil/contracts/guidance/chance';

const ask = (score: number, stream: TResultStream, extra: Partial<Parameters<typeof suggestFaculties>[1]> = {}, filters: Partial<Parameters<typeof suggestFaculties>[2]> = {}) =>
  suggestFaculties(DATA, { score, maxScore: 320, stream, year: 2025, ...extra }, { limit: 50, now: 2026, tiersFrom: 'margin', ...filters });
const names = (list: Array<{ university: { id: string }; faculty: { key: string } }>) => list.map((s) => `${s.university.id}/${s.faculty.key}`);

describe('guidance tiers and trends', () => {
  it('when margins are measured, then 2 points or more above is likely, 0 to 2 possible, down to 2 below reach and down to 5 below further', () => {
    expect(tierOf(2)).toBe('likely');
    expect(tierOf(1.99)).toBe('possible');
    expect(tierOf(0)).toBe('possible');
    expect(tierOf(-0.01)).toBe('reach');
    expect(tierOf(-2)).toBe('reach');
    expect(tierOf(-2.01)).toBe('further');
    expect(tierOf(-5)).toBe('further');
    expect(tierOf(-5.01)).toBeUndefined();
  });

  it('when three years are compared across the change from 410 to 320, then percentages are compared and the trend follows them', () => {
    const guidance = ask(295, 'math'); // 92.19 %
    const cairo = [...guidance.tiers.likely, ...guidance.tiers.possible].find((s) => s.university.id === 'u-cairo' && s.faculty.key === 'engineering')!;
    expect(cairo.history.map((p) => [p.year, p.maxScore, p.percentage])).toEqual([
      [2023, 410, 87.8],
      [2024, 410, 90.24],
      [2025, 320, 91.25],
    ]);
    expect(cairo).toMatchObject({ tier: 'possible', margin: 0.94, trend: 'rose', trendPoints: 3.45, latest: { year: 2025, percentage: 91.25 } });
    const giza = guidance.tiers.likely.find((s) => s.university.id === 'u-giza')!;
    expect(giza).toMatchObject({ margin: 2.19, trend: 'fell', trendPoints: -0.73 });
    expect(guidance.notes).toContain('scale-change');
    expect(guidance).toMatchObject({ referenceYear: 2025, yearsUsed: [2025, 2024, 2023] });
  });

  it('when a faculty has one year, then its trend is single; when it moved less than half a point, then it held', () => {
    expect(trendOf([{ percentage: 80 }])).toEqual({ trend: 'single', points: null });
    expect(trendOf([{ percentage: 80 }, { percentage: 80.4 }])).toEqual({ trend: 'held', points: 0.4 });
    expect(ask(290, 'math').tiers.likely.find((s) => s.university.id === 'u-aswan')).toMatchObject({ trend: 'single', history: [{ year: 2025 }] });
  });

  it('when a scientific row names no stream, then it is offered to science and mathematics students but not to literary ones', () => {
    const science = ask(250, 'science'); // 78.13 %: commerce (75.00) likely, science streamless (81.25) further
    const math = ask(250, 'math');
    expect(names(science.tiers.likely)).toContain('u-cairo/commerce');
    expect(names(math.tiers.likely)).toContain('u-cairo/commerce');
    expect(science.tiers.likely.find((s) => s.faculty.key === 'commerce')!.latest.percentage).toBe(75);
    // The literary student is measured against the literary row (78.13 %), not the scientific one.
    const literary = ask(250, 'literary');
    expect(literary.tiers.possible.find((s) => s.faculty.key === 'commerce')).toMatchObject({ latest: { percentage: 78.13 }, margin: 0 });
    expect(names(literary.tiers.likely)).not.toContain('u-cairo/commerce');
  });

  it('when a faculty has a row for the stream and a streamless one in the same year, then the stream row is the one compared', () => {
    const math = ask(275, 'math'); // 85.94 %: math row 84.38 (possible); streamless 81.25 would be likely
    expect(math.tiers.possible.find((s) => s.faculty.key === 'science')).toMatchObject({ latest: { percentage: 84.38 } });
    const science = ask(275, 'science');
    expect(science.tiers.likely.find((s) => s.faculty.key === 'science')).toMatchObject({ latest: { percentage: 81.25 } });
  });

  it('when the student gives a governorate, then that governorate comes first, then its region, then the rest', () => {
    const guidance = ask(300, 'math', { governorate: 'Giza' }); // 93.75 %: every engineering faculty is likely
    expect(guidance.tiers.likely.filter((s) => s.faculty.key === 'engineering').map((s) => [s.university.id, s.proximity])).toEqual([
      ['u-giza', 'governorate'],
      ['u-cairo', 'region'],
      ['u-aswan', 'elsewhere'],
    ]);
    // Without one: the most selective first.
    expect(ask(300, 'math').tiers.likely.filter((s) => s.faculty.key === 'engineering').map((s) => s.university.id)).toEqual(['u-cairo', 'u-giza', 'u-aswan']);
  });

  it('when the student is below every cut-off, then nothing is invented: the note says so and the stage minimums show what is still open', () => {
    const guidance = ask(200, 'math'); // 62.5 %
    expect(guidance.tiers.likely).toEqual([]);
    expect(guidance.tiers.possible).toEqual([]);
    expect(guidance.tiers.reach).toEqual([]);
    expect(guidance.notes).toContain('below-every-cutoff');
    // The 2025 stage minimums (stage-thresholds.csv) for a 2025 320-point mathematics student:
    // stage 1 (283 = 88.44 %) and stage 2 (220 = 68.75 %) not reached; stage 3 was not found, so it is not listed.
    expect(guidance.stages.map((s) => [s.year, s.stage, s.system, s.percentage, s.reached])).toEqual([
      [2025, 1, 'new', 88.44, false],
      [2025, 2, 'new', 68.75, false],
    ]);
    // Every year the stage data knows is answered, newest first (2026 stage 3 = 160 is reached).
    expect(guidance.placement.stages.map((y) => [y.year, y.qualifies])).toEqual([
      [2026, 3],
      [2025, null],
      [2024, null],
      [2021, null],
    ]);
    expect(ask(230, 'math').stages.find((s) => s.stage === 2)!.reached).toBe(true);
    expect(guidance.otherUniversities.map((o) => o.university.id)).toEqual(['u-private']);
  });

  it('when a field or a type is chosen, then only those are suggested; a national or private type lists universities, not cut-offs', () => {
    expect(new Set(ask(300, 'math', {}, { field: 'business' }).tiers.likely.map((s) => s.faculty.key))).toEqual(new Set(['commerce']));
    const privateOnly = ask(300, 'math', {}, { type: 'private' });
    expect(privateOnly.totals).toEqual({ likely: 0, possible: 0, reach: 0, further: 0, others: 1, institutes: 0, notOpen: 0 });
    expect(privateOnly.otherUniversities.map((o) => o.university.id)).toEqual(['u-private']);
    expect(ask(300, 'math', {}, { type: 'public' }).otherUniversities).toEqual([]);
  });

  it("when a private university's minimums are listed, then each keeps its figure and names its own source (each source written once) but not the data's notes (the university page has them)", () => {
    const source = { sourceName: 'Councils of Private and National Universities', sourceUrls: ['https://example.org/minimums'], year: '2025/2026', confidence: 'high' as const, confidenceNote: null };
    const press = { ...source, sourceName: 'A newspaper', sourceUrls: ['https://example.org/news'], confidence: 'medium' as const };
    const minimum = (facultyGroup: string, minPercentage: number, from: TFigureSource = source) => ({ facultyGroup, facultyGroupArabic: null, minPercentage, notes: 'A long note', notesArabic: 'ملاحظة', ...from });
    const tier = { admissionYear: 2025, academicYear: '2025/2026', tier: 'A', members: 'All', membersArabic: null, certificate: 'Thanaweya Amma', certificateArabic: null, minimums: [minimum('Medicine (human)', 95), minimum('Commerce', 60, press), minimum('Arts', 55)] };
    const data = buildGuidanceData(CUTOFFS, UNIVERSITIES, { ruleRows: RULE_ROWS, privateTiers: new Map([['u-private', [tier]]]), technologicalRules: new Map() });
    const answer = suggestFaculties(data, { score: 250, maxScore: 320, stream: 'science', year: 2025 }, { limit: 50, now: 2026 });
    const [other] = answer.otherUniversities;
    // Each publisher is written once; each minimum names its own by its place.
    expect(answer.minimumSources).toEqual([source, press]);
    expect(other!.minimums).toEqual([
      { facultyGroup: 'Medicine (human)', facultyGroupArabic: null, minPercentage: 95, source: 0, streamOpen: true, met: false },
      { facultyGroup: 'Commerce', facultyGroupArabic: null, minPercentage: 60, source: 1, streamOpen: true, met: true },
      { facultyGroup: 'Arts', facultyGroupArabic: null, minPercentage: 55, source: 0, streamOpen: true, met: true },
    ]);
    expect(other!.meetsMinimum).toBe(true);
    // Totals meeting the same minimums share one list (built and written once); the answer's JSON is the plain JSON.
    const at = (score: number) => suggestFaculties(data, { score, maxScore: 320, stream: 'science', year: 2025 }, { limit: 50, now: 2026 });
    expect(at(251).otherUniversities).toBe(at(250).otherUniversities);
    const top = at(310);
    expect(top.otherUniversities).not.toBe(at(250).otherUniversities);
    expect(top.otherUniversities[0]!.minimums.every((m) => m.met)).toBe(true);
    expect(guidanceJson(top)).toBe(JSON.stringify({ success: true, data: top }));
  });

  it('when the limit is small, then each tier is cut short but the totals count everything', () => {
    const guidance = ask(300, 'math', {}, { limit: 1 });
    expect(guidance.tiers.likely).toHaveLength(1);
    expect(guidance.totals.likely).toBeGreaterThan(1);
  });

  it("when the student's year has no cut-offs yet, then the newest earlier year is the reference and older rows are left out", () => {
    expect(referenceYear([2026, 2025, 2024], 2025)).toBe(2025);
    expect(referenceYear([2025, 2024], 2027)).toBe(2025);
    expect(referenceYear([2025, 2024], 2020)).toBe(2025);
    const guidance = suggestFaculties(DATA, { score: 380, maxScore: 410, stream: 'math', year: 2024 }, { limit: 50, now: 2026 });
    expect(guidance).toMatchObject({ referenceYear: 2024, yearsUsed: [2024, 2023] });
    // Aswan has 2019 (too old for the window) and 2025 (after the reference year): not offered.
    expect([...guidance.tiers.likely, ...guidance.tiers.possible, ...guidance.tiers.reach, ...guidance.tiers.further].map((s) => s.university.id)).not.toContain('u-aswan');
    // A 2024 student: no 2022–2024 stage minimum was found, so the newest known before it (2021, percentages only) is shown.
    expect(guidance.stages.map((s) => [s.year, s.stage, s.system, s.percentage])).toEqual([[2021, 1, null, 80]]);
  });

  it('when a result failed or has no stream, then no suggestion is made and the note says why', () => {
    expect(suggestFaculties(DATA, { score: 300, maxScore: 320, stream: 'math', year: 2025, status: 'failed' }, { limit: 5 }).notes).toEqual(['not-passed']);
    expect(suggestFaculties(DATA, { score: 300, maxScore: 320, stream: null, year: 2025 }, { limit: 5 }).notes).toEqual(['no-stream']);
    expect(suggestFaculties(buildGuidanceData([], UNIVERSITIES), { score: 300, maxScore: 320, stream: 'math', year: 2025 }, { limit: 5 }).notes).toEqual(['no-cutoffs']);
  });

  it('when the latest cut-off is more than three years old, then the suggestion says it is old', () => {
    const old = buildGuidanceData([cutoff({ year: 2019, university: 'u-aswan', stream: 'math', minScore: 300, max: 410 })], UNIVERSITIES);
    const guidance = suggestFaculties(old, { score: 300, maxScore: 410, stream: 'math', year: 2019 }, { limit: 5, now: 2026 });
    expect(guidance.tiers.possible[0]).toMatchObject({ stale: true, latest: { year: 2019 } });
    expect(guidance.notes).toContain('stale-data');
  });

  it('when tiers come from the chance model (the default), then each suggestion carries its chance in 5 % steps and sits in the tier its chance gives', () => {
    const guidance = suggestFaculties(DATA, { score: 295, maxScore: 320, stream: 'math', year: 2025 }, { limit: 50, now: 2026 });
    expect(guidance.chanceThresholds).toEqual({ likely: LIKELY_CHANCE, possible: POSSIBLE_CHANCE, reach: REACH_CHANCE, further: FURTHER_CHANCE });
    const all = [...guidance.tiers.likely, ...guidance.tiers.possible, ...guidance.tiers.reach, ...guidance.tiers.further];
    expect(all.length).toBeGreaterThan(0);
    for (const s of all) {
      expect(s.chance).not.toBeNull();
      expect(Math.round(s.chance! * 20)).toBeCloseTo(s.chance! * 20, 9);
      // The tier is read from the unrounded chance; the rounded one is at most 2.5 points away from its tier's band.
      const tier = chanceTier(s.chance!);
      if (tier !== s.tier) expect(Math.abs(s.chance! - { likely: LIKELY_CHANCE, possible: POSSIBLE_CHANCE, reach: REACH_CHANCE, further: FURTHER_CHANCE }[s.tier])).toBeLessThanOrEqual(0.025 + 1e-9);
    }
    // A higher total never lowers a faculty's chance.
    const higher = suggestFaculties(DATA, { score: 305, maxScore: 320, stream: 'math', year: 2025 }, { limit: 50, now: 2026 });
    const cairo = (g: typeof guidance) => [...g.tiers.likely, ...g.tiers.possible, ...g.tiers.reach, ...g.tiers.further].find((s) => s.university.id === 'u-cairo' && s.faculty.key === 'engineering')!;
    expect(cairo(higher).chance!).toBeGreaterThanOrEqual(cairo(guidance).chance!);
  });
});
