import type { SessionUser } from '@jornada/shared/api/session';
import {
  type CreateWebhookRequest,
  type CreateWebhookResponse,
  type ListWebhooksResponse,
  MAX_WEBHOOKS,
  WEBHOOK_DELIVERIES_SHOWN,
  WEBHOOK_MESSAGES,
  WEBHOOK_RETRY_HOURS,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
} from '@jornada/shared/api/webhooks';
import { tenantReachFor } from '../../access/reach';
import { recordAudit } from '../../access/record-audit';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { generateWebhookSecret, type WebhookSecretBox } from './webhook-secret-box';
import { type AddressLookup, resolveWebhookTarget, type WebhookTargetPolicy } from './webhook-target';
import {
  cancelPendingDeliveries,
  type DeliveryRow,
  disableWebhook,
  findWebhook,
  insertWebhook,
  listDeliveries,
  listWebhooks,
  lockAndCountLiveWebhooks,
  lockDelivery,
  planHasApi,
  requeueDelivery,
  type WebhookRow,
} from './webhooks.repository';

export interface WebhookActor {
  user: SessionUser;
  ip: string | null;
}

export interface WebhookDeps {
  db: Db;
  secretBox: WebhookSecretBox;
  policy: WebhookTargetPolicy;
  lookup?: AddressLookup;
  /** A delivery queued again: the dispatcher may send it now. */
  onQueued?: (companyId: number) => void;
  now?: () => Date;
}

const companyOf = (actor: WebhookActor) => tenantReachFor(actor.user, 'manage:webhook').companyId;
const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

function toWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    created_at: new Date(row.created_at).toISOString(),
    created_by: row.created_by_id === null ? null : { id: row.created_by_id, name: row.created_by_name ?? '' },
    pending_deliveries: row.pending_deliveries,
    failed_deliveries: row.failed_deliveries,
  };
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhook_id: row.webhook_id,
    event: row.event_type as WebhookEventType,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.last_status_code,
    last_error: row.last_error,
    created_at: new Date(row.created_at).toISOString(),
    last_attempt_at: iso(row.last_attempt_at),
    next_attempt_at: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    delivered_at: iso(row.delivered_at),
  };
}

async function assertPlanHasApi(trx: Trx, companyId: number): Promise<void> {
  if (!(await planHasApi(trx, companyId))) throw new AppError('FORBIDDEN', WEBHOOK_MESSAGES.planWithoutApi);
}

/** GET /api/webhooks */
export async function listCompanyWebhooks(deps: WebhookDeps, actor: WebhookActor): Promise<ListWebhooksResponse> {
  const companyId = companyOf(actor);
  return withTenant(deps.db, companyId, async (trx) => ({
    available: await planHasApi(trx, companyId),
    webhooks: (await listWebhooks(trx, companyId)).map(toWebhook),
  }));
}

/**
 * POST /api/webhooks: checks the URL (scheme, and every address its name resolves to) before
 * anything is written, then stores the webhook with its secret sealed. The secret is in the answer
 * this once. Audited.
 */
export async function createWebhook(
  deps: WebhookDeps,
  actor: WebhookActor,
  input: CreateWebhookRequest,
): Promise<CreateWebhookResponse> {
  const companyId = companyOf(actor);
  // The plan first (a 403 says more than a refused URL), then the DNS lookup outside the writing
  // transaction: a slow answer must not hold a connection and a lock.
  await withTenant(deps.db, companyId, (trx) => assertPlanHasApi(trx, companyId));
  const target = await resolveWebhookTarget(input.url, deps.policy, deps.lookup);
  const url = target.url.toString();
  const events = [...input.events];
  const secret = generateWebhookSecret();
  const row = await withTenant(deps.db, companyId, async (trx) => {
    await assertPlanHasApi(trx, companyId);
    if ((await lockAndCountLiveWebhooks(trx, companyId)) >= MAX_WEBHOOKS) {
      throw new AppError('FORBIDDEN', WEBHOOK_MESSAGES.tooMany);
    }
    const id = await insertWebhook(trx, companyId, {
      url,
      events,
      sealedSecret: deps.secretBox.seal(companyId, secret),
      createdBy: actor.user.id,
    });
    await recordAudit(trx, companyId, {
      actorUserId: actor.user.id,
      action: 'webhook.created',
      entity: 'webhook',
      entityId: id,
      details: { url, events },
      ip: actor.ip,
    });
    return findWebhook(trx, companyId, id);
  });
  if (!row) throw new AppError('INTERNAL', 'No se pudo crear el webhook');
  return { ...toWebhook(row), secret };
}

