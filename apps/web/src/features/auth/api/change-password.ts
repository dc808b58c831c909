import { changePasswordResponse } from '@jornada/shared/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

/** POST /api/auth/change-password: the logged-in user's own password (the server rotates the session). */
export async function changePassword(data: { current_password: string; new_password: string }) {
  return parseResponse(changePasswordResponse, await api.post('/api/auth/change-password', data));
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // must_change_password changes with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
