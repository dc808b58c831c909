import { posIncidentKinds, posIncidentKindsResponse } from '@jornada/shared/api/pos';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { posKeys } from './pos-keys';

export type IncidentKind = (typeof posIncidentKinds)[number] | { id: number; name: string };

/** GET /api/pos/incident-kinds: kind_id 1–8, SPEC §5's types in order. */
export async function getPosIncidentKinds(signal?: AbortSignal): Promise<IncidentKind[]> {
  return parseResponse(posIncidentKindsResponse, await api.get('/api/pos/incident-kinds', { signal }));
}

/** The kinds rarely change: read once per visit; until they arrive (or if the call fails) SPEC §5's list is used. */
export function usePosIncidentKinds() {
  return useQuery({
    queryKey: posKeys.incidentKinds(),
    queryFn: ({ signal }) => getPosIncidentKinds(signal),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: [...posIncidentKinds],
  });
}
