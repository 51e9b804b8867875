import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation, JSON_BODY_LIMITS } from '@dalil/contracts/api/operation';
import { registerVisitor } from '@dalil/contracts/auth/operations';
import { routeOf } from '../src/route.ts';
import { createServiceApp } from '../src/create-service.ts';
import { TEST_JWT_SECRET } from '../src/testing.ts';

describe('routes from operations', () => {
  it('when a service declares a route by its operation, then public JSON bodies are limited to 64 KB and admin ones to 1 MB, and a larger body answers 413 in the envelope', async () => {
    const operation = (admin: boolean) =>
      defineOperation({ method: 'post', path: admin ? '/api/admin/things' : '/api/things', summary: 't', tags: ['t'], admin, body: z.object({ name: z.string() }), responses: { 200: z.object({ success: z.boolean() }) } });
    expect(routeOf(registerVisitor).bodyLimit).toBe(JSON_BODY_LIMITS.public);
    expect(routeOf(operation(true)).bodyLimit).toBe(JSON_BODY_LIMITS.admin);

    const app = createServiceApp({ name: 'probe', jwtSecret: TEST_JWT_SECRET, logLevel: 'silent' });
    app.route({ ...routeOf(operation(false)), handler: async () => ({ success: true }) });
    const response = await app.inject({ method: 'POST', url: '/api/things', payload: { name: 'x'.repeat(70 * 1024) } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'Request body is too large' });
    await app.close();
  });
});
