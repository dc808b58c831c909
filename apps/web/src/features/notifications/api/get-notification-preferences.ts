import { getNotificationPreferencesResponse, type NotificationPreferences } from '@jornada/shared/api/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /api/notification-preferences: which emails I receive. */
export async function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return parseResponse(getNotificationPreferencesResponse, await api.get('/api/notification-preferences', { signal }));
}

export function getNotificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}
