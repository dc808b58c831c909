import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';
import { buildApp } from '../../app';
import { verifyWebhookSignature } from './webhook-signature';
import {
  adminCookie,
  companyIdOf,
  createWebhookAs,
  deliveriesOf,
  emitEvent,
  type Receiver,
  startReceiver,
  testDispatcher,
  userIdOf,
} from './webhooks.test-helpers';

/**
 * The dispatcher (ADR 017) against a receiver on loopback: signed bodies, the retry schedule on a clock
 * the test moves, restarts, and two dispatchers sharing one queue.
 */

const env = { NODE_ENV: 'development', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' };
const MINUTE = 60_000;

let ctx: TestContext;
let receiver: Receiver;
let companyId = 0;
let workerId = 0;
let cookie = '';

beforeAll(async () => {
  ctx = await createTestContext({ env });
  receiver = await startReceiver();
  companyId = await companyIdOf(ctx, 'panaderia_ejemplo');
  workerId = await userIdOf(ctx, demoUsers.worker);
  cookie = await adminCookie(ctx);
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});
afterEach(() => {
  receiver.received.length = 0;
  receiver.answer(200);
});

/** The worker starts a shift (or ends the one the demo left open, then starts): a real clock action. */
async function workerStartsShift(): Promise<void> {
  const worker = await loginAs(ctx.app, demoUsers.worker, undefined, '10.41.0.2');
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    call(ctx.app, { method: 'POST', url, payload, cookie: worker });
  let started = await post('/api/workshift/start');
  if (started.statusCode === 409) {
    expect((await post('/api/workshift/end')).statusCode).toBe(200);
    started = await post('/api/workshift/start');
  }
  expect(started.statusCode, started.body).toBe(200);
}

describe('a delivery', () => {
  it('is signed JSON with the delivery id, the event and the shift facts, verifiable with the secret', async () => {
    const webhook = await createWebhookAs(ctx, cookie, receiver.url, ['workshift.started']);
    await workerStartsShift();
    const [queued] = await deliveriesOf(ctx, webhook.id);
    expect(queued?.status).toBe('pending');

    const now = new Date();
    expect(await testDispatcher(ctx, { now: () => now }).runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    if (!request || !queued) throw new Error('sin envío');
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const signature = String(request.headers['x-jornada-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(webhook.secret, request.body, signature, { nowSeconds })).toBe(true);
    // Another secret, a changed body or an old timestamp do not verify.
    expect(verifyWebhookSignature(`${webhook.secret}x`, request.body, signature, { nowSeconds })).toBe(false);
    expect(verifyWebhookSignature(webhook.secret, `${request.body} `, signature, { nowSeconds })).toBe(false);
    expect(verifyWebhookSignature(webhook.secret, request.body, signature, { nowSeconds: nowSeconds + 600 })).toBe(
      false,
    );

    // The receiver-side snippet in docs/integrations.md verifies it too.
    const isFromJornada = await documentedVerifier();
    expect(isFromJornada(webhook.secret, request.body, signature)).toBe(true);
    expect(isFromJornada(webhook.secret, request.body.replace('"', "'"), signature)).toBe(false);

    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-jornada-event']).toBe('workshift.started');
    expect(request.headers['x-jornada-delivery']).toBe(queued.id);
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({ id: queued.id, type: 'workshift.started', company_id: companyId });
    expect(Date.parse(body.created_at)).not.toBeNaN();
    expect(body.data).toMatchObject({ user_id: workerId, status: 'in_progress', ended_at: null });
    expect(body.data.workshift_id).toMatch(/^\d+$/);
    expect(body.data.fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(body.data.started_at)).not.toBeNaN();
    // Ids and facts only: nobody's name or email.
    expect(request.body).not.toMatch(/@jornada\.test|Lucía|Fernández/);

    const [after] = await deliveriesOf(ctx, webhook.id);
    expect(after).toMatchObject({ status: 'delivered', attempts: 1, last_status_code: 200 });
    // Delivered: nothing more goes out.
    expect(await testDispatcher(ctx, { now: () => new Date(now.getTime() + 60 * MINUTE) }).runOnce()).toBe(0);
    await call(ctx.app, { method: 'DELETE', url: `/api/webhooks/${webhook.id}`, cookie });
  });

  it('on a 500 is retried after 1, 5 and 15 minutes with the same id, until the receiver takes it', async () => {
    const webhook = await createWebhookAs(ctx, cookie, receiver.url, ['employee.created']);
    await emitEvent(ctx, companyId, 'employee.created', workerId);
    receiver.answer(500);
    const t0 = Date.now() + 1000;
    let clock = t0;
    const dispatcher = testDispatcher(ctx, { now: () => new Date(clock) });

    const schedule: [offsetMs: number, attempted: number][] = [
      [0, 1],
      [MINUTE - 1000, 0], // not yet
      [MINUTE, 1],
      [MINUTE + 5 * MINUTE - 1000, 0],
      [MINUTE + 5 * MINUTE, 1],
      [6 * MINUTE + 15 * MINUTE, 1],
    ];
    for (const [offset, attempted] of schedule) {
      clock = t0 + offset;
      expect(await dispatcher.runOnce(), `a los ${offset / 1000} s`).toBe(attempted);
    }
    const [pending] = await deliveriesOf(ctx, webhook.id);
    expect(pending).toMatchObject({ status: 'pending', attempts: 4, last_status_code: 500 });
    expect(pending?.last_error).toBe('El receptor respondió 500');
    expect(new Date(pending?.next_attempt_at ?? 0).getTime()).toBe(t0 + 21 * MINUTE + 60 * MINUTE);

    receiver.answer(200);
    clock = t0 + 81 * MINUTE;
    expect(await dispatcher.runOnce()).toBe(1);
    const ids = receiver.received.map((request) => request.headers['x-jornada-delivery']);
    expect(ids).toHaveLength(5);
    expect(new Set(ids)).toEqual(new Set([pending?.id]));
    expect(receiver.received.map((request) => request.headers['x-jornada-attempt'])).toEqual(['1', '2', '3', '4', '5']);
    expect((await deliveriesOf(ctx, webhook.id))[0]).toMatchObject({ status: 'delivered', attempts: 5 });
    await call(ctx.app, { method: 'DELETE', url: `/api/webhooks/${webhook.id}`, cookie });
  });

  it("fails after 24 h; 'Reenviar' sends the same id again and the log shows it", async () => {
    const webhook = await createWebhookAs(ctx, cookie, receiver.url, ['employee.created']);
    await emitEvent(ctx, companyId, 'employee.created', workerId);
    receiver.answer(503);
    const t0 = Date.now() + 1000;
    let clock = t0;
    const dispatcher = testDispatcher(ctx, { now: () => new Date(clock) });
    expect(await dispatcher.runOnce()).toBe(1);
    clock = t0 + 25 * 60 * MINUTE;
    expect(await dispatcher.runOnce()).toBe(1);
    const [failed] = await deliveriesOf(ctx, webhook.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 2, last_status_code: 503 });
    clock = t0 + 50 * 60 * MINUTE;
    expect(await dispatcher.runOnce()).toBe(0);

    const log = await call(ctx.app, { method: 'GET', url: `/api/webhooks/${webhook.id}/deliveries`, cookie });
    expect(log.statusCode).toBe(200);
    expect(log.json()).toEqual([
      expect.objectContaining({ id: failed?.id, status: 'failed', attempts: 2, last_status_code: 503 }),
    ]);

    receiver.answer(204);
    const again = await call(ctx.app, {
      method: 'POST',
      url: `/api/webhooks/deliveries/${failed?.id}/redeliver`,
      cookie,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: failed?.id, status: 'pending' });
    clock = Date.now() + 1000;
    expect(await dispatcher.runOnce()).toBe(1);
    expect(receiver.received.map((request) => request.headers['x-jornada-delivery'])).toEqual([
      failed?.id,
      failed?.id,
      failed?.id,
    ]);
    const after = await call(ctx.app, { method: 'GET', url: `/api/webhooks/${webhook.id}/deliveries`, cookie });
    expect(after.json()[0]).toMatchObject({ status: 'delivered', attempts: 3, last_status_code: 204 });
    const audit = await ctx.superuserQuery<{ action: string }>(
      `select action from audit_log where company_id = $1 and entity = 'webhook' and entity_id = $2 order by id`,
      [companyId, String(webhook.id)],
    );
    expect(audit.map((row) => row.action)).toEqual(['webhook.created', 'webhook.redelivered']);
    await call(ctx.app, { method: 'DELETE', url: `/api/webhooks/${webhook.id}`, cookie });
  });

  it('goes out once when two dispatchers work the same queue at the same time', async () => {
    const webhook = await createWebhookAs(ctx, cookie, receiver.url, ['employee.created']);
    for (let i = 0; i < 24; i++) await emitEvent(ctx, companyId, 'employee.created', workerId, { n: i });
    receiver.answer(200, 15);
    const now = () => new Date(Date.now() + 1000);
    const first = testDispatcher(ctx, { now, batchSize: 5, concurrency: 3 });
    const second = testDispatcher(ctx, { now, batchSize: 5, concurrency: 3 });
    const attempted = await Promise.all([first.runOnce(), second.runOnce()]);
    // Both took part, and together they made exactly one attempt per delivery.
    expect(
      attempted.every((n) => n > 0),
      String(attempted),
    ).toBe(true);
    expect(attempted.reduce((a, b) => a + b, 0)).toBe(24);
    const ids = receiver.received.map((request) => String(request.headers['x-jornada-delivery']));
    expect(ids).toHaveLength(24);
    expect(new Set(ids).size).toBe(24);
    const rows = await deliveriesOf(ctx, webhook.id);
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
    await call(ctx.app, { method: 'DELETE', url: `/api/webhooks/${webhook.id}`, cookie });
  });

  it('to a loopback address is refused at send time once private targets are not allowed', async () => {
    const webhook = await createWebhookAs(ctx, cookie, receiver.url, ['employee.created']);
    await emitEvent(ctx, companyId, 'employee.created', workerId);
    const strict = testDispatcher(ctx, { policy: { requireHttps: false, allowPrivate: false } });
    expect(await strict.runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(0);
    const [refused] = await deliveriesOf(ctx, webhook.id);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1, last_status_code: null });
    expect(refused?.last_error).toMatch(/dirección privada/);
    await call(ctx.app, { method: 'DELETE', url: `/api/webhooks/${webhook.id}`, cookie });
  });
});

describe('in a running server', () => {
  it('a new event goes out at once, without waiting for the next regular pass', async () => {
    const config = { ...ctx.config, webhooks: { ...ctx.config.webhooks, dispatchSeconds: 3600 } };
    const app = await buildApp({ config, database: ctx.database, signingKey: ctx.signingKey, logger: false });
    await app.ready();
    try {
      const webhook = await createWebhookAs(ctx, cookie, receiver.url, ['employee.deactivated']);
      // The start's own pass has run (nothing was due); the event then wakes the dispatcher.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await emitEvent(ctx, companyId, 'employee.deactivated', workerId);
      await waitFor(() => receiver.received.length === 1, 3000);
      expect(receiver.received[0]?.headers['x-jornada-event']).toBe('employee.deactivated');
      await call(ctx.app, { method: 'DELETE', url: `/api/webhooks/${webhook.id}`, cookie });
    } finally {
      await app.close();
    }
  });
});

describe('after a restart', () => {
  it('the delivery that failed goes out from the new server, with the same id', async () => {
    // Servers with a dispatcher running in the background, on the test's database.
    const config = { ...ctx.config, webhooks: { ...ctx.config.webhooks, dispatchSeconds: 0.1 } };
    const startServer = async () => {
      const app = await buildApp({ config, database: ctx.database, signingKey: ctx.signingKey, logger: false });
      await app.ready();
      return app;
    };
    const webhook = await createWebhookAs(ctx, cookie, receiver.url, ['employee.created']);
    receiver.answer(500);
    const first = await startServer();
    try {
      await emitEvent(ctx, companyId, 'employee.created', workerId);
      await waitFor(() => receiver.received.length === 1);
    } finally {
      await first.close();
    }
    const [waiting] = await deliveriesOf(ctx, webhook.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });

    // The minute of backoff passes while no server runs; the receiver recovers.
    await ctx.superuserQuery(
      `update webhook_deliveries set next_attempt_at = now() - interval '1 second' where webhook_id = $1`,
      [webhook.id],
    );
    receiver.answer(200);
    const second = await startServer();
    try {
      await waitFor(() => receiver.received.length === 2);
    } finally {
      await second.close();
    }
    expect(receiver.received.map((request) => request.headers['x-jornada-delivery'])).toEqual([
      waiting?.id,
      waiting?.id,
    ]);
    expect((await deliveriesOf(ctx, webhook.id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
    await call(ctx.app, { method: 'DELETE', url: `/api/webhooks/${webhook.id}`, cookie });
  });
});

/** The «Comprobar la firma» snippet of docs/integrations.md, loaded as a module. */
async function documentedVerifier(): Promise<(secret: string, body: string, header: string) => boolean> {
  const readme = readFileSync(join(__dirname, '../../../../../docs/integrations.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Comprobar la firma'));
  const code = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error('docs/integrations.md no tiene el fragmento de verificación');
  const dir = mkdtempSync(join(tmpdir(), 'jornada-docs-'));
  const file = join(dir, 'verify.mjs');
  writeFileSync(file, code);
  try {
    return (await import(pathToFileURL(file).href)).isFromJornada;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('no llegó a tiempo');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
