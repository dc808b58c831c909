import { resetPasswordResponse } from '@jornada/shared/api/auth';
import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

/** POST /api/auth/reset-password with the token from the emailed link. */
export async function resetPassword(data: { token: string; password: string }) {
  return parseResponse(resetPasswordResponse, await api.post('/api/auth/reset-password', data));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
