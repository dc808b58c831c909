import { getEmployeeCurrentWorkshiftResponse, type Workshift } from '@jornada/shared/api/workshift';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** SPEC §7/§9: the current shift of each listed employee is cached 10 s. */
export const EMPLOYEE_CURRENT_SHIFT_STALE_MS = 10_000;

/**
 * GET /api/workshift/current/user/{id}: the employee's open shift, else today's latest, else null
 * (not clocked in today). A failure stays a query error, not null, so the row can tell 'No iniciada'
 * from SPEC §7's unknown status ('--:--' and '--', never an error message).
 */
export async function getEmployeeCurrentWorkshift(id: number, signal?: AbortSignal): Promise<Workshift | null> {
  return parseResponse(
    getEmployeeCurrentWorkshiftResponse,
    await api.get(`/api/workshift/current/user/${id}`, { signal }),
  );
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
