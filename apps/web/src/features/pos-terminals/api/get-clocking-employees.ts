import { type Employee, listEmployeesResponse } from '@jornada/shared/api/employees';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { clockingEmployees } from '../utils/terminal-employees';
import { posTerminalKeys } from './pos-terminal-keys';

/**
 * GET /api/employees?status=active (the employees page's own call): the employees a terminal can
 * allow, i.e. the active ones who clock, by name.
 */
export async function getClockingEmployees(signal?: AbortSignal): Promise<Employee[]> {
  const employees = parseResponse(
    listEmployeesResponse,
    await api.get('/api/employees', { query: { status: 'active' }, signal }),
  );
  return clockingEmployees(employees);
}

export function useClockingEmployees() {
  return useQuery({ queryKey: posTerminalKeys.employees(), queryFn: ({ signal }) => getClockingEmployees(signal) });
}
