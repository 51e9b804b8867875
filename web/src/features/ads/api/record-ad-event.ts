import { apiClient } from '../../../shared/api/contract-client.ts';

/**
 * Records an impression or a click (no body). A failure is only logged: counting must never
 * disturb the visitor (public-side section 8). The single-ad slot uses the root path.
 */
export function recordAdEvent(id: string, kind: 'impression' | 'click', prefix: '/api' | '' = '/api'): void {
  const params = { params: { id } };
  const call =
    kind === 'impression'
      ? prefix
        ? apiClient.post('/api/ads/{id}/impression', params)
        : apiClient.post('/ads/{id}/impression', params)
      : prefix
        ? apiClient.post('/api/ads/{id}/click', params)
        : apiClient.post('/ads/{id}/click', params);
  call.catch((error: unknown) => console.warn(`Failed to record ad ${kind}`, error));
}
