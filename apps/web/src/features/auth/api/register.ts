import { type RegisterRequest, registerResponse } from '@jornada/shared/api/auth';
import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

/** POST /api/auth/register: company sign-up with a 14-day trial; the server emails an activation link. */
export async function register(data: RegisterRequest) {
  return parseResponse(registerResponse, await api.post('/api/auth/register', data));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
