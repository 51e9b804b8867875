/**
 * Confirms once per token that a session restored from storage still opens the admin API
 * (a cheap `GET /api/admin/account`); a 401 there clears the session (see api-client). A token
 * that replaces a confirmed one (renewed, or after a password change) is checked in the
 * background: the panel stays as it is meanwhile.
 */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/contract-client.ts';
import { useAdminSession } from './admin-session.ts';

export function useAdminSessionCheck() {
  const session = useAdminSession();
  const check = useQuery({
    queryKey: ['admin-session-check', session?.token],
    queryFn: ({ signal }) => apiClient.get('/api/admin/account', { auth: 'admin', signal }),
    enabled: Boolean(session),
    staleTime: Infinity,
    retry: false,
    placeholderData: (previous) => previous,
  });
  return { session, checking: Boolean(session) && check.isPending };
}
