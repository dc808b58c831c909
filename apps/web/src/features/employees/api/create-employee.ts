import {
  type CreateEmployeeRequest,
  type CreateEmployeeResponse,
  createEmployeeResponse,
} from '@jornada/shared/api/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { refreshEmployeesAndManagers } from './employee-keys';

/** POST /api/employees (company admin). The answer may carry a one-time temporary password. */
export async function createEmployee(body: CreateEmployeeRequest): Promise<CreateEmployeeResponse> {
  return parseResponse(createEmployeeResponse, await api.post('/api/employees', body));
}

export function useCreateEmployee({ onSuccess }: { onSuccess?: (result: CreateEmployeeResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: (result) => {
      refreshEmployeesAndManagers(queryClient);
      onSuccess?.(result);
    },
  });
}
