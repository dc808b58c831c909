import { getRecentNotificationsResponse, type Notification } from '@jornada/shared/api/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { usePollInterval } from '../../../lib/live-events/poll-interval';
import { notificationKeys } from './notification-keys';

/** SPEC §4.3: notifications every 30 s (every 5 min while the event stream is open). */
export const NOTIFICATIONS_POLL_MS = 30_000;

/** GET /api/petitions/notifications/recent: my latest notifications, newest first. */
export async function getRecentNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return parseResponse(
    getRecentNotificationsResponse,
    await api.get('/api/petitions/notifications/recent', { signal }),
  );
}

export function getRecentNotificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.recent(),
    queryFn: ({ signal }) => getRecentNotifications(signal),
    staleTime: 0,
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
}

export function useRecentNotifications({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  const refetchInterval = usePollInterval(NOTIFICATIONS_POLL_MS);
  return useQuery({ ...getRecentNotificationsQueryOptions(), refetchInterval, enabled: isEnabled });
}
