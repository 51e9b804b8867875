import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCsvKind } from '@dalil/contracts/jobs/queues';
import { apiClient } from '../../../shared/api/contract-client.ts';

export type UploadInput =
  | { type: 'csv'; file: File; kind: TCsvKind; year?: number }
  | { type: 'pdf'; file: File; title?: string };

/** POST /admin/upload/{csv|pdf}: multipart, the file in csvFile or pdfFile. */
function uploadFile(input: UploadInput) {
  const form = new FormData();
  if (input.type === 'csv') {
    form.set('kind', input.kind);
    if (input.year) form.set('year', String(input.year));
  } else if (input.title) {
    form.set('title', input.title);
  }
  // Fields first, file last: the server reads the stream in order.
  form.set(input.type === 'csv' ? 'csvFile' : 'pdfFile', input.file);
  return apiClient.post('/admin/upload/{type}', { params: { type: input.type }, body: form, auth: 'admin', timeoutMs: 15 * 60_000 });
}

export function useUploadFile() {
  const queryClient = useQueryClient();
  // A finished upload changes the history, the counts and (for PDFs) the documents list.
  return useMutation({ mutationFn: uploadFile, onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-jobs'] }) });
}
