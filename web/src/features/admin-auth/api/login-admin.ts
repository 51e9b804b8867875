import { useMutation } from '@tanstack/react-query';
import type { TAdminLoginBody, TAdminLoginResult } from '@dalil/contracts/auth/administrator';
import { api } from '../../../shared/api/api-client.ts';
import { setAdminSession } from '../../../shared/auth/admin-session.ts';

/** The spec's admin login: POST /admin/login with a 10-second timeout. */
const ADMIN_LOGIN_TIMEOUT_MS = 10_000;

function loginAdmin(body: TAdminLoginBody): Promise<TAdminLoginResult> {
  return api.post<TAdminLoginResult>('/admin/login', body, { timeoutMs: ADMIN_LOGIN_TIMEOUT_MS });
}

export function useLoginAdmin() {
  return useMutation({
    mutationFn: loginAdmin,
    onSuccess: (result) => setAdminSession({ token: result.data.token, user: result.data.user }),
  });
}
