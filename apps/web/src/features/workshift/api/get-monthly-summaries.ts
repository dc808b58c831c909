import { listMonthlySummariesResponse, type MonthlySummary } from '@jornada/shared/api/monthly-summaries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

/** Outside the 'workshift' prefix: a clock action does not change the summaries. */
export const monthlySummariesKey = ['monthly-summaries'] as const;

/** GET /api/workshift/monthly-summaries: my monthly summaries of hours, newest month first. */
export async function getMonthlySummaries(signal?: AbortSignal): Promise<MonthlySummary[]> {
  const data = await api.get('/api/workshift/monthly-summaries', { signal });
  return parseResponse(listMonthlySummariesResponse, data).data;
}

export function useMonthlySummaries() {
  return useQuery(
    queryOptions({
      queryKey: monthlySummariesKey,
      queryFn: ({ signal }) => getMonthlySummaries(signal),
      staleTime: 60_000,
    }),
  );
}
