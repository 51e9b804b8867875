import { notModified } from '@dalil/service-kit/route';
import { NotFound } from '@dalil/service-kit/errors';
import { assessWishes as assessWishesOperation, getSuggestions, getUniversityCutoffs } from '@dalil/contracts/guidance/operations';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { matchesEtag, RESULTS_ANSWER_HEADERS } from '../results/index.ts';
import { catalogueFeature } from '../context.ts';
import { createSuggestionsAnswers, suggestionsAnswer } from './get-guidance.ts';
import { getWishAnswer } from './chance/wish-chances.ts';
import { universityCutoffs } from './university-cutoffs.ts';
import { withWishAnswerBytes } from './wish-answer-json.ts';

/**
 * A wish answer's encodings, the preferred first. Brotli at quality 1 took 0.08 ms for a 112 kB
 * answer and wrote 7.1 kB; gzip at level 3, 0.18 ms and 8.7 kB (browsers ask for br over HTTPS).
 */
const WISH_ENCODINGS = ['br', 'gzip'];
const BROTLI_FAST = (size: number) => ({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size } });

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
        // A 75-wish answer is ~110 kB of JSON (each wish's cut-offs with their sources). Compressed
        // here, synchronously: zlib's stream machinery on the thread pool cost the event loop more
        // than the compression itself (0.19 against 0.15 ms for an 88 kB answer).
        const accepted = String(request.headers['accept-encoding'] ?? '');
        const [body, encoding] = withWishAnswerBytes(answer, (bytes) => {
          const chosen = bytes.length > 2048 ? negotiate(accepted, WISH_ENCODINGS) : null;
          if (chosen === 'br') return [brotliCompressSync(bytes, BROTLI_FAST(bytes.length)), chosen] as const;
          if (chosen === 'gzip') return [gzipSync(bytes, { level: 3 }), chosen] as const;
          return [Buffer.from(bytes), null] as const;
        });
        if (encoding) reply.header('content-encoding', encoding);
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
