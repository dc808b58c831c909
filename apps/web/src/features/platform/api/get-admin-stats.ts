import { adminStatsResponse } from '@jornada/shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { platformKeys } from './platform-keys';

/** GET /api/admin/stats (navegatel): companies by state and the platform's numbers of the day. */
export async function getAdminStats(signal?: AbortSignal) {
  return parseResponse(adminStatsResponse, await api.get('/api/admin/stats', { signal }));
}

export function useAdminStats() {
  return useQuery({ queryKey: platformKeys.stats(), queryFn: ({ signal }) => getAdminStats(signal) });
}
