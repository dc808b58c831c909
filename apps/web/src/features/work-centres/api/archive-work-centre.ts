import { archiveWorkCentreResponse } from '@jornada/shared/api/work-centres';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { workCentresQueryKey } from './get-work-centres';

/** DELETE /api/work-centres/{id} (company admin): archives it; 409 for the default or while it has active employees. */
export async function archiveWorkCentre(id: number) {
  return parseResponse(archiveWorkCentreResponse, await api.delete(`/api/work-centres/${id}`));
}

export function useArchiveWorkCentre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveWorkCentre,
    // Also after a 409: the employee counts may have changed meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: workCentresQueryKey }),
  });
}
