/**
 * The guide page's question: what can this total get me? The student's maximum comes from the
 * query (maxScore, else the system, else the year: 410 up to 2024, 320 from 2025).
 */
import { Invalid } from '@dalil/service-kit/errors';
import { normalizeSearchText } from '@dalil/contracts/common/text';
import { DEFAULT_MAX_SCORE, defaultSystemOf } from '@dalil/contracts/results/result';
import type { TGuidance, TOtherUniversity, TSuggestionsInput } from '@dalil/contracts/guidance/suggestions';
import type { ResultsCache } from './results-cache.ts';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
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
  /** The answer as JSON, written once and sent to every student asking the same question. */
  json: string;
  etag: string;
  /** The JSON as bytes, and gzip-compressed (about 25 times smaller), each made once on first demand. */
  bytes(): Buffer;
  gzipped(): Promise<Buffer>;
}

const gzipAsync = promisify(gzip);

const digest = (text: string | Buffer) => createHash('sha1').update(text).digest('base64url');
const othersDigests = new WeakMap<readonly TOtherUniversity[], string>();

/**
 * An answer from its JSON in three parts (the other universities' list in the middle, shared and
 * written once). The validator hashes the two own parts and the list's digest (hashed once per
 * list), not the whole megabyte; the text is made bytes once, for both the plain and the gzip reply.
 */
function answerOf(guidance: TGuidance, level: number): SuggestionsAnswer {
  const { head, others, tail } = guidanceParts(guidance);
  let othersDigest = othersDigests.get(guidance.otherUniversities);
  if (othersDigest === undefined) othersDigests.set(guidance.otherUniversities, (othersDigest = digest(others)));
  const json = `${head}${others}${tail}`;
  let bytes: Buffer | undefined;
  let compressed: Promise<Buffer> | undefined;
  const answer: SuggestionsAnswer = {
    json,
    etag: `"g${digest(`${head}\u0000${othersDigest}\u0000${tail}`).slice(0, 22)}"`,
    bytes: () => (bytes ??= Buffer.from(json)),
    gzipped: () => (compressed ??= gzipAsync(answer.bytes(), { level })),
  };
  return answer;
}

/**
 * Thousands of students share a total on results day, and the answer depends only on the
 * question and the guidance index: each answer is computed and serialized once per index
 * (a new index, after a cut-off or catalogue change, starts afresh), bounded in number.
 * GUIDANCE_ANSWER_CACHE=off computes every answer afresh (bench:guidance measures both).
 */
const ANSWERS_KEPT = process.env.GUIDANCE_ANSWER_CACHE === 'off' ? 0 : 20_000;
const answers = new WeakMap<GuidanceData, Map<string, SuggestionsAnswer>>();

export async function suggestionsAnswer(deps: { cache: ResultsCache }, query: TSuggestionsInput): Promise<{ answer: SuggestionsAnswer; kept: boolean }> {
  const data = await deps.cache.guidance(await deps.cache.currentVersion());
  const { year, maxScore } = studentTotal(query, data.years);
  const administration = administrationOf(data, query.governorate, query.administration);
  const key = JSON.stringify([query.score, maxScore, query.stream, query.status, year, query.governorate, administration, query.field, query.type, query.limit]);
  let kept = answers.get(data);
  if (!kept) answers.set(data, (kept = new Map()));
  const found = kept.get(key);
  if (found) return { answer: found, kept: true };
  const guidance = suggestFaculties(
    data,
    { score: query.score, maxScore, stream: query.stream ?? null, year, governorate: query.governorate ?? null, administration, status: query.status ?? null },
    { field: query.field, type: query.type, limit: query.limit },
  );
  // A kept answer is compressed once, well (level 6); one sent once and dropped, fast (level 1: half the time, ~1.5 times the bytes).
  const answer = answerOf(guidance, ANSWERS_KEPT > 0 ? 6 : 1);
  if (ANSWERS_KEPT > 0) {
    if (kept.size >= ANSWERS_KEPT) kept.clear();
    kept.set(key, answer);
  }
  return { answer, kept: false };
}

/**
 * `{ success: true, data: guidance }` as JSON. The other universities' list is shared by many totals
 * and is most of the bytes: its JSON, written once, goes in place of a 0. (`"otherUniversities":0`
 * can only be that key: a quote inside a string is escaped.)
 */
export function guidanceJson(guidance: TGuidance): string {
  const { head, others, tail } = guidanceParts(guidance);
  return `${head}${others}${tail}`;
}

function guidanceParts(guidance: TGuidance): { head: string; others: string; tail: string } {
  const marker = '"otherUniversities":0';
  const text = JSON.stringify({ success: true, data: { ...guidance, otherUniversities: 0 } });
  const at = text.indexOf(marker) + marker.length - 1;
  return { head: text.slice(0, at), others: otherUniversitiesJson(guidance.otherUniversities), tail: text.slice(at + 1) };
}

/**
 * The wish-list page's question, where each wish stands for this total, on an index the caller
 * already holds (the simulation reads it too: one version query per answer, not two).
 */
export function wishAssessmentFrom(data: GuidanceData, query: TWishesInput): TWishAssessment {
  const { year, maxScore } = studentTotal(query, data.years);
  return assessWishes(data, { score: query.score, maxScore, stream: query.stream, year }, query.wishes);
}
