/**
 * The operators' BullMQ board at /admin/queues, for signed-in administrators only: the bearer
 * header, or the `dalil_admin` cookie the panel sets before opening it in a new tab (a browser
 * navigation cannot send a header). The gateway checks the same, and so do we.
 */
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyRequest } from 'fastify';
import { adminClaimsOf } from '@dalil/service-kit/auth';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import type { QueueSet } from '../queues/index.ts';

const BOARD_PATH = '/admin/queues';

export async function queueBoard(app: ServiceApp, deps: { queues: QueueSet }) {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(BOARD_PATH);
  createBullBoard({
    queues: Object.values(deps.queues.queues).map((q) => new BullMQAdapter(q)),
    // @bull-board/fastify pins its own @bull-board/api patch version; the adapter is the same.
    serverAdapter: serverAdapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
    options: { uiConfig: { boardTitle: 'Dalil queues' } },
  });
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request: FastifyRequest) => {
      if (!request.headers.authorization) {
        const cookie = /(?:^|;\s*)dalil_admin=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
        if (cookie) request.headers.authorization = `Bearer ${decodeURIComponent(cookie)}`;
      }
      request.user = await adminClaimsOf(app.tokens, request);
    });
    // The adapter's plugin is typed against its own pinned Fastify types, not this app's.
    await scope.register(serverAdapter.registerPlugin() as never, { prefix: BOARD_PATH });
  });
}
