import { Counter } from 'prom-client';
import { adminOnly } from '@dalil/service-kit/auth';
import { openFeaturePool, type ServiceApp } from '@dalil/service-kit/create-service';
import type { ServiceContext } from '@dalil/service-kit/service-context';
import { notModified, routeOf } from '@dalil/service-kit/route';
import { paginate } from '@dalil/contracts/common/envelope';
import {
  createCutoff,
  deleteCutoff,
  getResult,
  getResultStats,
  getResultYears,
  listCutoffs,
  listResultYearSettings,
  putResultYearSettings,
  updateCutoff,
} from '@dalil/contracts/results/operations';
import { LOOKUP_BATCH_PATH, ZLookupBatchRequest } from '@dalil/contracts/results/lookup-batch';
import type { TCatalogueConfig } from '../config.ts';
import { createLookupCounter } from './lookup-counter.ts';
import { answerInBatch, lookupResult, RESULTS_ANSWER_HEADERS } from './lookup-result.ts';
import { createCutoffAdministration } from './manage-cutoffs.ts';
import { createResultYearsRepository } from './result-years-repository.ts';
import type { ResultsCache } from '../guidance/index.ts';
import { createResultsRepository } from './results-repository.ts';

/**
 * Results lookup, results years and admission cut-offs; each route's params, query and body are
 * typed from its contract operation by routeOf.
 */
export function registerResultsRoutes(app: ServiceApp, ctx: ServiceContext<TCatalogueConfig>, cache: ResultsCache): void {
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

  app.route({
    ...routeOf(getResultYears),
    handler: async () => ({ success: true as const, data: await years.yearsWithData() }),
  });
  app.route({
    ...routeOf(getResultStats),
    handler: async () => {
      const [lookupsServed, yearList] = await Promise.all([counter.total(), years.yearsWithData()]);
      return { success: true as const, data: { lookupsServed, years: yearList } };
    },
  });
  app.route({
    ...routeOf(getResult),
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
  });
  // The gateway's coalesced lookups (internal; the gateway never routes this path from outside).
  // Their reads meet in the repository's batch, so a batch is one statement per year.
  app.route({
    method: 'POST',
    url: LOOKUP_BATCH_PATH,
    schema: { body: ZLookupBatchRequest },
    serializerCompiler: () => JSON.stringify,
    handler: async (request) => {
      const answers = await Promise.all(request.body.lookups.map((lookup) => answerInBatch({ results, years, counter }, lookup)));
      batched.inc(answers.length);
      return { success: true as const, data: { headers: RESULTS_ANSWER_HEADERS, answers } };
    },
  });

  app.route({
    ...routeOf(listResultYearSettings),
    onRequest: admin,
    handler: async () => ({ success: true as const, data: await years.list() }),
  });
  app.route({
    ...routeOf(putResultYearSettings),
    onRequest: admin,
    handler: async (request) => {
      const data = await years.upsert(request.params.year, request.body);
      return { success: true as const, data };
    },
  });

  app.route({
    ...routeOf(listCutoffs),
    onRequest: admin,
    handler: async (request) => {
      const query = request.query;
      const { items, total } = await cutoffs.list(query);
      return { success: true as const, data: items, pagination: paginate(query.page, query.limit, total) };
    },
  });
  app.route({
    ...routeOf(createCutoff),
    onRequest: admin,
    handler: async (request, reply) => {
      reply.code(201);
      return { success: true as const, data: await cutoffs.create(request.body) };
    },
  });
  app.route({
    ...routeOf(updateCutoff),
    onRequest: admin,
    handler: async (request) => ({ success: true as const, data: await cutoffs.update(request.params.id, request.body) }),
  });
  app.route({
    ...routeOf(deleteCutoff),
    onRequest: admin,
    handler: async (request) => {
      await cutoffs.remove(request.params.id);
      return { success: true, message: 'Cut-off deleted' };
    },
  });
}
