import { z } from 'zod';
import { ZSuccess } from '../common/envelope.ts';
import { defineOperation } from '../api/operation.ts';

const ZServiceHealth = z.object({
  /** Serves its core reads (ready or degraded). */
  ready: z.boolean(),
  state: z.enum(['ready', 'degraded', 'down']),
  status: z.number().nullable(),
  /** What a degraded service runs without (e.g. redis). */
  degraded: z.array(z.string()).optional(),
  latencyMs: z.number(),
});

export const ZGatewayHealth = z.object({
  status: z.enum(['ready', 'degraded', 'not-ready']),
  services: z.record(z.string(), ZServiceHealth),
});

export const platformOperations = [
  defineOperation({
    method: 'get',
    path: '/healthz',
    summary: 'Readiness of every service behind the gateway',
    tags: ['platform'],
    responses: { 200: ZSuccess(ZGatewayHealth), 503: ZSuccess(ZGatewayHealth).extend({ success: z.literal(false) }) },
  }),
  defineOperation({
    method: 'get',
    path: '/readyz',
    summary: "The load balancer's probe: 200 while the catalogue serves its reads (other services may be degraded or down, named in message)",
    tags: ['platform'],
    responses: { 200: ZSuccess(ZGatewayHealth), 503: ZSuccess(ZGatewayHealth).extend({ success: z.literal(false) }) },
  }),
];
