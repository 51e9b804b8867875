import { useQuery, useQueryClient } from '@tanstack/react-query';
import { findListed } from '../../../shared/api/paged-list.ts';
import { recordQueryOptions } from '../../../shared/api/record.ts';

const universityQueryOptions = (id: string) => recordQueryOptions('universities', id);

/** One university; the card the visitor clicked is shown at once while the full record loads. */
export function useUniversity(id: string) {
  const client = useQueryClient();
  return useQuery({ ...universityQueryOptions(id), placeholderData: () => findListed(client, 'universities', id) });
}
