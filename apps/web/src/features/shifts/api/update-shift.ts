import { type Shift, type UpdateShiftRequest, updateShiftResponse } from '@jornada/shared/api/shifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { shiftsQueryKey } from './get-shifts';

/** PUT /api/shifts/{shiftId} (company admin): the whole shift again. */
export async function updateShift({ id, ...body }: UpdateShiftRequest & { id: number }): Promise<Shift> {
  return parseResponse(updateShiftResponse, await api.put(`/api/shifts/${id}`, body));
}

export function useUpdateShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftsQueryKey }),
  });
}
