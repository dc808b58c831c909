import { type Employee, listEmployeesResponse } from '@jornada/shared/api/employees';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { gestoriaKeys } from './gestoria-keys';

/** GET /api/employees?company_id=&status=all: a client company's employees, former ones included. */
export async function getClientEmployees(companyId: number, signal?: AbortSignal): Promise<Employee[]> {
  const data = await api.get('/api/employees', { query: { company_id: companyId, status: 'all' }, signal });
  return parseResponse(listEmployeesResponse, data);
}

export function useClientEmployees(companyId: number, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: gestoriaKeys.employees(companyId),
    queryFn: ({ signal }) => getClientEmployees(companyId, signal),
    enabled: isEnabled,
  });
}
