/**
 * Queries and mutations of one catalogue resource for the management pages: the whole list
 * (page by page, the API caps a page at 100), create/update (POST or PUT by id) and delete.
 * Every change refreshes the admin list, the public lists and the dashboard counts.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client.ts';

export type CatalogueResource = 'universities' | 'programs' | 'scholarships';

interface PageAnswer<T> {
  data: T[];
  pagination?: { pages?: number };
}

async function fetchAll<T>(path: string, admin: boolean, signal?: AbortSignal): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const body = await api.get<PageAnswer<T>>(path, { query: { page, limit: 100 }, admin, signal });
    items.push(...body.data);
    if (page >= (body.pagination?.pages ?? 1)) return items;
  }
}

/** Universities have no inactive state, so their public list is the whole list. */
const LIST_PATHS: Record<CatalogueResource, { path: string; admin: boolean }> = {
  universities: { path: '/api/universities', admin: false },
  programs: { path: '/api/admin/programs', admin: true },
  scholarships: { path: '/api/admin/scholarships', admin: true },
};

const adminListOptions = <T,>(resource: CatalogueResource) =>
  queryOptions({
    queryKey: ['admin-catalogue', resource],
    queryFn: ({ signal }) => fetchAll<T>(LIST_PATHS[resource].path, LIST_PATHS[resource].admin, signal),
    retry: 1,
  });

export function useAdminList<T>(resource: CatalogueResource) {
  return useQuery(adminListOptions<T>(resource));
}

function useRefresh(resource: CatalogueResource) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [['admin-catalogue', resource], [resource], ['admin-dashboard']]) void queryClient.invalidateQueries({ queryKey });
  };
}

export function useSaveRecord<TBody, TRecord>(resource: CatalogueResource) {
  const refresh = useRefresh(resource);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TBody }) =>
      id
        ? api.put<{ data: TRecord; message?: string }>(`/api/admin/${resource}/${encodeURIComponent(id)}`, body, { admin: true })
        : api.post<{ data: TRecord; message?: string }>(`/api/admin/${resource}`, body, { admin: true }),
    onSuccess: refresh,
  });
}

export function useDeleteRecord(resource: CatalogueResource) {
  const refresh = useRefresh(resource);
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message?: string }>(`/api/admin/${resource}/${encodeURIComponent(id)}`, { admin: true }),
    onSuccess: refresh,
  });
}
