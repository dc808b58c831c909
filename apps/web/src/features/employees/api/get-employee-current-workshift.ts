import { getEmployeeCurrentWorkshiftResponse, type Workshift } from '@jornada/shared/api/workshift';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** SPEC §7/§9: the current shift of each listed employee is cached 10 s. */
export const EMPLOYEE_CURRENT_SHIFT_STALE_MS = 10_000;

/**
 * GET /api/workshift/current/user/{id}: the employee's open shift, else today's latest, else null.
 * A failure is null too (SPEC §7): the row then shows '--:--' and '--' instead of an error.
 */
export async function getEmployeeCurrentWorkshift(id: number, signal?: AbortSignal): Promise<Workshift | null> {
  try {
    return parseResponse(
      getEmployeeCurrentWorkshiftResponse,
      await api.get(`/api/workshift/current/user/${id}`, { signal }),
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export function getEmployeeCurrentWorkshiftQueryOptions(id: number) {
  return queryOptions({
    queryKey: employeeKeys.currentWorkshift(id),
    queryFn: ({ signal }) => getEmployeeCurrentWorkshift(id, signal),
    staleTime: EMPLOYEE_CURRENT_SHIFT_STALE_MS,
    retry: false,
  });
}

export function useEmployeeCurrentWorkshift(id: number, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...getEmployeeCurrentWorkshiftQueryOptions(id), enabled: isEnabled });
}
