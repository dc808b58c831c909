import type { CreatePetitionRequest } from '@jornada/shared/api/petition-requests';
import { createPetitionResponse, type Petition } from '@jornada/shared/api/petitions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { invalidatePetitions, petitionKeys } from './petition-keys';

/** POST /api/petitions: a ticket, a vacation or a workshift correction, by table_name. */
export async function createPetition(body: CreatePetitionRequest): Promise<Petition> {
  return parseResponse(createPetitionResponse, await api.post('/api/petitions', body));
}

export function useCreatePetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPetition,
    onSuccess: (petition) => {
      queryClient.setQueryData(petitionKeys.detail(petition.id), petition);
      invalidatePetitions(queryClient);
    },
  });
}
