import { type ListContractsResponse, listContractsResponse } from '@jornada/shared/api/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** GET /api/employees/{id}/contracts: the periods (newest first) and the contract in force today. */
export async function getEmployeeContracts(id: number, signal?: AbortSignal): Promise<ListContractsResponse> {
  return parseResponse(listContractsResponse, await api.get(`/api/employees/${id}/contracts`, { signal }));
}

export function useEmployeeContracts(id: number) {
  return useQuery(
    queryOptions({ queryKey: employeeKeys.contracts(id), queryFn: ({ signal }) => getEmployeeContracts(id, signal) }),
  );
}
