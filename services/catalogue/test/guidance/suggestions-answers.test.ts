/**
 * Kept suggestions answers: a second ask of a question is the kept answer, its plain bytes are
 * its JSON, and what is kept stays within its budget of compressed bytes, least recently asked
 * dropped first (results day asks thousands of questions; each answer's text is ~800 kB).
 */
import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { ZSuggestionsQuery } from '@dalil/contracts/guidance/suggestions';
import { createSuggestionsAnswers, guidanceJson, suggestionsAnswer } from '../../src/guidance/get-guidance.ts';
import { suggestFaculties } from '../../src/guidance/suggest-faculties.ts';
import { DATA } from './fixtures.ts';

const cache = { guidance: async () => DATA, currentVersion: async () => '1' };
const ask = (answers: ReturnType<typeof createSuggestionsAnswers>, score: number) =>
  suggestionsAnswer({ cache, answers }, ZSuggestionsQuery.parse({ score: String(score), stream: 'math', year: '2025' }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('kept suggestions answers', () => {
  it('when a question is asked twice, then the second answer is the kept one, and its plain and compressed bytes are the answer', async () => {
    const answers = createSuggestionsAnswers({ GUIDANCE_ANSWER_CACHE: 'on', GUIDANCE_ANSWER_CACHE_MB: 64 });
    const first = await ask(answers, 290);
    expect(first.kept).toBe(false);
    const second = await ask(answers, 290);
    expect(second).toEqual({ answer: first.answer, kept: true });
    const expected = guidanceJson(suggestFaculties(DATA, { score: 290, maxScore: 320, stream: 'math', year: 2025, governorate: null, administration: null, status: null }, { limit: 40 }));
    expect((await second.answer.plain()).toString('utf8')).toBe(expected);
    expect(gunzipSync(await second.answer.gzipped()).toString('utf8')).toBe(expected);
  });

  it('when more is asked than the budget holds, then the least recently asked answers are dropped and the budget is kept', async () => {
    const one = (await ask(createSuggestionsAnswers({ GUIDANCE_ANSWER_CACHE: 'on', GUIDANCE_ANSWER_CACHE_MB: 64 }), 250)).answer;
    const size = (await one.gzipped()).byteLength;
    // Room for about five answers.
    const answers = createSuggestionsAnswers({ GUIDANCE_ANSWER_CACHE: 'on', GUIDANCE_ANSWER_CACHE_MB: (5.5 * size) / 2 ** 20 });
    await ask(answers, 250);
    for (let score = 251; score < 270; score++) {
      await ask(answers, score);
      await ask(answers, 250); // asked again and again: never the least recent
      await settle();
      expect(answers.size().bytes).toBeLessThanOrEqual(5.5 * size * 1.2);
    }
    expect(answers.size().answers).toBeLessThanOrEqual(6);
    expect((await ask(answers, 250)).kept).toBe(true);
    expect((await ask(answers, 269)).kept).toBe(true);
    expect((await ask(answers, 251)).kept).toBe(false);
  });

  it('when keeping is off, then every answer is computed afresh', async () => {
    const answers = createSuggestionsAnswers({ GUIDANCE_ANSWER_CACHE: 'off', GUIDANCE_ANSWER_CACHE_MB: 64 });
    await ask(answers, 290);
    expect((await ask(answers, 290)).kept).toBe(false);
    expect(answers.size().answers).toBe(0);
  });
});
