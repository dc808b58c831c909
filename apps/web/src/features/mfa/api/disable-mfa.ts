import { type MfaDisableRequest, mfaDisableResponse } from '@jornada/shared/api/mfa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { mfaStatusQueryKey } from './get-mfa-status';

/** POST /api/auth/mfa/disable: the password and a code (the app's or a recovery code). */
export async function disableMfa(data: MfaDisableRequest) {
  return parseResponse(mfaDisableResponse, await api.post('/api/auth/mfa/disable', data));
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaStatusQueryKey }),
  });
}
