import { z } from 'zod';
import { ZSuccess } from '../common/envelope.ts';
import { defineOperation } from '../api/operation.ts';

const ZServiceHealth = z.object({ ready: z.boolean(), status: z.number().nullable(), latencyMs: z.number() });

export const ZGatewayHealth = z.object({
  status: z.enum(['ready', 'degraded']),
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
];
