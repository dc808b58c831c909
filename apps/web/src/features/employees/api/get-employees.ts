import { type Employee, listEmployeesResponse } from '@jornada/shared/api/employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

export type EmployeeListStatus = 'active' | 'inactive';

/**
 * GET /api/employees?status=active|inactive: the company's employees (a manager: their workers).
 * Former employees (deactivated) are a separate list, asked for only when shown.
 */
export async function getEmployees(status: EmployeeListStatus, signal?: AbortSignal): Promise<Employee[]> {
  return parseResponse(listEmployeesResponse, await api.get('/api/employees', { query: { status }, signal }));
}

export function getEmployeesQueryOptions(status: EmployeeListStatus) {
  return queryOptions({
    queryKey: employeeKeys.list(status),
    queryFn: ({ signal }) => getEmployees(status, signal),
  });
}

export function useEmployees(status: EmployeeListStatus, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...getEmployeesQueryOptions(status), enabled: isEnabled });
}
