import { deleteEmployeeResponse } from '@jornada/shared/api/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { refreshEmployeesAndManagers } from './employee-keys';

/** DELETE /api/employees/{id}: deactivates the employee (the record is kept; reactivation undoes it). */
export async function deleteEmployee(id: number) {
  return parseResponse(deleteEmployeeResponse, await api.delete(`/api/employees/${id}`));
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployee,
    onSuccess: () => refreshEmployeesAndManagers(queryClient),
  });
}
