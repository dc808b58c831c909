import { Bell, BellOff } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import type { PermissionState } from '../utils/desktop-notifications';

/** The header's bell (SPEC §2.4 'bell status indicator'): unread notifications, and whether desktop alerts are on. */
export function NotificationBell({ unread, permission }: { unread: number; permission: PermissionState }) {
  const Icon = permission === 'denied' ? BellOff : Bell;
  const count = unread > 99 ? '99+' : String(unread);
  const label = unread > 0 ? `Notificaciones: ${unread === 1 ? '1 sin leer' : `${count} sin leer`}` : 'Notificaciones';
  return (
    <Link
      to="/notifications"
      aria-label={label}
      title={permission === 'denied' ? 'Avisos de escritorio bloqueados en este navegador' : label}
      data-testid="notification-bell"
      className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <Icon aria-hidden="true" className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className={cn(
            'absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white',
          )}
        >
          {count}
        </span>
      )}
    </Link>
  );
}
