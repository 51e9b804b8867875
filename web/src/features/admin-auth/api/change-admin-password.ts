import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordBody } from '@dalil/contracts/auth/administrator';
import { apiClient } from '../../../shared/api/contract-client.ts';
import { setAdminSession } from '../../../shared/auth/admin-session.ts';

function changeAdminPassword(body: TChangePasswordBody) {
  return apiClient.put('/api/admin/account/password', { body, auth: 'admin' });
}

/** A password change ends every earlier token: the panel carries on with the new one in the answer. */
export const useChangeAdminPassword = () =>
  useMutation({ mutationFn: changeAdminPassword, onSuccess: (result) => setAdminSession({ token: result.data.token, user: result.data.user }) });
