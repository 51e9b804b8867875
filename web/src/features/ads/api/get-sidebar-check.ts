import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';
import { itemsOf } from '../utils/display-ad.ts';

/** Spec constant: the rail re-checks for active sidebar ads every 30 seconds. */
const SIDEBAR_POLL_MS = 30_000;

/** Whether any active sidebar ad exists; a failed check hides the rail (public-side section 8). */
async function hasActiveSidebarAds(): Promise<boolean> {
  try {
    const items = itemsOf(await apiClient.get('/api/ads/{position}', { params: { position: 'sidebar' } }));
    return items.some((item) => item && typeof item === 'object' && (item as { isActive?: unknown }).isActive === true);
  } catch {
    return false;
  }
}

export function useSidebarCheck(enabled: boolean) {
  return useQuery({ queryKey: ['ads', 'sidebar-check'], queryFn: hasActiveSidebarAds, refetchInterval: SIDEBAR_POLL_MS, staleTime: 0, retry: false, enabled });
}
