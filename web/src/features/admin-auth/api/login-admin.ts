import { useMutation } from '@tanstack/react-query';
import type { TAdminLoginBody } from '@dalil/contracts/auth/administrator';
import { apiClient } from '../../../shared/api/contract-client.ts';
import { setAdminSession } from '../../../shared/auth/admin-session.ts';

/** The spec's admin login: POST /admin/login with a 10-second timeout. */
const ADMIN_LOGIN_TIMEOUT_MS = 10_000;

function loginAdmin(body: TAdminLoginBody) {
  return apiClient.post('/admin/login', { body, timeoutMs: ADMIN_LOGIN_TIMEOUT_MS });
}

export function useLoginAdmin() {
  return useMutation({
    mutationFn: loginAdmin,
    onSuccess: (result) => setAdminSession({ token: result.data.token, user: result.data.user }),
  });
}
