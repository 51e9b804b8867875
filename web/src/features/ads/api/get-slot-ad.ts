import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client.ts';
import { toDisplayAd, type DisplayAd } from '../utils/display-ad.ts';

/** The single-ad slot: `GET /ads/{position}`, first item of data when success is true. */
async function getSlotAd(position: string): Promise<DisplayAd | null> {
  try {
    const body = await api.get<{ success?: boolean; data?: unknown[] }>(`/ads/${encodeURIComponent(position)}`);
    if (body?.success !== true || !Array.isArray(body.data) || !body.data.length) return null;
    return toDisplayAd(body.data[0]) ?? null;
  } catch (error) {
    console.warn(`The ${position} ad could not be loaded`, error);
    return null;
  }
}

export function useSlotAd(position: string) {
  return useQuery({ queryKey: ['ads', 'slot', position], queryFn: () => getSlotAd(position), retry: false });
}
