import { type MfaStatus, mfaStatusResponse } from '@jornada/shared/api/mfa';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

/** The card's status; the shell's gate keeps its answer under it (get-platform-mfa-gate.ts). */
export const mfaStatusQueryKey = ['mfa-status'] as const;

/** GET /api/auth/mfa: whether the account has two-step verification on, and whether it must. */
export async function getMfaStatus(signal?: AbortSignal): Promise<MfaStatus> {
  return parseResponse(mfaStatusResponse, await api.get('/api/auth/mfa', { signal }));
}

export function useMfaStatus({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ queryKey: mfaStatusQueryKey, queryFn: ({ signal }) => getMfaStatus(signal), enabled: isEnabled });
}
