import type { WebhookPayload } from '@jornada/shared/api/webhooks';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import type { WebhookSecretBox } from './webhook-secret-box';
import { postToTarget, type SendOutcome } from './webhook-sender';
import { signWebhookBody } from './webhook-signature';
import { type AddressLookup, resolveWebhookTarget, type WebhookTargetPolicy } from './webhook-target';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  type DeliveryResult,
  finishDelivery,
  listDispatchCompanyIds,
} from './webhooks.repository';

/**
 * The delay before each retry, by the number of attempts already made in this round: about 1 min,
 * 5 min, 15 min, 1 h, 2 h, 4 h, then every 8 h, until `retry_until` (24 h after the event or the
 * 'Reenviar'), when one last attempt is made at that moment and then the delivery is failed.
 */
export const DEFAULT_RETRY_DELAYS_SECONDS = [60, 300, 900, 3600, 7200, 14_400, 28_800] as const;

export interface WebhookDispatcherOptions {
  db: Db;
  secretBox: WebhookSecretBox;
  policy: WebhookTargetPolicy;
  log: FastifyBaseLogger;
  /** The clock (tests move it instead of sleeping). */
  now?: () => Date;
  lookup?: AddressLookup;
  retryDelaysSeconds?: readonly number[];
  /** The whole attempt (DNS, connect, TLS, answer). */
  timeoutMs?: number;
  /** How long a claimed delivery stays this dispatcher's: well past the timeout. */
  leaseMs?: number;
  /** Deliveries claimed per company and round. */
  batchSize?: number;
  /** Requests in flight at once. */
  concurrency?: number;
}

export interface WebhookDispatcher {
  /** One pass over every company with the API: sends what is due; how many attempts it made. */
  runOnce(): Promise<number>;
  /**
   * A pass in the background, skipped while the previous one is still going (a receiver timing out):
   * the regular poll of the queue, run by the scheduler's `webhook-dispatch` job.
   */
  poll(): Promise<number>;
  /** Runs one pass now (deliveries left from before a restart) and from then on passes when woken. */
  start(): void;
  /** Asks for a pass over one company soon (it has a new event or a redelivery); only once started. */
  wake(companyId: number): void;
  /** Stops waking and waits for the pass in progress. */
  stop(): Promise<void>;
}

