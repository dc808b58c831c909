import { type UpdateEmployeeManagersRequest, updateEmployeeManagersResponse } from '@jornada/shared/api/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { api, errorMessage, isNetworkError, parseResponse } from '../../../lib/api-client';
import { UPDATE_SUCCESS_TITLE, updateErrorTitle } from '../utils/employee-fields';
import { refreshEmployee } from './employee-keys';

/** PATCH /api/employees/{id}/managers: add or remove one manager; answers the worker's managers. */
export async function updateEmployeeManagers(body: UpdateEmployeeManagersRequest) {
  return parseResponse(updateEmployeeManagersResponse, await api.patch(`/api/employees/${body.id}/managers`, body));
}

export function useUpdateEmployeeManagers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployeeManagers,
    onSuccess: () => toast({ title: UPDATE_SUCCESS_TITLE, variant: 'success' }),
    onError: (error) => {
      if (!isNetworkError(error)) {
        toast({ title: updateErrorTitle('managers'), description: errorMessage(error), variant: 'error' });
      }
    },
    onSettled: () => refreshEmployee(queryClient),
  });
}
