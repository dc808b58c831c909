import { type DecidePetitionRequest, decidePetitionResponse, type Petition } from '@jornada/shared/api/petitions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { invalidatePetitions, petitionKeys } from './petition-keys';

/** POST /api/petitions/{id}/decision: approve (accept) or reject, with a comment. */
export async function decidePetition({ id, ...body }: DecidePetitionRequest & { id: number }): Promise<Petition> {
  return parseResponse(decidePetitionResponse, await api.post(`/api/petitions/${id}/decision`, body));
}

export function useDecidePetition({ onDecided }: { onDecided?: (petition: Petition) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePetition,
    onSuccess: (petition) => {
      queryClient.setQueryData(petitionKeys.detail(petition.id), petition);
      invalidatePetitions(queryClient);
      onDecided?.(petition);
    },
  });
}