export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const now = options.now ?? (() => new Date());
  const delays = options.retryDelaysSeconds ?? DEFAULT_RETRY_DELAYS_SECONDS;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const batchSize = options.batchSize ?? 20;
  const concurrency = options.concurrency ?? 8;
  const { db, log } = options;

  /** Pending again after the next delay, or failed once the retry window has passed. */
  function retryOrFail(delivery: ClaimedDelivery, at: Date, outcome: SendOutcome): DeliveryResult {
    const error = outcome.error ?? 'Error desconocido';
    const deadline = new Date(delivery.retry_until).getTime();
    if (at.getTime() >= deadline) return { status: 'failed', statusCode: outcome.statusCode, error };
    const round = Math.max(1, delivery.attempts - delivery.attempts_before_queue);
    const delay = delays[Math.min(round, delays.length) - 1] ?? 60;
    const next = Math.min(at.getTime() + delay * 1000, deadline);
    return { status: 'pending', statusCode: outcome.statusCode, error, nextAttemptAt: new Date(next) };
  }

  async function attempt(companyId: number, delivery: ClaimedDelivery): Promise<DeliveryResult> {
    const at = now();
    const secret = options.secretBox.open(companyId, delivery.sealed_secret);
    if (secret === null) {
      return retryOrFail(delivery, at, {
        statusCode: null,
        error: 'No se pudo abrir el secreto del webhook (¿ha cambiado la clave de firma del registro?)',
      });
    }
    let outcome: SendOutcome;
    try {
      const target = await withTimeout(resolveWebhookTarget(delivery.url, options.policy, options.lookup), timeoutMs);
      const payload: WebhookPayload = {
        id: delivery.id,
        type: delivery.event_type as WebhookPayload['type'],
        created_at: new Date(delivery.created_at).toISOString(),
        company_id: companyId,
        data: delivery.payload,
      };
      const body = JSON.stringify(payload);
      outcome = await postToTarget(
        target,
        body,
        {
          'content-type': 'application/json',
          'user-agent': 'Jornada-Webhooks/1.0',
          'x-jornada-event': delivery.event_type,
          'x-jornada-delivery': delivery.id,
          'x-jornada-attempt': String(delivery.attempts),
          'x-jornada-signature': signWebhookBody(secret, body, Math.floor(at.getTime() / 1000)),
        },
        timeoutMs,
      );
    } catch (error) {
      // The SSRF guard's refusal (AppError) or a lookup that took too long.
      outcome = {
        statusCode: null,
        error: error instanceof AppError ? error.message : 'No se pudo resolver el nombre',
      };
    }
    if (outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300) {
      return { status: 'delivered', statusCode: outcome.statusCode, at: now() };
    }
    return retryOrFail(delivery, now(), outcome);
  }

  async function deliver(companyId: number, delivery: ClaimedDelivery, lease: Date): Promise<void> {
    const result = await attempt(companyId, delivery);
    const isRecorded = await withTenant(db, companyId, (trx) =>
      finishDelivery(trx, companyId, delivery.id, lease, result),
    );
    if (!isRecorded) log.warn({ delivery: delivery.id }, 'envío de webhook: el resultado llegó tras vencer su reserva');
  }

  /** One round: claims a batch of each company, sends them; whether any company had more waiting. */
  async function round(companyIds: number[]): Promise<{ attempted: number; isFull: boolean }> {
    const work: { companyId: number; delivery: ClaimedDelivery; lease: Date }[] = [];
    let isFull = false;
    for (const companyId of companyIds) {
      const at = now();
      const lease = new Date(at.getTime() + leaseMs);
      try {
        const claimed = await withTenant(db, companyId, (trx) =>
          claimDueDeliveries(trx, companyId, at, lease, batchSize),
        );
        if (claimed.length === batchSize) isFull = true;
        for (const delivery of claimed) work.push({ companyId, delivery, lease });
      } catch (error) {
        log.error({ err: error, companyId }, 'envío de webhooks: no se pudieron reservar los envíos pendientes');
      }
    }
    let next = 0;
    const worker = async () => {
      while (next < work.length) {
        const item = work[next++];
        if (!item) break;
        await deliver(item.companyId, item.delivery, item.lease).catch((error: unknown) =>
          log.error({ err: error, delivery: item.delivery.id }, 'envío de webhook: no se pudo guardar el resultado'),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, work.length) }, worker));
    return { attempted: work.length, isFull };
  }

  /** Companies whose plan has the API, as of the last full pass (null: none yet). */
  let apiCompanies: Set<number> | null = null;

  async function pass(only?: number[]): Promise<number> {
    let companyIds = only;
    if (!companyIds) {
      companyIds = await listDispatchCompanyIds(db);
      apiCompanies = new Set(companyIds);
    }
    let attempted = 0;
    // A backlog is worked through in rounds, a bounded number per pass so a stop never waits long.
    for (let rounds = 0; rounds < 10; rounds++) {
      const result = await round(companyIds);
      attempted += result.attempted;
      if (!result.isFull) break;
    }
    return attempted;
  }

  // One pass at a time in this process: passes queue behind each other.
  let chain: Promise<unknown> = Promise.resolve();
  const enqueue = (work: () => Promise<number>): Promise<number> => {
    const result = chain.then(work, work);
    chain = result.catch(() => {});
    return result;
  };
  const inBackground = (work: () => Promise<number>) =>
    void enqueue(work).catch((error: unknown) => log.error({ err: error }, 'envío de webhooks fallido'));

  let isStarted = false;
  let isPollQueued = false;
  const woken = new Set<number>();
  let wakeTimer: NodeJS.Timeout | null = null;
  let isStopped = false;
  // A slow pass (a receiver timing out) does not pile up regular passes behind it.
  const poll = async (): Promise<number> => {
    if (isPollQueued || isStopped) return 0;
    isPollQueued = true;
    try {
      return await enqueue(() => pass());
    } finally {
      isPollQueued = false;
    }
  };

  return {
    runOnce: () => enqueue(() => pass()),
    poll,
    start() {
      if (isStarted || isStopped) return;
      isStarted = true;
      void poll().catch((error: unknown) => log.error({ err: error }, 'envío de webhooks fallido'));
    },
    wake(companyId) {
      if (!isStarted || isStopped || (apiCompanies && !apiCompanies.has(companyId))) return;
      woken.add(companyId);
      // Events come in bursts (8:00): one pass for the companies woken within 200 ms.
      wakeTimer ??= setTimeout(() => {
        wakeTimer = null;
        const companyIds = [...woken];
        woken.clear();
        inBackground(() => pass(companyIds));
      }, 200);
    },
    async stop() {
      isStopped = true;
      if (wakeTimer) clearTimeout(wakeTimer);
      wakeTimer = null;
      await chain;
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
