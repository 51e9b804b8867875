/**
 * Live progress of one job from GET /api/admin/jobs/{id}/events. EventSource cannot send the
 * bearer header, so the stream is read with fetch; a dropped stream reconnects (the server
 * starts each stream with a snapshot, so nothing is missed).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ZJobEvent, type TJob } from '@dalil/contracts/jobs/jobs';
import type { TJobProgress } from '@dalil/contracts/jobs/queues';
import { contractUrl } from '../../../shared/api/contract-client.ts';
import { getAdminToken } from '../../../shared/auth/admin-session.ts';

export interface LiveJob {
  job?: TJob;
  progress?: TJobProgress;
  connected: boolean;
}

async function follow(id: string, signal: AbortSignal, onEvent: (data: unknown) => void): Promise<boolean> {
  const token = getAdminToken();
  const response = await fetch(contractUrl('get', '/api/admin/jobs/{id}/events', { params: { id } }), {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (!response.ok || !response.body) return response.status === 404;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let finished = false;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const data = block.split('\n').filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n');
      if (!data) continue;
      try {
        const event = JSON.parse(data) as { type?: string };
        onEvent(event);
        if (event.type === 'completed' || event.type === 'failed') finished = true;
      } catch {
        // A malformed line is skipped; the next snapshot corrects the view.
      }
    }
  }
  return finished;
}

export function useJobEvents(jobId: string | undefined): LiveJob {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveJob>({ connected: false });
  useEffect(() => {
    if (!jobId) return;
    setLive({ connected: false });
    const controller = new AbortController();
    const onEvent = (raw: unknown) => {
      const parsed = ZJobEvent.safeParse(raw);
      if (!parsed.success) return;
      const event = parsed.data;
      setLive((current) => {
        if (event.type === 'progress') return { ...current, connected: true, progress: event.progress };
        return { connected: true, job: event.job, progress: event.job.progress ?? current.progress };
      });
      if (event.type === 'completed' || event.type === 'failed') void queryClient.invalidateQueries({ queryKey: ['admin-jobs'] });
    };
    void (async () => {
      for (let attempt = 0; attempt < 20 && !controller.signal.aborted; attempt++) {
        const finished = await follow(jobId, controller.signal, onEvent).catch(() => false);
        if (finished || controller.signal.aborted) return;
        await new Promise((r) => setTimeout(r, Math.min(1_000 * 2 ** attempt, 10_000)));
      }
    })();
    return () => controller.abort();
  }, [jobId, queryClient]);
  return live;
}
