import { cancelPetitionResponse, type Petition } from '@jornada/shared/api/petitions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { api, notifyApiError, parseResponse } from '../../../lib/api-client';
import { invalidatePetitions, petitionKeys } from './petition-keys';

/** POST /api/petitions/{id}/cancel: the requester withdraws a pending petition (it stays, as cancelled). */
export async function cancelPetition(id: number): Promise<Petition> {
  return parseResponse(cancelPetitionResponse, await api.post(`/api/petitions/${id}/cancel`));
}

export function useCancelPetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPetition,
    onSuccess: (petition) => {
      queryClient.setQueryData(petitionKeys.detail(petition.id), petition);
      invalidatePetitions(queryClient);
      toast({ title: 'Petición cancelada', variant: 'success' });
    },
    onError: (error) => notifyApiError('No se pudo cancelar la petición', error),
  });
}
