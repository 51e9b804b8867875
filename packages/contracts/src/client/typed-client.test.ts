import { describe, expect, it } from 'vitest';
import { contractUrl, createContractClient, fillPath, withQuery, type ContractRequest } from './typed-client.ts';

describe('the typed client', () => {
  it('fills path parameters encoded, and refuses a missing one', () => {
    expect(fillPath('/api/universities/{id}/figures', { id: 'a b/c' })).toBe('/api/universities/a%20b%2Fc/figures');
    expect(() => fillPath('/api/universities/{id}', {})).toThrow('missing path parameter "id" for /api/universities/{id}');
  });

  it('leaves empty query values out of the URL', () => {
    expect(withQuery('/api/programs', { search: 'طب', page: 2, type: '', university: undefined, open: null, active: false })).toBe(
      '/api/programs?search=%D8%B7%D8%A8&page=2&active=false',
    );
    expect(withQuery('/api/programs', {})).toBe('/api/programs');
  });

  it('builds an operation URL from its template, parameters and query', () => {
    expect(contractUrl('get', '/api/admin/jobs/{id}/events', { params: { id: '42' } })).toBe('/api/admin/jobs/42/events');
    expect(contractUrl('put', '/api/admin/university-images/{id}/{kind}', { params: { id: 'u1', kind: 'logo' }, query: { author: 'A', licence: 'CC BY', sourceUrl: 'https://x.test/p' } })).toBe(
      '/api/admin/university-images/u1/logo?author=A&licence=CC+BY&sourceUrl=https%3A%2F%2Fx.test%2Fp',
    );
    expect(contractUrl('get', '/healthz')).toBe('/healthz');
  });

  it('hands the transport the method, the template, the filled path and the rest; answers what it answers', async () => {
    const sent: ContractRequest[] = [];
    const client = createContractClient(async (request) => {
      sent.push(request);
      return { success: true, data: { id: 'x' } };
    });
    const controller = new AbortController();
    const answer = await client.put('/api/admin/ads/{id}', { params: { id: 'ad 1' }, body: { isActive: false }, auth: 'admin', signal: controller.signal });
    expect(answer).toEqual({ success: true, data: { id: 'x' } });
    await client.get('/api/universities', { query: { search: 'cairo', limit: 5 } });
    expect(sent).toEqual([
      { method: 'put', template: '/api/admin/ads/{id}', path: '/api/admin/ads/ad%201', query: undefined, body: { isActive: false }, auth: 'admin', signal: controller.signal, timeoutMs: undefined },
      { method: 'get', template: '/api/universities', path: '/api/universities', query: { search: 'cairo', limit: 5 }, body: undefined, auth: undefined, signal: undefined, timeoutMs: undefined },
    ]);
  });
});
