import { describe, expect, inject, it } from 'vitest';
import { ALL_OPERATIONS } from '@dalil/contracts/api/all-operations';
import { ROUTE_TABLE } from '@dalil/gateway/testing';

/**
 * Admin calls are refused twice: by the gateway, and again by the owning service when reached
 * directly (a request that slips past the gateway still needs an administrator's token). The
 * services listen on the stack's service ports (SERVICE_PORT_BASE + 1…5, in this order).
 */
const SERVICE_ORDER = ['catalogue', 'ads', 'auth', 'config', 'jobs'] as const;
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

function serviceOf(path: string) {
  const route = ROUTE_TABLE.filter((r) => path.startsWith(r.prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0];
  return route?.service;
}

describe('admin routes are guarded in every service', () => {
  const baseUrl = inject('baseUrl');
  const gatewayPort = Number(new URL(baseUrl).port);
  // Body-less calls: with a body, a service that checks the token after validating the body
  // would answer 400, which says nothing about its guard.
  const operations = ALL_OPERATIONS.filter((op) => op.admin && (op.method === 'get' || op.method === 'delete'));

  it('when the admin operations are listed, then there are body-less ones in several services to check', () => {
    expect(new Set(operations.map((op) => serviceOf(op.path))).size).toBeGreaterThanOrEqual(3);
  });

  it('when each admin operation is called on its service directly, then it answers 401 without a token and 403 with a visitor token', async () => {
    const visitor = { email: `guard-${Date.now()}@example.com`, password: 'visitor-password-1' };
    const post = (path: string) => fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(visitor) });
    expect((await post('/api/auth/register')).status).toBe(202);
    const visitorToken = ((await (await post('/api/auth/login')).json()) as { token: string }).token;
    const problems: string[] = [];
    for (const op of operations) {
      const service = serviceOf(op.path);
      if (!service) {
        problems.push(`${op.method} ${op.path}: no service in the routing table`);
        continue;
      }
      const port = gatewayPort + 100 + SERVICE_ORDER.indexOf(service) + 1;
      const url = `http://127.0.0.1:${port}${op.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'id' || name.endsWith('Id') ? SAMPLE_ID : 'universities'))}`;
      const anonymous = await fetch(url, { method: op.method.toUpperCase() });
      const visitor = await fetch(url, { method: op.method.toUpperCase(), headers: { authorization: `Bearer ${visitorToken}` } });
      if (anonymous.status !== 401) problems.push(`${op.method} ${op.path} (${service}) without a token: ${anonymous.status}`);
      if (visitor.status !== 403) problems.push(`${op.method} ${op.path} (${service}) with a visitor token: ${visitor.status}`);
    }
    expect(problems).toEqual([]);
  });
});
