import type { NotificationPreferences } from '@jornada/shared/api/notifications';
import { sql } from 'kysely';
import type { NotificationEventValue, SubscriptionStatus } from '../../db/schema';
import type { Db, Trx } from '../../db/tenant';
import type { NewNotification } from './notify';

/** Every query runs inside withTenant (RLS on notifications and employees) and still filters by company_id. */

export async function insertNotifications(trx: Trx, companyId: number, rows: NewNotification[]) {
  if (rows.length === 0) return [];
  return trx
    .insertInto('notifications')
    .values(
      rows.map((row) => ({
        company_id: companyId,
        user_id: row.userId,
        type: row.type,
        event: row.event,
        petition_id: row.petitionId ?? null,
        workshift_id: row.workshiftId ?? null,
        title: row.title,
        message: row.message,
        link: row.link,
      })),
    )
    .returning(['id', 'user_id'])
    .execute();
}

/**
 * A forgotten clock-out notice, once per shift and person: null when that person already had it
 * (the partial unique index decides, so two sweeps at once cannot both announce it).
 */
export async function insertForgottenNotification(trx: Trx, companyId: number, row: NewNotification) {
  const { rows } = await sql<{ id: string }>`
    insert into notifications (company_id, user_id, type, event, workshift_id, title, message, link)
    values (${companyId}, ${row.userId}, ${row.type}, 'forgotten_clockout', ${row.workshiftId ?? null}, ${row.title},
      ${row.message}, ${row.link})
    on conflict (company_id, user_id, workshift_id) where event = 'forgotten_clockout' do nothing
    returning id::text as id`.execute(trx);
  return rows[0] ?? null;
}

export function listRecentNotifications(trx: Trx, companyId: number, userId: number, limit: number) {
  return (
    trx
      .selectFrom('notifications')
      .select([
        sql<string>`id::text`.as('id'),
        'type',
        'event',
        sql<string | null>`petition_id::text`.as('petition_id'),
        'title',
        'message',
        'link',
        'created_at',
        'read_at',
      ])
      .where('company_id', '=', companyId)
      .where('user_id', '=', userId)
      // The table's bigint, not the text alias of the same name.
      .orderBy(sql`notifications.id`, 'desc')
      .limit(limit)
      .execute()
  );
}

export async function markNotificationRead(trx: Trx, companyId: number, userId: number, id: string) {
  const found = await trx
    .selectFrom('notifications')
    .select(['id', 'read_at'])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) return false;
  if (found.read_at === null) {
    await trx
      .updateTable('notifications')
      .set({ read_at: sql<Date>`now()` })
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .execute();
  }
  return true;
}

export async function markAllNotificationsRead(trx: Trx, companyId: number, userId: number): Promise<number> {
  const result = await trx
    .updateTable('notifications')
    .set({ read_at: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The poll cursors: the newest notification of these events for the user, and whether one newer
 * than `since` (or, without `since`, one still unread) exists.
 */
export async function notificationCursor(
  trx: Trx,
  companyId: number,
  userId: number,
  events: NotificationEventValue[],
  since: string | undefined,
): Promise<{ cursor: string; hasNew: boolean }> {
  const row = await trx
    .selectFrom('notifications')
    .select([
      sql<string>`coalesce(max(id), 0)::text`.as('cursor'),
      since === undefined
        ? sql<boolean>`coalesce(bool_or(read_at is null), false)`.as('has_new')
        : sql<boolean>`coalesce(bool_or(id > ${since}::bigint), false)`.as('has_new'),
    ])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('event', 'in', events)
    .executeTakeFirstOrThrow();
  return { cursor: row.cursor, hasNew: row.has_new };
}

export async function findNotificationPreferences(
  trx: Trx,
  companyId: number,
  userId: number,
): Promise<NotificationPreferences | undefined> {
  const row = await trx
    .selectFrom('employees')
    .select([
      'notify_new_petition',
      'notify_decision',
      'notify_forgotten_clockout',
      'notify_monthly_summary',
      'notify_record_digest',
    ])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row
    ? {
        new_petition_assigned: row.notify_new_petition,
        decision_on_mine: row.notify_decision,
        forgotten_clockout: row.notify_forgotten_clockout,
        monthly_summary: row.notify_monthly_summary,
        record_digest: row.notify_record_digest,
      }
    : undefined;
}

export function updateNotificationPreferences(
  trx: Trx,
  companyId: number,
  userId: number,
  values: Partial<NotificationPreferences>,
) {
  return trx
    .updateTable('employees')
    .set({
      ...(values.new_petition_assigned === undefined ? {} : { notify_new_petition: values.new_petition_assigned }),
      ...(values.decision_on_mine === undefined ? {} : { notify_decision: values.decision_on_mine }),
      ...(values.forgotten_clockout === undefined ? {} : { notify_forgotten_clockout: values.forgotten_clockout }),
      ...(values.monthly_summary === undefined ? {} : { notify_monthly_summary: values.monthly_summary }),
      ...(values.record_digest === undefined ? {} : { notify_record_digest: values.record_digest }),
    })
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .execute();
}

/** Open shifts of the company that started before `startedBefore` (every worker's). */
export function listOpenShiftsStartedBefore(trx: Trx, companyId: number, startedBefore: Date) {
  return trx
    .selectFrom('workshifts as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select([
      'w.id',
      'w.user_id',
      'u.name as user_name',
      'u.role',
      sql<string>`w.fecha::text`.as('fecha'),
      'w.started_at',
    ])
    .where('w.company_id', '=', companyId)
    .where('w.status', '<>', 'completed')
    .where('w.started_at', '<', startedBefore)
    .orderBy('w.started_at')
    .execute();
}

/** Every company's id, in id order, but those whose subscription is in `exceptStatus`. */
export async function listCompanyIds(db: Db, filter: { exceptStatus: SubscriptionStatus }): Promise<number[]> {
  const rows = await db
    .selectFrom('companies')
    .select('id')
    .where('subscription_status', '<>', filter.exceptStatus)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The company's forgotten clock-out limit in hours, as stored (numeric as text); undefined without a config row. */
export async function findForgottenClockoutHours(trx: Trx, companyId: number): Promise<string | undefined> {
  const row = await trx
    .selectFrom('company_config')
    .select('forgotten_clockout_hours')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.forgotten_clockout_hours;
}
