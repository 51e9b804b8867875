import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStudentResult } from '@dalil/contracts/results/result';
import { api } from '../../../shared/api/api-client.ts';
import { asRecord } from '../../../shared/api/envelope.ts';

/** GET /api/results/{seatNumber}?year= — a student's result with suggestions. */
export async function getResult(seatNumber: string, year: number, signal?: AbortSignal): Promise<TStudentResult> {
  const body = await api.get<unknown>(`/api/results/${encodeURIComponent(seatNumber)}`, { query: { year }, signal });
  return asRecord<TStudentResult>(body);
}

export const resultQueryOptions = (seatNumber: string, year: number) =>
  queryOptions({
    queryKey: ['results', year, seatNumber],
    queryFn: ({ signal }) => getResult(seatNumber, year, signal),
  });

export function useResult(seatNumber: string | undefined, year: number | undefined) {
  return useQuery({ ...resultQueryOptions(seatNumber ?? '', year ?? 0), enabled: Boolean(seatNumber && year) });
}
