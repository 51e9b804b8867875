/**
 * Queries and mutations of one catalogue resource for the management pages: the whole list
 * (page by page, the API caps a page at 100), create/update (POST or PUT by id) and delete.
 * Every change refreshes the admin list, the public lists and the dashboard counts.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiAnswer, type ApiBody } from '../../../shared/api/contract-client.ts';

const PAGE = 100;
const admin = 'admin' as const;

export type CatalogueResource = 'universities' | 'programs' | 'scholarships';
/** A record of each resource as its list answers it. */
export interface CatalogueRecords {
  universities: ApiAnswer<'get', '/api/universities'>['data'][number];
  programs: ApiAnswer<'get', '/api/admin/programs'>['data'][number];
  scholarships: ApiAnswer<'get', '/api/admin/scholarships'>['data'][number];
}
/** What creating a record of each resource takes. */
export interface CatalogueCreateBodies {
  universities: ApiBody<'post', '/api/admin/universities'>;
  programs: ApiBody<'post', '/api/admin/programs'>;
  scholarships: ApiBody<'post', '/api/admin/scholarships'>;
}
/** What updating a record of each resource takes (any part of it). */
interface CatalogueUpdateBodies {
  universities: ApiBody<'put', '/api/admin/universities/{id}'>;
  programs: ApiBody<'put', '/api/admin/programs/{id}'>;
  scholarships: ApiBody<'put', '/api/admin/scholarships/{id}'>;
}

interface ResourceCalls<R extends CatalogueResource> {
  page: (page: number, signal?: AbortSignal) => Promise<{ data: CatalogueRecords[R][]; pagination: { pages: number } }>;
  create: (body: CatalogueCreateBodies[R]) => Promise<unknown>;
  // A whole record (the creation body) is a valid update too: the forms send one either way.
  update: (id: string, body: CatalogueUpdateBodies[R] | CatalogueCreateBodies[R]) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

/** Each resource's calls; universities have no inactive state, so their public list is the whole list. */
const CALLS: { [R in CatalogueResource]: ResourceCalls<R> } = {
  universities: {
    page: (page, signal) => apiClient.get('/api/universities', { query: { page, limit: PAGE }, signal }),
    create: (body) => apiClient.post('/api/admin/universities', { body, auth: admin }),
    update: (id, body) => apiClient.put('/api/admin/universities/{id}', { params: { id }, body, auth: admin }),
    remove: (id) => apiClient.delete('/api/admin/universities/{id}', { params: { id }, auth: admin }),
  },
  programs: {
    page: (page, signal) => apiClient.get('/api/admin/programs', { query: { page, limit: PAGE }, auth: admin, signal }),
    create: (body) => apiClient.post('/api/admin/programs', { body, auth: admin }),
    update: (id, body) => apiClient.put('/api/admin/programs/{id}', { params: { id }, body, auth: admin }),
    remove: (id) => apiClient.delete('/api/admin/programs/{id}', { params: { id }, auth: admin }),
  },
  scholarships: {
    page: (page, signal) => apiClient.get('/api/admin/scholarships', { query: { page, limit: PAGE }, auth: admin, signal }),
    create: (body) => apiClient.post('/api/admin/scholarships', { body, auth: admin }),
    update: (id, body) => apiClient.put('/api/admin/scholarships/{id}', { params: { id }, body, auth: admin }),
    remove: (id) => apiClient.delete('/api/admin/scholarships/{id}', { params: { id }, auth: admin }),
  },
};
const callsOf = <R extends CatalogueResource>(resource: R): ResourceCalls<R> => CALLS[resource];

async function fetchAll<R extends CatalogueResource>(resource: R, signal?: AbortSignal): Promise<CatalogueRecords[R][]> {
  const items: CatalogueRecords[R][] = [];
  for (let page = 1; ; page++) {
    const body = await callsOf(resource).page(page, signal);
    items.push(...body.data);
    if (page >= body.pagination.pages) return items;
  }
}

const adminListOptions = <R extends CatalogueResource>(resource: R) =>
  queryOptions({
    queryKey: ['admin-catalogue', resource],
    queryFn: ({ signal }) => fetchAll(resource, signal),
    retry: 1,
  });

export function useAdminList<R extends CatalogueResource>(resource: R) {
  return useQuery(adminListOptions(resource));
}

function useRefresh(resource: CatalogueResource) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [['admin-catalogue', resource], [resource], ['admin-dashboard']]) void queryClient.invalidateQueries({ queryKey });
  };
}

/** Saves a record from its form: an update when an id is given, else a creation. */
export function useSaveRecord<R extends CatalogueResource>(resource: R) {
  const refresh = useRefresh(resource);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CatalogueCreateBodies[R] }) => (id !== undefined ? callsOf(resource).update(id, body) : callsOf(resource).create(body)),
    onSuccess: refresh,
  });
}

/** Switches a record on or off (programs and scholarships have an active state). */
export function useSetActive<R extends 'programs' | 'scholarships'>(resource: R) {
  const refresh = useRefresh(resource);
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => callsOf(resource).update(id, { isActive }),
    onSuccess: refresh,
  });
}

export function useDeleteRecord(resource: CatalogueResource) {
  const refresh = useRefresh(resource);
  return useMutation({
    mutationFn: (id: string) => callsOf(resource).remove(id),
    onSuccess: refresh,
  });
}
