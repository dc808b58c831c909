import { sql } from 'kysely';
import type { WebhookDeliveryStatusValue } from '../../db/schema';
import type { Db, Trx } from '../../db/tenant';

/** webhooks and webhook_deliveries (migration 024, ADR 017): the admin's list and log, and the queue. */

export interface WebhookRow {
  id: number;
  url: string;
  events: string[];
  created_at: Date;
  created_by_id: number | null;
  created_by_name: string | null;
  pending_deliveries: number;
  failed_deliveries: number;
}

/** Whether the company's plan includes the integration API (plans.api_access, migration 025). */
export async function planHasApi(trx: Trx, companyId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('companies as c')
    .innerJoin('plans as p', 'p.id', 'c.plan_id')
    .select('p.api_access')
    .where('c.id', '=', companyId)
    .executeTakeFirst();
  return row?.api_access === true;
}

/**
 * The company's live webhooks, read under a lock on the company row (FOR NO KEY UPDATE: it does not
 * wait for, nor block, the rows that merely reference the company): two admins creating one at the
 * same moment are counted one after the other.
 */
export async function lockAndCountLiveWebhooks(trx: Trx, companyId: number): Promise<number> {
  await trx.selectFrom('companies').select('id').where('id', '=', companyId).forNoKeyUpdate().execute();
  const row = await trx
    .selectFrom('webhooks')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('company_id', '=', companyId)
    .where('active', '=', true)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function insertWebhook(
  trx: Trx,
  companyId: number,
  values: { url: string; events: string[]; sealedSecret: string; createdBy: number },
): Promise<number> {
  const row = await trx
    .insertInto('webhooks')
    .values({
      company_id: companyId,
      url: values.url,
      events: values.events,
      secret: values.sealedSecret,
      created_by: values.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function selectWebhooks(trx: Trx, companyId: number) {
  return trx
    .selectFrom('webhooks as w')
    .leftJoin('users as u', 'u.id', 'w.created_by')
    .select([
      'w.id',
      'w.url',
      'w.events',
      'w.created_at',
      'u.id as created_by_id',
      'u.name as created_by_name',
      (eb) =>
        eb
          .selectFrom('webhook_deliveries as d')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('d.company_id', '=', companyId)
          .whereRef('d.webhook_id', '=', 'w.id')
          .where('d.status', '=', 'pending')
          .as('pending_deliveries'),
      (eb) =>
        eb
          .selectFrom('webhook_deliveries as d')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('d.company_id', '=', companyId)
          .whereRef('d.webhook_id', '=', 'w.id')
          .where('d.status', '=', 'failed')
          .as('failed_deliveries'),
    ])
    .where('w.company_id', '=', companyId)
    .where('w.active', '=', true);
}

/** The company's live webhooks, oldest first. */
export async function listWebhooks(trx: Trx, companyId: number): Promise<WebhookRow[]> {
  const rows = await selectWebhooks(trx, companyId).orderBy('w.created_at').orderBy('w.id').execute();
  return rows.map((row) => ({
    ...row,
    pending_deliveries: row.pending_deliveries ?? 0,
    failed_deliveries: row.failed_deliveries ?? 0,
  }));
}

export async function findWebhook(trx: Trx, companyId: number, id: number): Promise<WebhookRow | undefined> {
  const row = await selectWebhooks(trx, companyId).where('w.id', '=', id).executeTakeFirst();
  return (
    row && { ...row, pending_deliveries: row.pending_deliveries ?? 0, failed_deliveries: row.failed_deliveries ?? 0 }
  );
}

/** Disables a live webhook (kept for its log); false when there was none. */
export async function disableWebhook(trx: Trx, companyId: number, id: number, actorId: number): Promise<boolean> {
  const result = await trx
    .updateTable('webhooks')
    .set({ active: false, disabled_at: sql`now()`, disabled_by: actorId })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A deleted webhook's deliveries still waiting: failed, with the reason; how many. */
export async function cancelPendingDeliveries(trx: Trx, companyId: number, webhookId: number): Promise<number> {
  const result = await trx
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', last_error: 'Webhook eliminado antes de entregarse', locked_until: null })
    .where('company_id', '=', companyId)
    .where('webhook_id', '=', webhookId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface DeliveryRow {
  id: string;
  webhook_id: number;
  event_type: string;
  status: WebhookDeliveryStatusValue;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
  next_attempt_at: Date;
  locked_until: Date | null;
  delivered_at: Date | null;
  webhook_active: boolean;
  webhook_url: string;
}

function selectDeliveries(trx: Trx, companyId: number) {
  return trx
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhooks as w', (join) =>
      join.onRef('w.company_id', '=', 'd.company_id').onRef('w.id', '=', 'd.webhook_id'),
    )
    .select([
      'd.id',
      'd.webhook_id',
      'd.event_type',
      'd.status',
      'd.attempts',
      'd.last_status_code',
      'd.last_error',
      'd.created_at',
      'd.last_attempt_at',
      'd.next_attempt_at',
      'd.locked_until',
      'd.delivered_at',
      'w.active as webhook_active',
      'w.url as webhook_url',
    ])
    .where('d.company_id', '=', companyId);
}

/** A webhook's latest deliveries, newest first. */
export function listDeliveries(trx: Trx, companyId: number, webhookId: number, limit: number): Promise<DeliveryRow[]> {
  return selectDeliveries(trx, companyId)
    .where('d.webhook_id', '=', webhookId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

/** Locked until the transaction ends, so a redelivery and a dispatcher's claim go in turn. */
export function lockDelivery(trx: Trx, companyId: number, id: string): Promise<DeliveryRow | undefined> {
  return selectDeliveries(trx, companyId).where('d.id', '=', id).forUpdate('d').executeTakeFirst();
}

/**
 * 'Reenviar': pending again, due now, retried for another `retryHours`; the backoff starts over
 * (attempts_before_queue), the id stays.
 */
export async function requeueDelivery(trx: Trx, companyId: number, id: string, now: Date, retryUntil: Date) {
  await trx
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      status: 'pending',
      next_attempt_at: now,
      retry_until: retryUntil,
      attempts_before_queue: eb.ref('attempts'),
      delivered_at: null,
    }))
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

// --- the dispatcher ----------------------------------------------------------------------------

/** Companies whose plan includes the API: the only ones whose deliveries are sent (global tables). */
export async function listDispatchCompanyIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('companies as c')
    .innerJoin('plans as p', 'p.id', 'c.plan_id')
    .select('c.id')
    .where('p.api_access', '=', true)
    .orderBy('c.id')
    .execute();
  return rows.map((row) => row.id);
}

export interface ClaimedDelivery {
  id: string;
  webhook_id: number;
  event_type: string;
  payload: Record<string, unknown>;
  created_at: Date;
  attempts: number;
  attempts_before_queue: number;
  retry_until: Date;
  url: string;
  sealed_secret: string;
}

/**
 * Takes up to `limit` due deliveries of the company for this dispatcher: rows another transaction
 * holds are skipped (FOR UPDATE SKIP LOCKED) and the ones taken get a lease (`locked_until`) that
 * keeps every other dispatcher off them until this one reports back or the lease runs out. The
 * attempt is counted here, so a crash mid-send still counts it.
 */
export async function claimDueDeliveries(
  trx: Trx,
  companyId: number,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const { rows } = await sql<ClaimedDelivery>`
    with due as (
      select id from webhook_deliveries
       where company_id = ${companyId} and status = 'pending' and next_attempt_at <= ${now}
         and (locked_until is null or locked_until <= ${now})
       order by next_attempt_at
       limit ${limit}
       for update skip locked
    )
    update webhook_deliveries d
       set locked_until = ${leaseUntil}, attempts = d.attempts + 1, last_attempt_at = ${now}
      from due, webhooks w
     where d.id = due.id and w.company_id = d.company_id and w.id = d.webhook_id
    returning d.id, d.webhook_id, d.event_type, d.payload, d.created_at, d.attempts, d.attempts_before_queue,
              d.retry_until, w.url, w.secret as sealed_secret`.execute(trx);
  return rows;
}

export type DeliveryResult =
  | { status: 'delivered'; statusCode: number; at: Date }
  | { status: 'pending'; statusCode: number | null; error: string; nextAttemptAt: Date }
  | { status: 'failed'; statusCode: number | null; error: string };

/**
 * Records an attempt's outcome, only while this dispatcher still holds the lease it was given: a
 * report that comes after the lease ran out (and someone else may have claimed it) changes nothing.
 */
export async function finishDelivery(
  trx: Trx,
  companyId: number,
  id: string,
  lease: Date,
  result: DeliveryResult,
): Promise<boolean> {
  const update = await trx
    .updateTable('webhook_deliveries')
    .set({
      status: result.status,
      locked_until: null,
      last_status_code: result.statusCode,
      last_error: result.status === 'delivered' ? null : result.error.slice(0, 300),
      ...(result.status === 'delivered' ? { delivered_at: result.at } : {}),
      ...(result.status === 'pending' ? { next_attempt_at: result.nextAttemptAt } : {}),
    })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('locked_until', '=', lease)
    .executeTakeFirst();
  return update.numUpdatedRows > 0n;
}
