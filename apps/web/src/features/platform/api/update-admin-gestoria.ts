import { adminGestoriaDetailsSchema, type UpdateAdminGestoriaRequest } from '@jornada/shared/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { platformKeys } from './platform-keys';

/** PATCH /api/admin/gestorias/{id}: name, CIF and contact email; only the fields sent change. */
export async function updateAdminGestoria(id: number, body: UpdateAdminGestoriaRequest) {
  return parseResponse(adminGestoriaDetailsSchema, await api.patch(`/api/admin/gestorias/${id}`, body));
}

/** Its name shows in the list and on its companies: the whole console refetches. */
export function useUpdateAdminGestoria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAdminGestoriaRequest }) => updateAdminGestoria(id, body),
    onSuccess: (gestoria) => {
      queryClient.setQueryData(platformKeys.gestoria(gestoria.id), gestoria);
      return queryClient.invalidateQueries({ queryKey: platformKeys.all });
    },
  });
}
