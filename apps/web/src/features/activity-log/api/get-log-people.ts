import { listEmployeesResponse } from '@jornada/shared/api/employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

export interface LogPerson {
  id: number;
  name: string;
  /** A former employee (deactivated): still in the log. */
  isFormer: boolean;
}

/**
 * GET /api/employees?status=all: everyone of the company, former employees included, for the
 * person filter (the details are named by the server: GET /api/logs → names).
 */
export async function getLogPeople(signal?: AbortSignal): Promise<LogPerson[]> {
  const employees = parseResponse(
    listEmployeesResponse,
    await api.get('/api/employees', { query: { status: 'all' }, signal }),
  );
  return employees
    .map((employee) => ({ id: employee.id, name: employee.name, isFormer: !employee.active }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

export function getLogPeopleQueryOptions() {
  return queryOptions({
    queryKey: ['activity-log', 'people'] as const,
    queryFn: ({ signal }) => getLogPeople(signal),
  });
}

export function useLogPeople({ isEnabled = true } = {}) {
  return useQuery({ ...getLogPeopleQueryOptions(), enabled: isEnabled });
}
