import { mfaSetupResponse } from '@jornada/shared/api/mfa';
import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

/** POST /api/auth/mfa/setup: a new pending secret and its otpauth:// URL (shown this once). */
export async function startMfaSetup() {
  return parseResponse(mfaSetupResponse, await api.post('/api/auth/mfa/setup'));
}

export function useStartMfaSetup() {
  return useMutation({ mutationFn: startMfaSetup });
}
