import { logoutResponse } from '@jornada/shared/api/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, notifyApiError, parseResponse } from '../../../lib/api-client';
import { forgetLastSession } from '../../../lib/last-session-key';
import { clearPendingRoute } from '../utils/pending-route';

export async function logout(): Promise<void> {
  parseResponse(logoutResponse, await api.post('/api/logout'));
}

/**
 * POST /api/logout, then clears every cached query and loads '/' afresh (SPEC §4.4). A full page load
 * guarantees nothing of the previous user's data or theme survives in memory.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.clear();
      // Not the clock queue: taps still waiting belong to the record and go once this user is back.
      forgetLastSession();
      clearPendingRoute();
      window.location.assign('/');
    },
    onError: (error) => notifyApiError('Error al cerrar sesión', error),
  });
}
