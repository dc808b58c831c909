import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { formatBadgeCount } from '../../../lib/format-badge-count';

/**
 * The header's bell (SPEC §2.4 'bell status indicator'): the in-app notifications and how many are
 * unread. Always a plain bell: whether this browser shows desktop alerts is told on /notifications
 * (DesktopAlertsHint), not by crossing out the bell of notifications that do arrive.
 */
export function NotificationBell({ unread }: { unread: number }) {
  const count = formatBadgeCount(unread);
  const label = unread > 0 ? `Notificaciones: ${unread === 1 ? '1 sin leer' : `${count} sin leer`}` : 'Notificaciones';
  return (
    <Link
      to="/notifications"
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
