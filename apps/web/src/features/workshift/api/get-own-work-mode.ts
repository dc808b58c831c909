import { type OwnWorkMode, ownWorkModeResponse } from '@jornada/shared/api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

/** Outside the 'workshift' prefix: a clock action does not change the contract. */
const ownWorkModeKey = ['own-work-mode'] as const;

/** GET /api/workshift/work-mode: the worker's usual mode today (the start's default). */
export async function getOwnWorkMode(signal?: AbortSignal): Promise<OwnWorkMode> {
  return parseResponse(ownWorkModeResponse, await api.get('/api/workshift/work-mode', { signal }));
}

/** Asked only where the company allows remote work: elsewhere every start is on site. */
export function useOwnWorkMode(isEnabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ownWorkModeKey,
      queryFn: ({ signal }) => getOwnWorkMode(signal),
      staleTime: 60_000,
      enabled: isEnabled,
    }),
  );
}
