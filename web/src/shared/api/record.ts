import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { asRecord } from './envelope.ts';

/** One record by id (`GET /api/<resource>/{id}`), cached under `[resource, 'detail', id]`. */
export function recordQueryOptions<T extends object>(resource: string, id: string) {
  return queryOptions({
    queryKey: [resource, 'detail', id],
    queryFn: async ({ signal }) => asRecord<T>(await api.get<unknown>(`/api/${resource}/${encodeURIComponent(id)}`, { signal })),
  });
}
