import { adminOnly } from '@dalil/service-kit/auth';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import { routeOf } from '@dalil/service-kit/route';
import type { ApiOperation } from '@dalil/contracts/api/operation';
import { paginate } from '@dalil/contracts/common/envelope';
import type { ZIdParams } from '@dalil/contracts/common/id';
import type { z } from 'zod';
import type { CatalogueDeps } from './context.ts';
import { sendCached } from './events/list-cache.ts';

interface Paged {
  page: number;
  limit: number;
}

/**
 * The six routes programs and scholarships share: public list and page (cached, active only),
 * admin list, create, update and delete. Each entity supplies its operations and use-cases.
 * (Inputs are validated by each route's schema. Fastify wraps a schema's output type in a
 * conditional type it cannot resolve for this function's generic query and body types, so those
 * four are cast; ids come from the shared ZIdParams and need none.)
 */
export function registerEntityRoutes<TItem, TListQuery extends Paged, TAdminQuery extends Paged, TCreate, TUpdate>(
  app: ServiceApp,
  deps: CatalogueDeps,
  entity: {
    /** 'Program' / 'Scholarship': the noun of the success messages. */
    label: string;
    /** Cache key prefix of the public answers. */
    cacheKey: string;
    operations: {
      list: ApiOperation & { query: z.ZodType<TListQuery> };
      get: ApiOperation & { params: typeof ZIdParams };
      adminList: ApiOperation & { query: z.ZodType<TAdminQuery> };
      create: ApiOperation & { body: z.ZodType<TCreate> };
      update: ApiOperation & { params: typeof ZIdParams; body: z.ZodType<TUpdate> };
      delete: ApiOperation & { params: typeof ZIdParams };
    };
    list(query: TListQuery): Promise<{ items: TItem[]; total: number }>;
    get(id: string): Promise<TItem>;
    listAll(query: TAdminQuery): Promise<{ items: TItem[]; total: number }>;
    create(input: TCreate): Promise<TItem>;
    update(id: string, patch: TUpdate): Promise<TItem>;
    remove(id: string): Promise<void>;
  },
): void {
  const admin = adminOnly(app.tokens);
  const { operations: ops, label, cacheKey } = entity;

  app.route({
    ...routeOf(ops.list),
    handler: async (request, reply) => {
      // Generic over the entity, Fastify cannot resolve the route's query type; its schema has validated it.
      const query = request.query as TListQuery;
      return sendCached(request, reply, deps.cache, `${cacheKey}s:${JSON.stringify(query)}`, async () => {
        const { items, total } = await entity.list(query);
        return { success: true, data: items, pagination: paginate(query.page, query.limit, total) };
      });
    },
  });
  app.route({
    ...routeOf(ops.get),
    handler: async (request, reply) => {
      const { id } = request.params;
      return sendCached(request, reply, deps.cache, `${cacheKey}:${id}`, async () => ({ success: true, data: await entity.get(id) }));
    },
  });
  app.route({
    ...routeOf(ops.adminList),
    onRequest: admin,
    handler: async (request) => {
      // Generic over the entity, Fastify cannot resolve the route's query type; its schema has validated it.
      const query = request.query as TAdminQuery;
      const { items, total } = await entity.listAll(query);
      return { success: true as const, data: items, pagination: paginate(query.page, query.limit, total) };
    },
  });
  app.route({
    ...routeOf(ops.create),
    onRequest: admin,
    handler: async (request, reply) => {
      reply.code(201);
      return { success: true as const, data: await entity.create(request.body as TCreate), message: `${label} created successfully` };
    },
  });
  app.route({
    ...routeOf(ops.update),
    onRequest: admin,
    handler: async (request) => ({
      success: true as const,
      // Generic over the entity, Fastify cannot resolve the body type; the route's schema has validated it.
      data: await entity.update(request.params.id, request.body as TUpdate),
      message: `${label} updated successfully`,
    }),
  });
  app.route({
    ...routeOf(ops.delete),
    onRequest: admin,
    handler: async (request) => {
      await entity.remove(request.params.id);
      return { success: true, message: `${label} deleted successfully` };
    },
  });
}
