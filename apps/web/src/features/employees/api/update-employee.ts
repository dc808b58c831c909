import {
  type Employee,
  type UpdateEmployeeInput,
  updatedFieldsOf,
  updateEmployeeResponse,
} from '@jornada/shared/api/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { api, errorMessage, isNetworkError, parseResponse } from '../../../lib/api-client';
import { UPDATE_SUCCESS_TITLE, updateErrorTitle } from '../utils/employee-fields';
import { managersQueryKey, refreshEmployee } from './employee-keys';

/** PATCH /api/employees/{authUserId}: auth_user_id and one field (SPEC §7); answers the updated employee. */
export async function updateEmployee(body: UpdateEmployeeInput): Promise<Employee> {
  const data = await api.patch(`/api/employees/${body.auth_user_id}`, body);
  return parseResponse(updateEmployeeResponse, data).employee;
}

/**
 * The toasts live here, not in the form: a field saved on blur may finish after the dialog closed,
 * and the user must still hear whether it was saved (SPEC §8 'Actualización exitosa' /
 * 'Error al actualizar {field}').
 */
export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: (employee, body) => {
      refreshEmployee(queryClient, employee);
      // A new name or role changes who is listed as an assignable manager.
      if ('name' in body || 'role' in body) void queryClient.invalidateQueries({ queryKey: managersQueryKey });
      toast({ title: UPDATE_SUCCESS_TITLE, variant: 'success' });
    },
    onError: (error, body) => {
      const [field] = updatedFieldsOf(body as Record<string, unknown>);
      if (isNetworkError(error)) return;
      toast({
        title: field ? updateErrorTitle(field) : 'Error al actualizar',
        description: errorMessage(error),
        variant: 'error',
      });
    },
  });
}
