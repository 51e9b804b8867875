import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordBody } from '@dalil/contracts/auth/administrator';
import { api } from '../../../shared/api/api-client.ts';

export function changeAdminPassword(body: TChangePasswordBody): Promise<{ message: string }> {
  return api.put<{ message: string }>('/api/admin/account/password', body, { admin: true });
}

export const useChangeAdminPassword = () => useMutation({ mutationFn: changeAdminPassword });
