import {
  type NotificationPreferences,
  type UpdateNotificationPreferencesRequest,
  updateNotificationPreferencesRequest,
  updateNotificationPreferencesResponse,
} from '@jornada/shared/api/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { api, notifyApiError, parseResponse } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** PUT /api/notification-preferences: the switches that changed; answers all three. */
export async function updateNotificationPreferences(
  body: UpdateNotificationPreferencesRequest,
): Promise<NotificationPreferences> {
  const data = await api.put('/api/notification-preferences', updateNotificationPreferencesRequest.parse(body));
  return parseResponse(updateNotificationPreferencesResponse, data);
}

/** The switch moves at once; a failure puts it back and says so. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.preferences() });
      const previous = queryClient.getQueryData<NotificationPreferences>(notificationKeys.preferences());
      if (previous) queryClient.setQueryData(notificationKeys.preferences(), { ...previous, ...body });
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.preferences(), saved);
      toast({ title: 'Preferencias guardadas', variant: 'success' });
    },
    onError: (error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.preferences(), context.previous);
      notifyApiError('No se pudieron guardar tus preferencias', error);
    },
  });
}
