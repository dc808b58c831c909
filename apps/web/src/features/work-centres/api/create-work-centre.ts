import {
  type CreateWorkCentreRequest,
  createWorkCentreResponse,
  type WorkCentre,
} from '@jornada/shared/api/work-centres';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { workCentresQueryKey } from './get-work-centres';

/** POST /api/work-centres (company admin): 403 beyond the plan's number of centres. */
export async function createWorkCentre(body: CreateWorkCentreRequest): Promise<WorkCentre> {
  return parseResponse(createWorkCentreResponse, await api.post('/api/work-centres', body));
}

export function useCreateWorkCentre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkCentre,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workCentresQueryKey }),
  });
}
