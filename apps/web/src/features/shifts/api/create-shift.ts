import { type CreateShiftRequest, createShiftResponse, type Shift } from '@jornada/shared/api/shifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { shiftsQueryKey } from './get-shifts';

/** POST /api/shifts (company admin). An end before the start is a night shift. */
export async function createShift(body: CreateShiftRequest): Promise<Shift> {
  return parseResponse(createShiftResponse, await api.post('/api/shifts', body));
}

export function useCreateShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftsQueryKey }),
  });
}
