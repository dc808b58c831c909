import { markAllNotificationsReadResponse, type Notification } from '@jornada/shared/api/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, notifyApiError, parseResponse } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** POST /api/petitions/notifications/read-all */
export async function markAllNotificationsRead() {
  return parseResponse(markAllNotificationsReadResponse, await api.post('/api/petitions/notifications/read-all'));
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData<Notification[]>(notificationKeys.recent(), (list) =>
        list?.map((item) => ({ ...item, read: true })),
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.recent() });
    },
    onError: (error) => notifyApiError('No se pudieron marcar como leídas', error),
  });
}
