import { type GetLogsResponse, getLogsResponse } from '@jornada/shared/api/logs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { type LogFilters, toLogsQuery } from '../utils/log-filters';

export const activityLogQueryKey = ['activity-log'] as const;

/** GET /api/logs (company admin): one page of the company's activity, newest first. */
export async function getActivityLog(filters: LogFilters, signal?: AbortSignal): Promise<GetLogsResponse> {
  return parseResponse(getLogsResponse, await api.get('/api/logs', { query: toLogsQuery(filters), signal }));
}

export function getActivityLogQueryOptions(filters: LogFilters) {
  return queryOptions({
    queryKey: [...activityLogQueryKey, 'page', filters] as const,
    queryFn: ({ signal }) => getActivityLog(filters, signal),
    // New activity arrives all the time: a page is fresh for 30 s, not the default 2 min.
    staleTime: 30_000,
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useActivityLog(filters: LogFilters, { isEnabled = true } = {}) {
  return useQuery({ ...getActivityLogQueryOptions(filters), enabled: isEnabled });
}
