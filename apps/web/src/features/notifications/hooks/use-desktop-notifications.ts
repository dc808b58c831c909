import type { Notification as AppNotification } from '@jornada/shared/api/notifications';
import { useEffect, useRef } from 'react';
import {
  DESKTOP_NOTIFICATION_CLOSE_MS,
  notificationsToAnnounce,
  type PermissionState,
} from '../utils/desktop-notifications';

/**
 * Shows new notifications on the desktop (SPEC §2.4, §9): one per new unread item of the polled list,
 * closed after 5 s; clicking it brings the tab forward and opens its link. Tagged with the id, so
 * two open tabs do not show the same one twice.
 */
export function useDesktopNotifications({
  notifications,
  permission,
  onOpen,
}: {
  notifications: readonly AppNotification[] | undefined;
  permission: PermissionState;
  onOpen: (notification: AppNotification) => void;
}) {
  const seen = useRef<Set<string> | null>(null);
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  }, [onOpen]);

  useEffect(() => {
    if (!notifications) return;
    const fresh = notificationsToAnnounce(seen.current, notifications);
    seen.current = new Set([...(seen.current ?? []), ...notifications.map((item) => item.id)]);
    if (permission !== 'granted') return;
    for (const item of fresh) {
      try {
        const shown = new window.Notification(item.title, { body: item.message, tag: item.id, lang: 'es' });
        shown.onclick = () => {
          window.focus();
          onOpenRef.current(item);
          shown.close();
        };
        window.setTimeout(() => shown.close(), DESKTOP_NOTIFICATION_CLOSE_MS);
      } catch {
        // Some browsers only allow notifications from a service worker: the bell still shows it.
      }
    }
  }, [notifications, permission]);
}
