import { listWorkCentresResponse, type WorkCentre } from '@jornada/shared/api/work-centres';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

export const workCentresQueryKey = ['work-centres'] as const;

/** GET /api/work-centres (company admin and managers): the centres in use, the default first. */
export async function getWorkCentres(signal?: AbortSignal): Promise<WorkCentre[]> {
  return parseResponse(listWorkCentresResponse, await api.get('/api/work-centres', { signal }));
}

export function getWorkCentresQueryOptions() {
  return queryOptions({ queryKey: workCentresQueryKey, queryFn: ({ signal }) => getWorkCentres(signal) });
}

/** `isEnabled: false` for roles that may not read them (the request would be refused). */
export function useWorkCentres({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...getWorkCentresQueryOptions(), enabled: isEnabled });
}
