import { api } from '../../../shared/api/api-client.ts';

/**
 * Records an impression or a click (no body). A failure is only logged: counting must never
 * disturb the visitor (public-side section 8). The single-ad slot uses the root path.
 */
export function recordAdEvent(id: string, kind: 'impression' | 'click', prefix: '/api' | '' = '/api'): void {
  api.post(`${prefix}/ads/${encodeURIComponent(id)}/${kind}`).catch((error: unknown) => console.warn(`Failed to record ad ${kind}`, error));
}
