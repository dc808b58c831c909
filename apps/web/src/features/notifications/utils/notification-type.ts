import { type NotificationType, notificationTypes } from '@jornada/shared/api/notifications';

/**
 * SPEC §3 Notification: the prefix of the id before the underscore is the type ('vacation_12' →
 * vacation); anything else is a general notice.
 */
export function notificationTypeOf(id: string): NotificationType {
  const separator = id.indexOf('_');
  const prefix = separator > 0 ? id.slice(0, separator) : '';
  return (notificationTypes as readonly string[]).includes(prefix) ? (prefix as NotificationType) : 'general';
}

export const notificationTypeLabels: Record<NotificationType, string> = {
  ticket: 'Incidencia',
  vacation: 'Vacaciones',
  workshift: 'Jornada',
  general: 'Aviso',
};
