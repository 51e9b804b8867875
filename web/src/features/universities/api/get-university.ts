import type { TUniversity } from '@dalil/contracts/catalogue/university';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client.ts';
import { asRecord } from '../../../shared/api/envelope.ts';

export async function getUniversity(id: string, signal?: AbortSignal): Promise<TUniversity> {
  return asRecord<TUniversity>(await api.get<unknown>(`/api/universities/${encodeURIComponent(id)}`, { signal }));
}

export const universityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['universities', 'detail', id],
    queryFn: ({ signal }) => getUniversity(id, signal),
  });

export function useUniversity(id: string) {
  return useQuery(universityQueryOptions(id));
}
