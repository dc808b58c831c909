import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DomainEventType } from '@jornada/shared/api/events';
import { call, demoUsers, loginAs, type TestContext } from '../../../test/test-app';
import { withTenant } from '../../db/tenant';
import { emitDomainEvent } from '../events/emit-domain-event';
import { createWebhookDispatcher, type WebhookDispatcherOptions } from './webhook-dispatcher';
import { createWebhookSecretBox, deriveWebhookSecretKey } from './webhook-secret-box';

/** What a test's receiver got: one entry per request. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The status the next requests are answered with (and an optional delay, ms). */
  answer(status: number, delayMs?: number): void;
  close(): Promise<void>;
}

/** A webhook receiver on 127.0.0.1 (a random port), recording every request. */
export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  let status = 200;
  let delayMs = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      setTimeout(() => response.writeHead(status, { 'content-type': 'text/plain' }).end('ok'), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/jornada`,
    received,
    answer(nextStatus, nextDelay = 0) {
      status = nextStatus;
      delayMs = nextDelay;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A dispatcher on the test's database, with the app's secret key and private targets allowed. */
export function testDispatcher(ctx: TestContext, options: Partial<WebhookDispatcherOptions> = {}) {
  return createWebhookDispatcher({
    db: ctx.database.db,
    secretBox: createWebhookSecretBox(() => deriveWebhookSecretKey(ctx.signingKey)),
    policy: { requireHttps: false, allowPrivate: true },
    log: ctx.app.log,
    ...options,
  });
}

export async function companyIdOf(ctx: TestContext, schemaName: string): Promise<number> {
  const [row] = await ctx.superuserQuery<{ id: number }>('select id from companies where schema_name = $1', [
    schemaName,
  ]);
  if (!row) throw new Error(`sin empresa ${schemaName}`);
  return row.id;
}

export async function userIdOf(ctx: TestContext, email: string): Promise<number> {
  const [row] = await ctx.superuserQuery<{ id: number }>('select id from users where email = $1', [email]);
  if (!row) throw new Error(`sin usuario ${email}`);
  return row.id;
}

export async function setPlan(ctx: TestContext, companyId: number, type: string): Promise<void> {
  await ctx.superuserQuery('update companies set plan_id = (select id from plans where type = $1) where id = $2', [
    type,
    companyId,
  ]);
}

/** The panadería's admin creates a webhook; its body (with the secret). */
export async function createWebhookAs(
  ctx: TestContext,
  cookie: string,
  url: string,
  events: string[] = ['workshift.started', 'workshift.ended', 'employee.created'],
) {
  const response = await call(ctx.app, { method: 'POST', url: '/api/webhooks', payload: { url, events }, cookie });
  if (response.statusCode !== 201) throw new Error(`webhook no creado: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; secret: string; url: string; events: string[] };
}

export const adminCookie = (ctx: TestContext) => loginAs(ctx.app, demoUsers.company, undefined, '10.41.0.1');

/** A domain event as a write would emit it (the contract of modules/events), in its own transaction. */
export async function emitEvent(
  ctx: TestContext,
  companyId: number,
  type: DomainEventType,
  userId: number | null,
  data: Record<string, string | number | boolean | null> = {},
): Promise<string> {
  return withTenant(ctx.database.db, companyId, (trx) => emitDomainEvent(trx, { companyId, type, userId, data }));
}

export interface DeliveryState {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  last_status_code: number | null;
  last_error: string | null;
  payload: Record<string, unknown>;
  event_type: string;
}

/** The deliveries of a webhook, read past RLS, oldest first. */
export function deliveriesOf(ctx: TestContext, webhookId: number): Promise<DeliveryState[]> {
  return ctx.superuserQuery<DeliveryState>(
    `select id, status, attempts, next_attempt_at, last_status_code, last_error, payload, event_type
       from webhook_deliveries where webhook_id = $1 order by created_at, id`,
    [webhookId],
  );
}