/** DELETE /api/webhooks/{id}: disabled (its log stays); what was still waiting is failed. Audited. */
export async function deleteWebhook(deps: WebhookDeps, actor: WebhookActor, id: number): Promise<Webhook> {
  const companyId = companyOf(actor);
  return withTenant(deps.db, companyId, async (trx) => {
    const row = await findWebhook(trx, companyId, id);
    if (!row || !(await disableWebhook(trx, companyId, id, actor.user.id))) {
      throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
    }
    const cancelled = await cancelPendingDeliveries(trx, companyId, id);
    await recordAudit(trx, companyId, {
      actorUserId: actor.user.id,
      action: 'webhook.deleted',
      entity: 'webhook',
      entityId: id,
      details: { url: row.url, events: row.events, pending_cancelled: cancelled },
      ip: actor.ip,
    });
    return toWebhook({ ...row, pending_deliveries: 0, failed_deliveries: row.failed_deliveries + cancelled });
  });
}

/** GET /api/webhooks/{id}/deliveries: the latest ones, newest first (a deleted webhook's: 404). */
export async function listWebhookDeliveries(
  deps: WebhookDeps,
  actor: WebhookActor,
  webhookId: number,
): Promise<WebhookDelivery[]> {
  const companyId = companyOf(actor);
  return withTenant(deps.db, companyId, async (trx) => {
    if (!(await findWebhook(trx, companyId, webhookId))) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
    return (await listDeliveries(trx, companyId, webhookId, WEBHOOK_DELIVERIES_SHOWN)).map(toDelivery);
  });
}

/**
 * POST /api/webhooks/deliveries/{id}/redeliver ('Reenviar'): the same delivery (same id, same body)
 * due again now and retried for another 24 h. Refused while a dispatcher is sending it. Audited.
 */
export async function redeliverWebhookDelivery(
  deps: WebhookDeps,
  actor: WebhookActor,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const companyId = companyOf(actor);
  const now = deps.now?.() ?? new Date();
  const delivery = await withTenant(deps.db, companyId, async (trx) => {
    const row = await lockDelivery(trx, companyId, deliveryId);
    if (!row) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
    if (!row.webhook_active) throw new AppError('CONFLICT', WEBHOOK_MESSAGES.webhookDeleted);
    if (row.locked_until !== null && new Date(row.locked_until).getTime() > now.getTime()) {
      throw new AppError('CONFLICT', WEBHOOK_MESSAGES.deliveryInFlight);
    }
    await assertPlanHasApi(trx, companyId);
    await requeueDelivery(trx, companyId, deliveryId, now, new Date(now.getTime() + WEBHOOK_RETRY_HOURS * 3_600_000));
    await recordAudit(trx, companyId, {
      actorUserId: actor.user.id,
      action: 'webhook.redelivered',
      entity: 'webhook',
      entityId: row.webhook_id,
      details: { url: row.webhook_url, delivery_id: row.id, event: row.event_type, previous_status: row.status },
      ip: actor.ip,
    });
    return lockDelivery(trx, companyId, deliveryId);
  });
  if (!delivery) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
  deps.onQueued?.(companyId);
  return toDelivery(delivery);
}
