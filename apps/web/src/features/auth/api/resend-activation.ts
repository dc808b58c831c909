import { resendActivationResponse } from '@jornada/shared/api/session';
import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

/** POST /api/auth/resend-activation: the same answer whether or not the account exists. */
export async function resendActivation(data: { email: string }) {
  return parseResponse(resendActivationResponse, await api.post('/api/auth/resend-activation', data));
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
