import { forgotPasswordResponse } from '@jornada/shared/api/auth';
import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: the same answer whether or not the account exists. */
export async function forgotPassword(data: { email: string }) {
  return parseResponse(forgotPasswordResponse, await api.post('/api/auth/forgot-password', data));
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
