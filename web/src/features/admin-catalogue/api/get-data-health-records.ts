import { useQuery } from '@tanstack/react-query';
import { DATA_CHECKS, DATA_KINDS, type TDataCheck, type TDataKind } from '@dalil/contracts/catalogue/data-health';
import { apiClient } from '../../../shared/api/contract-client.ts';

/** The data-health check a management list was opened for (/admin/universities?kind=fees&check=old), if any. */
export function dataHealthFilterOf(params: URLSearchParams): { kind: TDataKind; check: TDataCheck } | undefined {
  const kind = params.get('kind') as TDataKind | null;
  const check = params.get('check') as TDataCheck | null;
  return kind && check && DATA_KINDS.includes(kind) && DATA_CHECKS.includes(check) ? { kind, check } : undefined;
}

/** The ids of the records that check counts (GET /api/admin/catalogue/data-health/records). */
export function useDataHealthRecords(filter: { kind: TDataKind; check: TDataCheck } | undefined) {
  return useQuery({
    queryKey: ['admin-data', 'records', filter?.kind, filter?.check],
    queryFn: async ({ signal }) => new Set((await apiClient.get('/api/admin/catalogue/data-health/records', { query: filter!, auth: 'admin', signal })).data.ids),
    enabled: Boolean(filter),
    retry: 1,
  });
}
