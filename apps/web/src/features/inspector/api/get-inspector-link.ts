import { type InspectorLinkInfo, inspectorLinkInfoResponse } from '@jornada/shared/api/inspector-links';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { retryUnlessRefused } from '../utils/retry-unless-refused';

/** GET /api/inspeccion/{token} (no session): the company, the period and its months. */
export async function getInspectorLink(token: string, signal?: AbortSignal): Promise<InspectorLinkInfo> {
  return parseResponse(
    inspectorLinkInfoResponse,
    await api.get(`/api/inspeccion/${encodeURIComponent(token)}`, { signal }),
  );
}

export function useInspectorLink(token: string) {
  return useQuery({
    queryKey: ['inspector-link', token] as const,
    queryFn: ({ signal }) => getInspectorLink(token, signal),
    retry: retryUnlessRefused,
    // Each fetch is written to the company's log as a visit: not again on every focus.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
