import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client.ts';

interface ScrapeFigures {
  count: number;
  written: number;
  failedSources: number;
}

interface ScrapeStatusAnswer {
  status?: string;
  message?: string;
  lastRun?: string | null;
  data?: { status?: string; message?: string; lastRun?: string | null; result?: ScrapeFigures | null };
}

/** POST /enhanced-admin/scrape/start (the jobs service's call). */
function startScraping(): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/enhanced-admin/scrape/start', undefined, { admin: true });
}

/** GET /enhanced-admin/scrape/status: reads status and message. */
async function getScrapingStatus(): Promise<{ status: string; message: string; lastRun: string | null; result: ScrapeFigures | null }> {
  const body = await api.get<ScrapeStatusAnswer>('/enhanced-admin/scrape/status', { admin: true });
  return {
    status: body.status ?? body.data?.status ?? 'idle',
    message: body.message ?? body.data?.message ?? '',
    lastRun: body.lastRun ?? body.data?.lastRun ?? null,
    result: body.data?.result ?? null,
  };
}

export const useStartScraping = () => useMutation({ mutationFn: startScraping });
export const useScrapingStatus = () => useMutation({ mutationFn: getScrapingStatus });
