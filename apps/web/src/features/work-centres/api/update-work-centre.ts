import {
  type UpdateWorkCentreRequest,
  updateWorkCentreResponse,
  type WorkCentre,
} from '@jornada/shared/api/work-centres';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { workCentresQueryKey } from './get-work-centres';

/** PATCH /api/work-centres/{id} (company admin): the fields sent; is_default: true makes it the default. */
export async function updateWorkCentre({ id, ...body }: UpdateWorkCentreRequest & { id: number }): Promise<WorkCentre> {
  return parseResponse(updateWorkCentreResponse, await api.patch(`/api/work-centres/${id}`, body));
}

export function useUpdateWorkCentre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkCentre,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workCentresQueryKey }),
  });
}
