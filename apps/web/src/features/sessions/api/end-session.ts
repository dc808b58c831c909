import { endSessionResponse } from '@jornada/shared/api/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** DELETE /api/sessions/{id}: that device is logged out at its next request. */
export async function endSession(id: number) {
  return parseResponse(endSessionResponse, await api.delete(`/api/sessions/${id}`));
}

/** Ends the given sessions one after another ('Cerrar' one, or 'Cerrar las demás'). */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      for (const id of ids) await endSession(id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
