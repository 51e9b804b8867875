import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';
import type { PublicAdPosition } from './get-layout-ads.ts';
import { toDisplayAd, type DisplayAd } from '../utils/display-ad.ts';

/** The single-ad slot: `GET /ads/{position}`, first item of data when success is true. */
async function getSlotAd(position: PublicAdPosition): Promise<DisplayAd | null> {
  try {
    const body = await apiClient.get('/ads/{position}', { params: { position } });
    // Read defensively: an ad must never break the page, whatever a server sends.
    if (body?.success !== true || !Array.isArray(body.data) || !body.data.length) return null;
    return toDisplayAd(body.data[0]) ?? null;
  } catch (error) {
    console.warn(`The ${position} ad could not be loaded`, error);
    return null;
  }
}

export function useSlotAd(position: PublicAdPosition) {
  return useQuery({ queryKey: ['ads', 'slot', position], queryFn: () => getSlotAd(position), retry: false });
}
