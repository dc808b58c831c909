import { getEmployeeWorkshiftsResponse, type Workshift } from '@jornada/shared/api/workshift';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** GET /api/workshift/employee/{id}/all: every shift of the employee (details dialog and location map). */
export async function getEmployeeWorkshifts(id: number, signal?: AbortSignal): Promise<Workshift[]> {
  return parseResponse(getEmployeeWorkshiftsResponse, await api.get(`/api/workshift/employee/${id}/all`, { signal }));
}

export function getEmployeeWorkshiftsQueryOptions(id: number) {
  return queryOptions({
    queryKey: employeeKeys.workshifts(id),
    queryFn: ({ signal }) => getEmployeeWorkshifts(id, signal),
    // The record grows while the dialog is open on someone at work; a minute is fresh enough.
    staleTime: 60_000,
  });
}

export function useEmployeeWorkshifts(id: number) {
  return useQuery(getEmployeeWorkshiftsQueryOptions(id));
}
