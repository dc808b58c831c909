import { resendInvitationResponse } from '@jornada/shared/api/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { refreshEmployeesAndManagers } from './employee-keys';

/** POST /api/employees/{id}/invitation: a new activation link (or, without email, a temporary password). */
export async function resendInvitation(id: number) {
  return parseResponse(resendInvitationResponse, await api.post(`/api/employees/${id}/invitation`));
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    // A temporary password activates the account: the list's "Pendiente de activación" goes.
    onSuccess: () => refreshEmployeesAndManagers(queryClient),
  });
}
