import { getShiftsResponse, type Shift } from '@jornada/shared/api/shifts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

export const shiftsQueryKey = ['shifts'] as const;

/** GET /api/shifts: the company's shifts by start time, then name, with how many employees have each. */
export async function getShifts(signal?: AbortSignal): Promise<Shift[]> {
  return parseResponse(getShiftsResponse, await api.get('/api/shifts', { signal }));
}

export function getShiftsQueryOptions() {
  return queryOptions({ queryKey: shiftsQueryKey, queryFn: ({ signal }) => getShifts(signal) });
}

export function useShifts() {
  return useQuery(getShiftsQueryOptions());
}
