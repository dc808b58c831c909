import { getMiGestoriaResponse } from '@jornada/shared/api/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

export function getMiGestoriaQueryOptions() {
  return queryOptions({
    queryKey: ['migestoria'],
    queryFn: async ({ signal }) => parseResponse(getMiGestoriaResponse, await api.get('/api/migestoria', { signal })),
  });
}

/** GET /api/migestoria: the gestoría of a gestoría user (SPEC §7). */
export function useMiGestoria({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...getMiGestoriaQueryOptions(), enabled: isEnabled });
}
