import { reactivateEmployeeResponse } from '@jornada/shared/api/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { refreshEmployeesAndManagers } from './employee-keys';

/** POST /api/employees/{id}/reactivate: undoes a deletion, within the plan's user limit. */
export async function reactivateEmployee(id: number) {
  return parseResponse(reactivateEmployeeResponse, await api.post(`/api/employees/${id}/reactivate`));
}

export function useReactivateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateEmployee,
    onSuccess: () => refreshEmployeesAndManagers(queryClient),
  });
}
