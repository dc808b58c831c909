import type { Notification } from '@jornada/shared/api/notifications';
import { BellOff, CheckCheck, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useRecentNotifications } from '../api/get-recent-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { unreadCount } from '../utils/desktop-notifications';
import { formatNotificationTime, fullNotificationTime } from '../utils/notification-time';
import { notificationTypeLabels, notificationTypeOf } from '../utils/notification-type';
import { DesktopAlertsHint } from './desktop-alerts-hint';
import { NotificationTypeIcon } from './notification-type-icon';

function NotificationItem({ item, now, onOpen }: { item: Notification; now: Date; onOpen: () => void }) {
  // SPEC §3: the id's prefix is the type.
  const type = notificationTypeOf(item.id);
  const body = (
    <>
      <NotificationTypeIcon type={type} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500 dark:text-slate-400">
          <span className="font-medium text-slate-600 dark:text-slate-300">{notificationTypeLabels[type]}</span>
          <time dateTime={item.timestamp} title={fullNotificationTime(item.timestamp)}>
            {formatNotificationTime(item.timestamp, now)}
          </time>
          {!item.read && (
            <span className="inline-flex items-center gap-1 font-semibold text-teal-700 dark:text-teal-400">
              <span aria-hidden="true" className="size-2 rounded-full bg-teal-600 dark:bg-teal-400" />
              Sin leer
            </span>
          )}
        </span>
        <span className={cn('text-slate-900 dark:text-white', item.read ? 'font-medium' : 'font-semibold')}>
          {item.title}
        </span>
        <span className="text-sm break-words text-slate-600 dark:text-slate-400">{item.message}</span>
      </span>
    </>
  );
  const classes = cn('flex w-full items-start gap-3 p-4 text-left', !item.read && 'bg-teal-50/60 dark:bg-teal-950/30');
  if (!item.link) return <div className={classes}>{body}</div>;
  return (
    <Link
      to={item.link}
      onClick={onOpen}
      className={cn(
        classes,
        'transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-600 dark:hover:bg-slate-800/60',
      )}
    >
      {body}
      <ChevronRight aria-hidden="true" className="mt-3 size-4 shrink-0 text-slate-400" />
    </Link>
  );
}

/** /notifications: my recent notifications, newest first; opening one marks it read and goes to its petition. */
export function NotificationsPage({ hasEmailPreferences }: { hasEmailPreferences: boolean }) {
  const notifications = useRecentNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const now = new Date();
  const unread = unreadCount(notifications.data);

  let content: ReactNode;
  if (notifications.isError && !notifications.data) {
    content = (
      <div className="p-4">
        <LoadError
          title="Error al cargar las notificaciones"
          message="No se pudieron obtener tus notificaciones."
          onRetry={() => void notifications.refetch()}
        />
      </div>
    );
  } else if (!notifications.data) {
    content = (
      <div role="status" aria-label="Cargando notificaciones" className="flex flex-col gap-3 p-4">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  } else if (notifications.data.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <BellOff aria-hidden="true" className="size-8 text-slate-400" />
        <p className="text-slate-600 dark:text-slate-400">No tienes notificaciones.</p>
      </div>
    );
  } else {
    content = (
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {notifications.data.map((item) => (
          <li key={item.id} data-notification-id={item.id}>
            <NotificationItem item={item} now={now} onOpen={() => !item.read && markRead.mutate(item.id)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Notificaciones</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {unread === 0 ? 'Estás al día.' : unread === 1 ? '1 sin leer.' : `${unread} sin leer.`}
          </p>
        </div>
        {unread > 0 && (
          <Button
            variant="outline"
            className="self-start sm:self-auto"
            isLoading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {!markAll.isPending && <CheckCheck aria-hidden="true" />}
            Marcar todas como leídas
          </Button>
        )}
      </div>
      <Card className="overflow-hidden">{content}</Card>
      <DesktopAlertsHint />
      {hasEmailPreferences && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          ¿Quieres recibirlas también por correo?{' '}
          <Link
            to="/email-notifications"
            className="font-medium text-teal-700 underline underline-offset-2 dark:text-teal-400"
          >
            Notificaciones Email
          </Link>
        </p>
      )}
    </div>
  );
}
