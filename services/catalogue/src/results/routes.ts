import { Counter } from 'prom-client';
import { adminOnly } from '@dalil/service-kit/auth';
import { openFeaturePool } from '@dalil/service-kit/create-service';
import { notModified } from '@dalil/service-kit/route';
import { pageAnswer } from '@dalil/contracts/common/envelope';
import { resultsOperations } from '@dalil/contracts/results/operations';
import { LOOKUP_BATCH_MEDIA_TYPE, LOOKUP_BATCH_PATH, writeLookupBatch, ZLookupBatchRequest } from '@dalil/contracts/results/lookup-batch';
import { catalogueFeature } from '../context.ts';
import { createLookupCounter } from './lookup-counter.ts';
import { answerInBatch, lookupResult, RESULTS_ANSWER_HEADERS } from './lookup-result.ts';
import { createCutoffAdministration } from './manage-cutoffs.ts';
import { createResultYearsRepository } from './result-years-repository.ts';
import { createResultsRepository } from './results-repository.ts';

/** Results lookup, results years and admission cut-offs; each handler is typed by its contract operation. */
export const resultsRoutes = catalogueFeature('results', resultsOperations).serve((app, { service: ctx, results: cache }) => {
  const pool = ctx.database.pool;
  const counter = createLookupCounter(ctx.redis, `${ctx.config.REDIS_PREFIX}:results:lookups-served`);
  app.addHook('onClose', async () => counter.close());
  // Lookups have a small pool of their own: they never wait behind an import or an
  // administrator's query, and they never put more backends on PostgreSQL's cores than needed.
  const results = createResultsRepository(openFeaturePool(app, ctx, 'lookups', ctx.config.RESULTS_LOOKUP_CONNECTIONS));
  const years = createResultYearsRepository(pool);
  const cutoffs = createCutoffAdministration({ pool, cache });
  const admin = adminOnly(app.tokens);
  // Lookups answered (found, not found or 304), one per seat: a gateway batch carries several.
  const lookupsAnswered = new Counter({
    name: 'dalil_results_lookups_total',
    help: 'Results lookups answered, by how they came (single: GET /api/results/{seat}; batch: coalesced by the gateway)',
    labelNames: ['via'],
    registers: [app.metrics],
  });
  const single = lookupsAnswered.labels({ via: 'single' });
  const batched = lookupsAnswered.labels({ via: 'batch' });
  single.inc(0);
  batched.inc(0);

  // The gateway's coalesced lookups (internal, no contract operation: the gateway never routes
  // this path from outside). Their reads meet in the repository's batch, one statement per year;
  // the answer is a JSON head with the bodies after it, as lookup-batch.ts writes it.
  app.route({
    method: 'POST',
    url: LOOKUP_BATCH_PATH,
    schema: { body: ZLookupBatchRequest },
    handler: async (request, reply) => {
      const answers = await Promise.all(request.body.lookups.map((lookup) => answerInBatch({ results, years, counter }, lookup)));
      batched.inc(answers.length);
      return reply.type(LOOKUP_BATCH_MEDIA_TYPE).send(Buffer.from(writeLookupBatch(RESULTS_ANSWER_HEADERS, answers, Buffer.byteLength)));
    },
  });

  return {
    'get /api/results/years': {
      handler: async () => ({ success: true as const, data: await years.yearsWithData() }),
    },
    'get /api/results/stats': {
      handler: async () => {
        const [lookupsServed, yearList] = await Promise.all([counter.total(), years.yearsWithData()]);
        return { success: true as const, data: { lookupsServed, years: yearList } };
      },
    },
    'get /api/results/{seatNumber}': {
      // The hot path of results day: the response is built by typed code, so it is written with
      // JSON.stringify instead of being re-validated by zod on every request (the schema still
      // documents it in OpenAPI).
      serializerCompiler: () => JSON.stringify,
      // A published year's results change only with an import: browsers and edge caches keep an
      // answer for max-age and revalidate it with If-None-Match (304, no body) afterwards.
      handler: async (request, reply) => {
        const { etag, result } = await lookupResult({ results, years, counter }, {
          seatNumber: request.params.seatNumber,
          year: request.query.year,
          ifNoneMatch: request.headers['if-none-match'],
        });
        reply.header('etag', etag).headers(RESULTS_ANSWER_HEADERS);
        single.inc();
        if (!result) return notModified(reply);
        return { success: true as const, data: result };
      },
    },
    'get /api/admin/results/years': {
      onRequest: admin,
      handler: async () => ({ success: true as const, data: await years.list() }),
    },
    'put /api/admin/results/years/{year}': {
      onRequest: admin,
      handler: async (request) => ({ success: true as const, data: await years.upsert(request.params.year, request.body) }),
    },
    'get /api/admin/cutoffs': {
      onRequest: admin,
      handler: async ({ query }) => pageAnswer(query, await cutoffs.list(query)),
    },
    'post /api/admin/cutoffs': {
      onRequest: admin,
      handler: async (request, reply) => {
        reply.code(201);
        return { success: true as const, data: await cutoffs.create(request.body) };
      },
    },
    'put /api/admin/cutoffs/{id}': {
      onRequest: admin,
      handler: async (request) => ({ success: true as const, data: await cutoffs.update(request.params.id, request.body) }),
    },
    'delete /api/admin/cutoffs/{id}': {
      onRequest: admin,
      handler: async (request) => {
        await cutoffs.remove(request.params.id);
        return { success: true, message: 'Cut-off deleted' };
      },
    },
  };
});
