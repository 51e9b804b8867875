import { describe, expect, it } from 'vitest';
import { SERVICE_OPERATIONS } from '@dalil/contracts/api/all-operations';
import { ROUTE_TABLE } from '../src/route-table.ts';

/** The family the gateway routes a path to: the longest matching prefix, as Fastify's router picks it. */
function routeFor(path: string) {
  return ROUTE_TABLE.filter((r) => path === r.prefix || path.startsWith(`${r.prefix}/`)).sort((a, b) => b.prefix.length - a.prefix.length)[0];
}

describe('the generated routing table', () => {
  const operations = Object.entries(SERVICE_OPERATIONS).flatMap(([service, list]) => list.map((operation) => ({ service, operation })));

  it('routes every operation to its service, guarded when it is an admin operation and with its method allowed', () => {
    for (const { service, operation } of operations) {
      const path = operation.path.replace(/\{\w+\}/g, 'x');
      const route = routeFor(path);
      expect(route, `${operation.method} ${operation.path}`).toBeDefined();
      expect(route!.service, `${operation.method} ${operation.path}`).toBe(service);
      expect(Boolean(route!.admin), `${operation.method} ${operation.path}`).toBe(Boolean('admin' in operation && operation.admin));
      if (route!.methods) expect(route!.methods).toContain(operation.method.toUpperCase());
    }
  });

  it('keeps the results lookups under their own limit, years and statistics under the global one', () => {
    expect(routeFor('/api/results/123')?.resultsLookups).toBe(true);
    expect(routeFor('/api/results/years')?.resultsLookups).toBeUndefined();
    expect(routeFor('/api/results/stats')?.resultsLookups).toBeUndefined();
  });

  it('streams the uploads and the ad form, and shares page paths only for their operations methods', () => {
    expect(ROUTE_TABLE.filter((r) => r.streamBody).map((r) => r.prefix).sort()).toEqual(['/admin/upload', '/api/admin/ads', '/api/admin/university-images']);
    expect(routeFor('/admin/login')?.methods).toEqual(['POST']);
    expect(routeFor('/ads/top')?.methods).toEqual(['GET', 'HEAD', 'POST']);
    expect(routeFor('/admin/queues')).toMatchObject({ service: 'jobs', admin: true, cookieAuth: true });
  });

  it('has one family per prefix', () => {
    const prefixes = ROUTE_TABLE.map((r) => r.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
