import { type PosEmployee, posEmployeesResponse } from '@jornada/shared/api/pos';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { posKeys } from './pos-keys';

/** GET /api/pos/employees: who may clock at this terminal, with today's status (polled by the grid). */
export async function getPosEmployees(signal?: AbortSignal): Promise<PosEmployee[]> {
  return parseResponse(posEmployeesResponse, await api.get('/api/pos/employees', { signal }));
}

export function usePosEmployees() {
  return useQuery({ queryKey: posKeys.employees(), queryFn: ({ signal }) => getPosEmployees(signal), staleTime: 1000 });
}
