import { sendTestEventResponse } from '@jornada/shared/api/events';
import { useMutation } from '@tanstack/react-query';
import { api, notifyApiError, parseResponse } from '../../../lib/api-client';

/** POST /api/events/test: the server sends a `test` event to my own streams. */
export async function sendTestEvent() {
  return parseResponse(sendTestEventResponse, await api.post('/api/events/test'));
}

export function useSendTestEvent() {
  return useMutation({
    mutationFn: sendTestEvent,
    onError: (error) => notifyApiError('No se pudo enviar el evento de prueba', error),
  });
}
