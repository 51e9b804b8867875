import { useMutation } from '@tanstack/react-query';
import type { TAdminSession, TChangePasswordBody } from '@dalil/contracts/auth/administrator';
import { api } from '../../../shared/api/api-client.ts';
import { setAdminSession } from '../../../shared/auth/admin-session.ts';

function changeAdminPassword(body: TChangePasswordBody): Promise<{ message: string; data: TAdminSession }> {
  return api.put<{ message: string; data: TAdminSession }>('/api/admin/account/password', body, { admin: true });
}

/** A password change ends every earlier token: the panel carries on with the new one in the answer. */
export const useChangeAdminPassword = () =>
  useMutation({ mutationFn: changeAdminPassword, onSuccess: (result) => setAdminSession({ token: result.data.token, user: result.data.user }) });
