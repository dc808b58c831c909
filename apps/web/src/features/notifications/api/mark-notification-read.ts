import { markNotificationReadResponse, type Notification } from '@jornada/shared/api/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** POST /api/petitions/notifications/{id}/read */
export async function markNotificationRead(id: string) {
  return parseResponse(
    markNotificationReadResponse,
    await api.post(`/api/petitions/notifications/${encodeURIComponent(id)}/read`),
  );
}

/** Marks it read in the cache at once; the list is refreshed afterwards either way. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      queryClient.setQueryData<Notification[]>(notificationKeys.recent(), (list) =>
        list?.map((item) => (item.id === id ? { ...item, read: true } : item)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.recent() }),
  });
}
