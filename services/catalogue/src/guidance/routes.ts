import { notModified } from '@dalil/service-kit/route';
import { NotFound } from '@dalil/service-kit/errors';
import { assessWishes as assessWishesOperation, getSuggestions, getUniversityCutoffs } from '@dalil/contracts/guidance/operations';
import { gzipSync } from 'node:zlib';
import { matchesEtag, RESULTS_ANSWER_HEADERS } from '../results/index.ts';
import { catalogueFeature } from '../context.ts';
import { createSuggestionsAnswers, suggestionsAnswer } from './get-guidance.ts';
import { getWishAnswer } from './chance/wish-chances.ts';
import { universityCutoffs } from './university-cutoffs.ts';
import { withWishAnswerBytes } from './wish-answer-json.ts';

/** Guidance: suggestions for a total, and a university's cut-off history per faculty. */
export const guidanceRoutes = catalogueFeature('guidance', [getSuggestions, assessWishesOperation, getUniversityCutoffs]).serve((_scope, { service, results }) => {
  const deps = { pool: service.database.pool, cache: results, answers: createSuggestionsAnswers(service.config) };
  return {
    'get /api/guidance/suggestions': {
      // The answer is JSON written once (see suggestionsAnswer), sent as it is.
      serializerCompiler: () => (payload: unknown) => (typeof payload === 'string' ? payload : JSON.stringify(payload)),
      // Shared by every student with the same total: cacheable like a results lookup (browsers and
      // the edge keep it for max-age and revalidate with If-None-Match), written once per answer.
      handler: async (request, reply) => {
        const { answer, kept } = await suggestionsAnswer(deps, request.query);
        // Whether the answer was kept from an earlier question (bench:guidance reports the hit rate).
        reply.header('etag', answer.etag).headers(RESULTS_ANSWER_HEADERS).header('x-answer-cache', kept ? 'hit' : 'miss');
        if (matchesEtag(request.headers['if-none-match'], answer.etag)) return notModified(reply);
        reply.type('application/json; charset=utf-8');
        // The 200 schema's answer, already written as JSON (bytes): the type provider cannot know a buffer is that.
        // Compressed when the client takes it: an answer is ~800 kB of JSON, ~40 kB gzipped.
        if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send((await answer.gzipped()) as never);
        return reply.send((await answer.plain()) as never);
      },
    },
    'get /api/guidance/wishes': {
      // Typed by the contract at compile time; written as bytes by withWishAnswerBytes, not re-parsed by
      // zod on the way out (a 75-wish answer is large, and the simulation's budget is 60 ms p99).
      serializerCompiler: () => (payload: unknown) => (typeof payload === 'string' ? payload : JSON.stringify(payload)),
      handler: async (request, reply) => {
        const answer = await getWishAnswer(deps, request.query);
        reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        // A 75-wish answer is ~110 kB of JSON (each wish's cut-offs with their sources), ~8 kB gzipped:
        // the service, the gateway and the network carry a thirteenth of it. Compressed here, not on the
        // thread pool: zlib's stream machinery cost the event loop more than the compression itself (0.19
        // against 0.15 ms of event-loop time for an 88 kB answer), and the pool's thread takes the same cores.
        const [body, gzipped] = withWishAnswerBytes(answer, (bytes) => (gzip && bytes.length > 2048 ? ([gzipSync(bytes, { level: 3 }), true] as const) : ([Buffer.from(bytes), false] as const)));
        if (gzipped) reply.header('content-encoding', 'gzip');
        return reply.send(body as never);
      },
    },
    'get /api/guidance/universities/{id}/cutoffs': {
      handler: async (request) => {
        const history = await universityCutoffs(deps.pool, request.params.id);
        if (!history) throw new NotFound('University not found');
        return { success: true as const, data: history };
      },
    },
  };
});
