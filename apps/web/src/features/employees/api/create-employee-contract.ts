import {
  type CreateContractRequest,
  createContractResponse,
  type EmployeeContract,
} from '@jornada/shared/api/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** POST /api/employees/{id}/contracts: a new period from its date (none is ever edited). */
export async function createEmployeeContract(id: number, body: CreateContractRequest): Promise<EmployeeContract> {
  return parseResponse(createContractResponse, await api.post(`/api/employees/${id}/contracts`, body));
}

export function useCreateEmployeeContract(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateContractRequest) => createEmployeeContract(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.contracts(id) }),
  });
}
