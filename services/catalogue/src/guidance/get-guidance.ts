/**
 * The guide page's question: what can this total get me? The student's maximum comes from the
 * query (maxScore, else the system, else the year: 410 up to 2024, 320 from 2025).
 */
import { answerAround } from './answer-json.ts';
import { Invalid } from '@dalil/service-kit/errors';
import { normalizeSearchText } from '@dalil/contracts/common/text';
import { DEFAULT_MAX_SCORE, defaultSystemOf } from '@dalil/contracts/results/result';
import type { TGuidance, TOtherUniversity, TSuggestionsInput } from '@dalil/contracts/guidance/suggestions';
import type { ResultsCache } from './results-cache.ts';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { otherUniversitiesJson, suggestFaculties } from './suggest-faculties.ts';
import type { GuidanceData } from './guidance-data.ts';
import { assessWishes } from './assess-wishes.ts';
import type { TWishAssessment, TWishesInput } from '@dalil/contracts/guidance/wishes';

/** The year and maximum a total is read with: given, else from the system, else from the year. */
function studentTotal(query: { score: number; maxScore?: number; system?: 'old' | 'new'; year?: number }, years: readonly number[]) {
  const year = query.year ?? years[0] ?? new Date().getUTCFullYear();
  const maxScore = query.maxScore ?? DEFAULT_MAX_SCORE[query.system ?? defaultSystemOf(year)];
  if (query.score > maxScore) {
    const message = `score must not exceed the maximum total of ${maxScore}`;
    throw new Invalid(message, [{ field: 'score', message }]);
  }
  return { year, maxScore };
}

/** The administration as the rules data names it; a 400 when the governorate's data has no such one. */
function administrationOf(data: GuidanceData, governorate: string | undefined, administration: string | undefined): string | null {
  if (!administration) return null;
  if (!governorate) {
    const message = 'administration needs a governorate';
    throw new Invalid(message, [{ field: 'administration', message }]);
  }
  const options = data.rules.administrations().filter((o) => o.governorate === governorate);
  const found = options.find((o) => normalizeSearchText(o.administration) === normalizeSearchText(administration));
  if (!found) {
    const message = options.length
      ? `administration must be one of ${governorate}'s: ${options.map((o) => o.administration).join(', ')}`
      : `the rules data distinguishes no administration in ${governorate}; leave administration empty`;
    throw new Invalid(message, [{ field: 'administration', message }]);
  }
  return found.administration;
}

export interface SuggestionsAnswer {
  etag: string;
  /** The answer gzip-compressed (some twenty times smaller than its JSON). */
  gzipped(): Promise<Buffer>;
  /** The answer as JSON bytes, for the rare client that takes no gzip. */
  plain(): Promise<Buffer>;
}

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

const digest = (text: string | Buffer) => createHash('sha1').update(text).digest('base64url');
const othersDigests = new WeakMap<readonly TOtherUniversity[], string>();

/**
 * An answer from its JSON in three parts (the other universities' list in the middle, shared and
 * written once). The validator hashes the two own parts and the list's digest (hashed once per
 * list), not the whole answer. A kept answer holds only its compressed bytes (level 6, ~40 kB):
 * its text is ~800 kB, and thousands are kept on results day. One sent once and dropped is
 * compressed fast (level 1: half the time, ~1.5 times the bytes) when asked.
 */
function answerOf(guidance: TGuidance, kept: boolean): SuggestionsAnswer {
  const { head, others, tail } = guidanceParts(guidance);
  let othersDigest = othersDigests.get(guidance.otherUniversities);
  if (othersDigest === undefined) othersDigests.set(guidance.otherUniversities, (othersDigest = digest(others)));
  const etag = `"g${digest(`${head}\u0000${othersDigest}\u0000${tail}`).slice(0, 22)}"`;
  const json = `${head}${others}${tail}`;
  return kept ? keptAnswer(etag, gzipAsync(json, { level: 6 })) : passingAnswer(etag, json);
}

// Made apart from answerOf: closures made there would share its scope, and a kept answer would hold the text.
function keptAnswer(etag: string, compressed: Promise<Buffer>): SuggestionsAnswer {
  return { etag, gzipped: () => compressed, plain: async () => gunzipAsync(await compressed) };
}

function passingAnswer(etag: string, json: string): SuggestionsAnswer {
  let compressed: Promise<Buffer> | undefined;
  return { etag, gzipped: () => (compressed ??= gzipAsync(json, { level: 1 })), plain: async () => Buffer.from(json) };
}

