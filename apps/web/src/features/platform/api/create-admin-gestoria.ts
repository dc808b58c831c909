import { type CreateAdminGestoriaRequest, createAdminGestoriaResponse } from '@jornada/shared/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { platformKeys } from './platform-keys';

/** POST /api/admin/gestorias: the firm and its first user (an activation email, or a temporary password shown once). */
export async function createAdminGestoria(body: CreateAdminGestoriaRequest) {
  return parseResponse(createAdminGestoriaResponse, await api.post('/api/admin/gestorias', body));
}

export function useCreateAdminGestoria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminGestoria,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformKeys.gestorias() }),
  });
}
