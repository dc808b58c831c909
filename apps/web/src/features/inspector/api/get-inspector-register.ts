import { type RegisterResponse, registerResponse } from '@jornada/shared/api/reports';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { retryUnlessRefused } from '../utils/retry-unless-refused';

/** A register of a long period for a whole company takes a while to build. */
const REGISTER_TIMEOUT_MS = 30_000;

/** GET /api/inspeccion/{token}/register?format=json (no session): the link's whole period. */
export async function getInspectorRegister(token: string, signal?: AbortSignal): Promise<RegisterResponse> {
  const data = await api.get(`/api/inspeccion/${encodeURIComponent(token)}/register`, {
    query: { format: 'json' },
    signal,
    timeoutMs: REGISTER_TIMEOUT_MS,
  });
  return parseResponse(registerResponse, data);
}

export function useInspectorRegister(token: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: ['inspector-register', token] as const,
    queryFn: ({ signal }) => getInspectorRegister(token, signal),
    enabled: isEnabled,
    retry: retryUnlessRefused,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
