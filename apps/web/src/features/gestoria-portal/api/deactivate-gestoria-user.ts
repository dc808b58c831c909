import { deactivateGestoriaUserResponse } from '@jornada/shared/api/gestoria';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { gestoriaKeys } from './gestoria-keys';

/** DELETE /api/gestoria/users/{id}: the colleague can no longer log in; their sessions end at once. */
export async function deactivateGestoriaUser(id: number) {
  return parseResponse(deactivateGestoriaUserResponse, await api.delete(`/api/gestoria/users/${id}`));
}

export function useDeactivateGestoriaUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateGestoriaUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gestoriaKeys.users() }),
  });
}
