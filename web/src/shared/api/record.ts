import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './contract-client.ts';
import { asRecord } from './envelope.ts';
import type { ListItems } from './paged-list.ts';

export type RecordResource = 'universities' | 'scholarships';
const RECORDS: { [R in RecordResource]: (id: string, signal?: AbortSignal) => Promise<{ data: ListItems[R] }> } = {
  universities: (id, signal) => apiClient.get('/api/universities/{id}', { params: { id }, signal }),
  scholarships: (id, signal) => apiClient.get('/api/scholarships/{id}', { params: { id }, signal }),
};

/** One record by id (`GET /api/<resource>/{id}`), cached under `[resource, 'detail', id]`. */
export function recordQueryOptions<R extends RecordResource>(resource: R, id: string) {
  return queryOptions({
    queryKey: [resource, 'detail', id],
    queryFn: async ({ signal }) => asRecord(await RECORDS[resource](id, signal)),
  });
}
