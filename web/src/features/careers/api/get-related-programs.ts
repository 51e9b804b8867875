import { useQueries } from '@tanstack/react-query';
import type { TProgram } from '@dalil/contracts/catalogue/program';
import { apiClient } from '../../../shared/api/contract-client.ts';

async function searchPrograms(keyword: string, signal?: AbortSignal): Promise<TProgram[]> {
  const body = await apiClient.get('/api/programs', { query: { search: keyword, limit: 3 }, signal });
  return body.data;
}

/** Up to `max` distinct programs found by the career's keywords, in keyword order. */
export function useRelatedPrograms(keywords: string[], max = 3) {
  const results = useQueries({
    queries: keywords.map((keyword) => ({
      queryKey: ['programs', 'related', keyword] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => searchPrograms(keyword, signal),
      retry: 1,
    })),
  });
  const seen = new Set<string>();
  const programs: TProgram[] = [];
  for (const result of results) {
    for (const program of result.data ?? []) {
      if (programs.length < max && !seen.has(program.id)) {
        seen.add(program.id);
        programs.push(program);
      }
    }
  }
  return { programs, isPending: results.some((r) => r.isPending), isError: results.length > 0 && results.every((r) => r.isError) };
}
