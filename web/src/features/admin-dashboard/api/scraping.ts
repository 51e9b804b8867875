import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';

/** GET /enhanced-admin/scrape/status: reads status and message. */
async function getScrapingStatus() {
  const { data } = await apiClient.get('/enhanced-admin/scrape/status', { auth: 'admin' });
  return { status: data.status, message: data.message, lastRun: data.lastRun, result: data.result };
}

export const useScrapingStatus = () => useMutation({ mutationFn: getScrapingStatus });
