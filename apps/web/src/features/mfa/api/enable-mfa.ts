import { type MfaEnableRequest, mfaEnableResponse } from '@jornada/shared/api/mfa';
import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

/** POST /api/auth/mfa/enable: the app's code turns it on; the ten recovery codes come back once. */
export async function enableMfa(data: MfaEnableRequest) {
  return parseResponse(mfaEnableResponse, await api.post('/api/auth/mfa/enable', data));
}

/**
 * The status is not refetched here: the card shows the recovery codes first, and refreshes the status
 * when the person says they saved them (on the console's gate, a refetch would leave the page at once).
 */
export function useEnableMfa() {
  return useMutation({ mutationFn: enableMfa });
}
