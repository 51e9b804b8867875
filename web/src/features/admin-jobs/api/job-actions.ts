import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-client.ts';
import { apiClient, contractUrl } from '../../../shared/api/contract-client.ts';
import { getAdminToken } from '../../../shared/auth/admin-session.ts';
import { JOBS_KEY } from './get-jobs.ts';

function retryJob(id: string) {
  return apiClient.post('/api/admin/jobs/{id}/retry', { params: { id }, auth: 'admin' });
}

function cancelJob(id: string) {
  return apiClient.post('/api/admin/jobs/{id}/cancel', { params: { id }, auth: 'admin' });
}

export function useJobAction(action: 'retry' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action === 'retry' ? retryJob : cancelJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}

/** Downloads the rows an import rejected (the call needs the bearer header, so no plain link; the answer is a file, not JSON). */
export async function downloadRejectedRows(id: string): Promise<void> {
  const token = getAdminToken();
  const response = await fetch(contractUrl('get', '/api/admin/jobs/{id}/rejected.csv', { params: { id } }), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    // A failure is the contracts' JSON failure, read loosely: it may not be JSON at all (a proxy's page).
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(body.message ?? `HTTP error! status: ${response.status}`, response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `rejected-rows-${id}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Opens the operators' queue board in a new tab. A navigation cannot carry the bearer header,
 * so the token goes in a cookie limited to the board's path.
 */
export function openQueueBoard(): void {
  const token = getAdminToken();
  if (!token) return;
  document.cookie = `dalil_admin=${encodeURIComponent(token)}; Path=/admin/queues; SameSite=Strict${location.protocol === 'https:' ? '; Secure' : ''}`;
  window.open('/admin/queues', '_blank', 'noopener');
}
