import { type UpdateContactRequestRequest, updateContactRequestResponse } from '@jornada/shared/api/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { platformKeys } from './platform-keys';

/** PATCH /api/admin/contact-requests/{id}: handled true marks it «atendida», false reopens it. */
export async function updateContactRequest(id: number, body: UpdateContactRequestRequest) {
  return parseResponse(updateContactRequestResponse, await api.patch(`/api/admin/contact-requests/${id}`, body));
}

/** The lists (a filter by state may drop it) and the dashboard's «Solicitudes abiertas» refetch. */
export function useUpdateContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateContactRequestRequest }) => updateContactRequest(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: platformKeys.contactRequests() }),
        queryClient.invalidateQueries({ queryKey: platformKeys.stats() }),
      ]),
  });
}
