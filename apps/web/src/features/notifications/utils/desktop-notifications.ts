import type { Notification as AppNotification } from '@jornada/shared/api/notifications';

/** SPEC §9: a desktop notification closes itself after 5 s. */
export const DESKTOP_NOTIFICATION_CLOSE_MS = 5000;

/** SPEC §4.4: the permission is default, granted or denied ('unsupported': no Notification API). */
export type PermissionState = NotificationPermission | 'unsupported';

/**
 * Which notifications to show on the desktop: unread ones not seen before in this tab. The first list
 * after loading only sets what was already there (nobody wants yesterday's notices popping up), so
 * `seen` null answers nothing. Oldest first, the order they happened.
 */
export function notificationsToAnnounce(
  seen: ReadonlySet<string> | null,
  list: readonly AppNotification[],
): AppNotification[] {
  if (seen === null) return [];
  return list.filter((item) => !item.read && !seen.has(item.id)).reverse();
}

/** The unread count for the bell. */
export function unreadCount(list: readonly Pick<AppNotification, 'read'>[] | undefined): number {
  return list?.filter((item) => !item.read).length ?? 0;
}
