import type { NotificationType } from '@jornada/shared/api/notifications';
import { Bell, ClockAlert, type LucideIcon, Plane, TicketPlus } from 'lucide-react';
import { cn } from '../../../lib/cn';

const icons: Record<NotificationType, { icon: LucideIcon; classes: string }> = {
  ticket: { icon: TicketPlus, classes: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300' },
  vacation: { icon: Plane, classes: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300' },
  workshift: { icon: ClockAlert, classes: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300' },
  general: { icon: Bell, classes: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300' },
};

export function NotificationTypeIcon({ type, className }: { type: NotificationType; className?: string }) {
  const { icon: Icon, classes } = icons[type];
  return (
    <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', classes, className)}>
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
