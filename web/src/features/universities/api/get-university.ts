import type { TUniversity } from '@dalil/contracts/catalogue/university';
import { useQuery } from '@tanstack/react-query';
import { recordQueryOptions } from '../../../shared/api/record.ts';

export const universityQueryOptions = (id: string) => recordQueryOptions<TUniversity>('universities', id);

export function useUniversity(id: string) {
  return useQuery(universityQueryOptions(id));
}
