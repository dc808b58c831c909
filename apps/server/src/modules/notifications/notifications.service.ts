import type {
  Notification,
  NotificationPreferences,
  UpdateNotificationPreferencesRequest,
} from '@jornada/shared/api/notifications';
import type { SessionUser } from '@jornada/shared/api/session';
import { spanishDate } from '@jornada/shared/domain/calendar';
import { madridTime } from '@jornada/shared/domain/madrid-time';
import { companyOf, NO_COMPANY_MESSAGE } from '../../access/company-of';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { approversFor, findActiveMember } from '../people/people.service';
import {
  deliverInBackground,
  type NotificationMailContext,
  type OutgoingMail,
  PREFERENCES_FOOTER,
} from './notification-mail';
import {
  findForgottenClockoutHours,
  findNotificationPreferences,
  insertForgottenNotification,
  listCompanyIds,
  listOpenShiftsStartedBefore,
  listRecentNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  updateNotificationPreferences as updatePreferencesRow,
} from './notifications.repository';

export const NOTIFICATION_ERRORS = {
  noCompany: NO_COMPANY_MESSAGE,
  notFound: 'Notificación no encontrada',
} as const;

/** How many notifications GET /api/petitions/notifications/recent returns. */
export const RECENT_NOTIFICATIONS = 30;

export function getRecentNotifications(db: Db, user: SessionUser): Promise<Notification[]> {
  const companyId = companyOf(user);
  return withTenant(db, companyId, async (trx) => {
    const rows = await listRecentNotifications(trx, companyId, user.id, RECENT_NOTIFICATIONS);
    return rows.map((row) => ({
      id: `${row.type}_${row.id}`,
      timestamp: new Date(row.created_at).toISOString(),
      title: row.title,
      message: row.message,
      type: row.type,
      link: row.link,
      petition_id: row.petition_id === null ? null : Number(row.petition_id),
      read: row.read_at !== null,
    }));
  });
}

export function markRead(db: Db, user: SessionUser, id: string) {
  const companyId = companyOf(user);
  const number = id.replace(/^[a-z]+_/, '');
  return withTenant(db, companyId, async (trx) => {
    if (!(await markNotificationRead(trx, companyId, user.id, number))) {
      throw new AppError('NOT_FOUND', NOTIFICATION_ERRORS.notFound);
    }
    return { success: true as const };
  });
}

export function markAllRead(db: Db, user: SessionUser) {
  const companyId = companyOf(user);
  return withTenant(db, companyId, async (trx) => ({
    success: true as const,
    updated: await markAllNotificationsRead(trx, companyId, user.id),
  }));
}

const ALL_ON: NotificationPreferences = {
  new_petition_assigned: true,
  decision_on_mine: true,
  forgotten_clockout: true,
  monthly_summary: true,
  record_digest: true,
};

export function getNotificationPreferences(db: Db, user: SessionUser): Promise<NotificationPreferences> {
  const companyId = companyOf(user);
  return withTenant(
    db,
    companyId,
    async (trx) => (await findNotificationPreferences(trx, companyId, user.id)) ?? ALL_ON,
  );
}

export function updateNotificationPreferences(
  db: Db,
  user: SessionUser,
  values: UpdateNotificationPreferencesRequest,
): Promise<NotificationPreferences> {
  const companyId = companyOf(user);
  return withTenant(db, companyId, async (trx) => {
    await updatePreferencesRow(trx, companyId, user.id, values);
    const stored = await findNotificationPreferences(trx, companyId, user.id);
    if (!stored) throw new AppError('NOT_FOUND', NOTIFICATION_ERRORS.noCompany);
    return stored;
  });
}

/**
 * Forgotten clock-outs: every open shift past its company's limit is announced once to the worker
 * (whose correction closes it) and to whoever would decide that correction (their managers, else
 * the company admins), in the app and, where the preference is on, by email. Run by the server's
 * `forgotten-clockouts` job (src/jobs) and by tests directly. Returns how many notifications it created.
 */
export async function notifyForgottenClockouts(
  db: Db,
  mail: NotificationMailContext | null,
  now = new Date(),
): Promise<number> {
  // A canceled subscription's company is no longer told anything.
  const companies = await listCompanyIds(db, { exceptStatus: 'canceled' });
  let created = 0;
  const mails: OutgoingMail[] = [];
  for (const companyId of companies) {
    await withTenant(db, companyId, async (trx) => {
      const hours = Number((await findForgottenClockoutHours(trx, companyId)) ?? 12);
      const shifts = await listOpenShiftsStartedBefore(trx, companyId, new Date(now.getTime() - hours * 3_600_000));
      for (const shift of shifts) {
        const worker = await findActiveMember(trx, companyId, shift.user_id);
        if (!worker) continue;
        const day = spanishDate(shift.fecha);
        const since = madridTime(new Date(shift.started_at)).slice(0, 5);
        const link = `/petitions/create/workshift-correction?workshift_id=${shift.id}`;
        const recipients = [
          {
            person: worker,
            message: `Tu jornada del ${day} (desde las ${since}) sigue abierta. Indica la hora real de salida con una corrección de jornada.`,
          },
          ...(await approversFor(trx, companyId, worker)).map((person) => ({
            person,
            message: `La jornada de ${worker.name} del ${day} (desde las ${since}) sigue abierta: olvido de fichar salida.`,
          })),
        ];
        for (const { person, message } of recipients) {
          const inserted = await insertForgottenNotification(trx, companyId, {
            userId: person.id,
            type: 'workshift',
            event: 'forgotten_clockout',
            workshiftId: shift.id,
            title: 'Jornada sin cerrar',
            message,
            link,
          });
          if (!inserted) continue;
          created += 1;
          if (person.notify_forgotten_clockout) {
            mails.push({
              to: person.email,
              name: person.name,
              subject: person.id === worker.id ? 'Tienes una jornada sin cerrar' : `Jornada sin cerrar: ${worker.name}`,
              paragraphs:
                person.id === worker.id
                  ? [message, 'Solo una corrección con la hora real cierra la jornada en el registro.']
                  : [message, 'Puedes proponer la corrección desde Jornada; el trabajador tendrá que aceptarla.'],
              link,
              actionLabel: person.id === worker.id ? 'Corregir mi jornada' : 'Ver la jornada',
              footer: PREFERENCES_FOOTER,
            });
          }
        }
      }
    });
  }
  await deliverInBackground(mail, mails);
  return created;
}
