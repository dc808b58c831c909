import type { NotificationEventValue, NotificationTypeValue } from '../../db/schema';
import type { Db, Trx } from '../../db/tenant';
import { insertNotifications, listCompanyIds, notificationCursor } from './notifications.repository';

/** One in-app notice for one person, as the module announcing something hands it over. */
export interface NewNotification {
  userId: number;
  type: NotificationTypeValue;
  event: NotificationEventValue;
  petitionId?: string | null;
  workshiftId?: string | null;
  title: string;
  message: string;
  link: string | null;
}

/** Puts the notices in their recipients' inboxes (inside the caller's transaction); nothing when there are none. */
export function sendNotifications(trx: Trx, companyId: number, rows: NewNotification[]) {
  return insertNotifications(trx, companyId, rows);
}

/**
 * The poll cursor of a user's notices of these events: the newest one's id, and whether one newer than `since`
 * (or, without `since`, one still unread) exists.
 */
export function notificationPollCursor(
  trx: Trx,
  companyId: number,
  userId: number,
  events: NotificationEventValue[],
  since: string | undefined,
): Promise<{ cursor: string; hasNew: boolean }> {
  return notificationCursor(trx, companyId, userId, events, since);
}

/** The companies that still get notices, in id order: every one but those whose subscription was cancelled. */
export function listCompaniesToNotify(db: Db): Promise<number[]> {
  return listCompanyIds(db, { exceptStatus: 'canceled' });
}