/**
 * Thousands of students share a total on results day, and the answer depends only on the
 * question and the guidance index: each answer is computed and compressed once per index (a new
 * index, after a cut-off or catalogue change, starts afresh) and kept, least recently asked
 * dropped first, within GUIDANCE_ANSWER_CACHE_MB of compressed bytes.
 * GUIDANCE_ANSWER_CACHE=off computes every answer afresh (bench:guidance measures both).
 */
export function createSuggestionsAnswers(config: { GUIDANCE_ANSWER_CACHE: 'on' | 'off'; GUIDANCE_ANSWER_CACHE_MB: number }) {
  const budget = config.GUIDANCE_ANSWER_CACHE === 'off' ? 0 : config.GUIDANCE_ANSWER_CACHE_MB * 2 ** 20;
  type Entry = { answer: SuggestionsAnswer; bytes: number };
  const kept = new Map<string, Entry>();
  let index: GuidanceData | undefined;
  let used = 0;
  const dropOldest = () => {
    for (const [key, entry] of kept) {
      if (used <= budget || kept.size <= 1) return;
      kept.delete(key);
      used -= entry.bytes;
    }
  };
  return {
    keeps: budget > 0,
    /** The answer kept for this question of this index, now the most recently asked. */
    get(data: GuidanceData, key: string): SuggestionsAnswer | undefined {
      if (data !== index) {
        kept.clear();
        used = 0;
        index = data;
      }
      const entry = kept.get(key);
      if (!entry) return undefined;
      kept.delete(key);
      kept.set(key, entry);
      return entry.answer;
    },
    keep(key: string, answer: SuggestionsAnswer) {
      if (budget === 0) return;
      const entry: Entry = { answer, bytes: 0 };
      kept.set(key, entry);
      answer.gzipped().then(
        (bytes) => {
          if (kept.get(key) !== entry) return;
          entry.bytes = bytes.byteLength;
          used += entry.bytes;
          dropOldest();
        },
        () => {
          if (kept.get(key) === entry) kept.delete(key);
        },
      );
    },
    /** Compressed bytes held, and answers (bench and tests read it). */
    size: () => ({ bytes: used, answers: kept.size }),
  };
}
export type SuggestionsAnswers = ReturnType<typeof createSuggestionsAnswers>;

export async function suggestionsAnswer(deps: { cache: Pick<ResultsCache, 'guidance' | 'currentVersion'>; answers: SuggestionsAnswers }, query: TSuggestionsInput): Promise<{ answer: SuggestionsAnswer; kept: boolean }> {
  const data = await deps.cache.guidance(await deps.cache.currentVersion());
  const { year, maxScore } = studentTotal(query, data.years);
  const administration = administrationOf(data, query.governorate, query.administration);
  const key = JSON.stringify([query.score, maxScore, query.stream, query.status, year, query.governorate, administration, query.field, query.type, query.limit]);
  const found = deps.answers.get(data, key);
  if (found) return { answer: found, kept: true };
  const guidance = suggestFaculties(
    data,
    { score: query.score, maxScore, stream: query.stream ?? null, year, governorate: query.governorate ?? null, administration, status: query.status ?? null },
    { field: query.field, type: query.type, limit: query.limit },
  );
  const answer = answerOf(guidance, deps.answers.keeps);
  deps.answers.keep(key, answer);
  return { answer, kept: false };
}

/**
 * `{ success: true, data: guidance }` as JSON. The other universities' list is shared by many totals
 * and is most of the bytes: its JSON, written once, goes in its place (answer-json.ts).
 */
export function guidanceJson(guidance: TGuidance): string {
  const { head, others, tail } = guidanceParts(guidance);
  return `${head}${others}${tail}`;
}

function guidanceParts(guidance: TGuidance): { head: string; others: string; tail: string } {
  return { ...answerAround(guidance, 'otherUniversities'), others: otherUniversitiesJson(guidance.otherUniversities) };
}

/**
 * The wish-list page's question, where each wish stands for this total, on an index the caller
 * already holds (the simulation reads it too: one version query per answer, not two).
 */
export function wishAssessmentFrom(data: GuidanceData, query: TWishesInput): TWishAssessment {
  const { year, maxScore } = studentTotal(query, data.years);
  return assessWishes(data, { score: query.score, maxScore, stream: query.stream, year }, query.wishes);
}
