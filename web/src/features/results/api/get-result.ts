import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStudentResult } from '@dalil/contracts/results/result';
import { apiClient } from '../../../shared/api/contract-client.ts';

/** GET /api/results/{seatNumber}?year= — a student's result with suggestions. */
async function getResult(seatNumber: string, year: number, signal?: AbortSignal): Promise<TStudentResult> {
  const answer = await apiClient.get('/api/results/{seatNumber}', { params: { seatNumber }, query: { year }, signal });
  return answer.data;
}

const resultQueryOptions = (seatNumber: string, year: number) =>
  queryOptions({
    queryKey: ['results', year, seatNumber],
    queryFn: ({ signal }) => getResult(seatNumber, year, signal),
  });

export function useResult(seatNumber: string | undefined, year: number | undefined) {
  return useQuery({ ...resultQueryOptions(seatNumber ?? '', year ?? 0), enabled: Boolean(seatNumber && year) });
}
