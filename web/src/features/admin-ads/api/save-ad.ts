import type { TAd, TAdValues } from '@dalil/contracts/ads/ad';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';
import { adminAdsKey } from './get-admin-ads.ts';
import { adsAnalyticsKey } from './get-ads-analytics.ts';

const createAd = async (values: TAdValues) => (await apiClient.post('/api/admin/ads', { body: values, auth: 'admin' })).data;
const updateAd = async ({ id, values }: { id: string; values: TAdValues }) =>
  (await apiClient.put('/api/admin/ads/{id}', { params: { id }, body: values, auth: 'admin' })).data;
const deleteAd = (id: string) => apiClient.delete('/api/admin/ads/{id}', { params: { id }, auth: 'admin' });
const setAdActive = async ({ id, isActive }: { id: string; isActive: boolean }) =>
  (await apiClient.put('/api/admin/ads/{id}', { params: { id }, body: { isActive }, auth: 'admin' })).data;

function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: adminAdsKey }), client.invalidateQueries({ queryKey: adsAnalyticsKey })]);
}

/** Create or update by whether an id is given; the list reloads afterwards. */
export function useSaveAd() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: TAdValues }) => (id ? updateAd({ id, values }) : createAd(values)),
    onSuccess: refresh,
  });
}

export function useDeleteAd() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deleteAd, onSuccess: refresh });
}

const TOGGLE_KEY = ['admin-ads', 'toggle'] as const;

/**
 * The optimistic activate/deactivate of admin-side section 4: flipped at once, the earlier
 * state restored on failure (the caller alerts).
 */
export function useToggleAd() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: setAdActive,
    onMutate: async ({ id, isActive }) => {
      await client.cancelQueries({ queryKey: adminAdsKey });
      const previous = client.getQueryData<TAd[]>(adminAdsKey);
      client.setQueryData<TAd[]>(adminAdsKey, (ads) => ads?.map((ad) => (ad._id === id ? { ...ad, isActive } : ad)));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) client.setQueryData(adminAdsKey, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminAdsKey }),
  });
}

/** Ids of the ads being switched right now (their buttons read 'Updating...' and are locked). */
export function usePendingToggles(): Set<string> {
  const ids = useMutationState({
    filters: { mutationKey: TOGGLE_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: string } | undefined)?.id,
  });
  return new Set(ids.filter((id): id is string => Boolean(id)));
}
