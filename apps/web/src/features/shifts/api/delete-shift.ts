import { deleteShiftResponse } from '@jornada/shared/api/shifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { shiftsQueryKey } from './get-shifts';

/** DELETE /api/shifts/{shiftId} (company admin). 409 while active employees have the shift. */
export async function deleteShift(id: number) {
  return parseResponse(deleteShiftResponse, await api.delete(`/api/shifts/${id}`));
}

export function useDeleteShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShift,
    // Also after a 409: someone may have changed the assignments meanwhile, so the counts refresh.
    onSettled: () => queryClient.invalidateQueries({ queryKey: shiftsQueryKey }),
  });
}
