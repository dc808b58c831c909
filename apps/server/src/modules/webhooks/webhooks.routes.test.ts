import { WEBHOOK_MESSAGES } from '@jornada/shared/api/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';
import { companyIdOf, deliveriesOf, emitEvent, setPlan, userIdOf } from './webhooks.test-helpers';

/**
 * The webhooks API (ADR 017) as the production server answers it: https only, no private targets
 * (WEBHOOK_ALLOW_PRIVATE_TARGETS unset). Only the company admin of a plan with the API may use it.
 */

let ctx: TestContext;
let admin = '';
let companyA = 0;
let companyB = 0;
/** A public address written as an IP, so creating needs no DNS (nothing is sent: no dispatcher runs). */
const PUBLIC_URL = 'https://93.184.215.14/jornada/webhooks';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx.app, demoUsers.company, undefined, '10.42.0.1');
  companyA = await companyIdOf(ctx, 'panaderia_ejemplo');
  companyB = await companyIdOf(ctx, 'talleres_norte');
});
afterAll(() => ctx.close());

const create = (cookie: string, payload: unknown) =>
  call(ctx.app, { method: 'POST', url: '/api/webhooks', payload: payload as Record<string, unknown>, cookie });

describe('POST /api/webhooks', () => {
  it('creates a webhook and shows its signing secret only then; the list never shows it', async () => {
    const created = await create(admin, { url: PUBLIC_URL, events: ['workshift.started', 'petition.decided'] });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      url: PUBLIC_URL,
      events: ['workshift.started', 'petition.decided'],
      pending_deliveries: 0,
      failed_deliveries: 0,
      created_by: { name: 'Ana García' },
    });
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const list = await call(ctx.app, { method: 'GET', url: '/api/webhooks', cookie: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().available).toBe(true);
    expect(list.json().webhooks).toEqual([expect.objectContaining({ id: body.id, url: PUBLIC_URL })]);
    expect(list.body).not.toContain(body.secret);
    // Stored sealed, not as the secret itself.
    const [stored] = await ctx.superuserQuery<{ secret: string }>('select secret from webhooks where id = $1', [
      body.id,
    ]);
    expect(stored?.secret).toMatch(/^v1\./);
    expect(stored?.secret).not.toContain(body.secret.slice(6));

    const audit = await ctx.superuserQuery<{ action: string; details: Record<string, unknown> }>(
      `select action, details from audit_log where entity = 'webhook' and entity_id = $1`,
      [String(body.id)],
    );
    expect(audit).toEqual([
      { action: 'webhook.created', details: { url: PUBLIC_URL, events: ['workshift.started', 'petition.decided'] } },
    ]);
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/webhooks/${body.id}`, cookie: admin })).statusCode).toBe(
      200,
    );
  });

  it.each([
    [{ url: '', events: ['workshift.started'] }, WEBHOOK_MESSAGES.urlRequired],
    [{ url: 'no es una url', events: ['workshift.started'] }, WEBHOOK_MESSAGES.urlInvalid],
    [{ url: PUBLIC_URL, events: [] }, WEBHOOK_MESSAGES.eventsRequired],
    [{ url: PUBLIC_URL, events: ['workshift.changed'] }, WEBHOOK_MESSAGES.eventInvalid],
    [{ url: PUBLIC_URL, events: ['employee.created', 'employee.created'] }, WEBHOOK_MESSAGES.eventsRepeated],
    [{ url: 'http://93.184.215.14/hook', events: ['employee.created'] }, WEBHOOK_MESSAGES.urlHttpsOnly],
    [{ url: 'ftp://93.184.215.14/hook', events: ['employee.created'] }, WEBHOOK_MESSAGES.urlHttpsOnly],
    [{ url: 'https://yo:clave@93.184.215.14/hook', events: ['employee.created'] }, WEBHOOK_MESSAGES.urlCredentials],
    [{ url: 'https://nadie.invalid/hook', events: ['employee.created'] }, WEBHOOK_MESSAGES.urlUnresolved],
  ])('refuses %j with a Spanish 400', async (payload, message) => {
    const response = await create(admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it.each([
    'https://127.0.0.1/hook',
    'https://10.0.0.7/hook',
    'https://172.20.1.1/hook',
    'https://192.168.1.10:8443/hook',
    'https://100.64.0.1/hook',
    'https://169.254.169.254/latest/meta-data/',
    'https://0.0.0.0/hook',
    'https://224.0.0.1/hook',
    'https://[::1]/hook',
    'https://[::]/hook',
    'https://[fe80::1]/hook',
    'https://[fd00::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[::ffff:a00:1]/hook',
    'https://2130706433/hook', // 127.0.0.1 written as one number
    'https://localhost/hook', // a name that resolves to loopback
  ])('refuses the private, loopback or reserved target %s (SSRF)', async (url) => {
    const response = await create(admin, { url, events: ['employee.created'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(WEBHOOK_MESSAGES.urlPrivate);
  });

  it('is refused with 403 on a plan without the API, and to anyone but the company admin', async () => {
    const adminB = await loginAs(ctx.app, demoUsers.company2, undefined, '10.42.0.2');
    const refused = await create(adminB, { url: PUBLIC_URL, events: ['employee.created'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(WEBHOOK_MESSAGES.planWithoutApi);
    const list = await call(ctx.app, { method: 'GET', url: '/api/webhooks', cookie: adminB });
    expect(list.json()).toEqual({ available: false, webhooks: [] });
    // Still refused for a private target: the plan is answered first.
    expect((await create(adminB, { url: 'https://127.0.0.1/', events: ['employee.created'] })).statusCode).toBe(403);

    for (const email of [demoUsers.manager, demoUsers.worker]) {
      const cookie = await loginAs(ctx.app, email, undefined, '10.42.0.3');
      const response = await create(cookie, { url: PUBLIC_URL, events: ['employee.created'] });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('No tienes permiso para realizar esta acción');
    }
    expect(await ctx.superuserQuery('select id from webhooks where company_id = $1', [companyB])).toEqual([]);
  });
});

describe('tenants', () => {
  it("one company's events reach only its own webhooks, and another company cannot see or touch them", async () => {
    await setPlan(ctx, companyB, 'premium');
    const adminB = await loginAs(ctx.app, demoUsers.company2, undefined, '10.42.0.4');
    const ofA = (await create(admin, { url: PUBLIC_URL, events: ['employee.created'] })).json();
    const ofB = (await create(adminB, { url: `${PUBLIC_URL}/b`, events: ['employee.created'] })).json();

    await emitEvent(ctx, companyA, 'employee.created', await userIdOf(ctx, demoUsers.worker));
    await emitEvent(ctx, companyB, 'employee.created', await userIdOf(ctx, demoUsers.worker2));
    const [deliveryOfA] = await deliveriesOf(ctx, ofA.id);
    expect((await deliveriesOf(ctx, ofA.id)).length).toBe(1);
    expect((await deliveriesOf(ctx, ofB.id)).length).toBe(1);
    expect(deliveryOfA?.payload).toMatchObject({ employee_id: await userIdOf(ctx, demoUsers.worker) });

    const asB = (method: 'GET' | 'DELETE' | 'POST', url: string) => call(ctx.app, { method, url, cookie: adminB });
    expect((await asB('GET', '/api/webhooks')).json().webhooks.map((w: { id: number }) => w.id)).toEqual([ofB.id]);
    for (const [method, url, message] of [
      ['GET', `/api/webhooks/${ofA.id}/deliveries`, WEBHOOK_MESSAGES.notFound],
      ['DELETE', `/api/webhooks/${ofA.id}`, WEBHOOK_MESSAGES.notFound],
      ['POST', `/api/webhooks/deliveries/${deliveryOfA?.id}/redeliver`, WEBHOOK_MESSAGES.deliveryNotFound],
    ] as const) {
      const response = await asB(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(message);
    }
    const [stillActive] = await ctx.superuserQuery<{ active: boolean }>('select active from webhooks where id = $1', [
      ofA.id,
    ]);
    expect(stillActive?.active).toBe(true);
    await call(ctx.app, { method: 'DELETE', url: `/api/webhooks/${ofA.id}`, cookie: admin });
    await call(ctx.app, { method: 'DELETE', url: `/api/webhooks/${ofB.id}`, cookie: adminB });
    await setPlan(ctx, companyB, 'free');
  });
});

describe('DELETE /api/webhooks/{id}', () => {
  it('stops the webhook: no new deliveries, the waiting ones failed, its log gone from the list', async () => {
    const webhook = (await create(admin, { url: PUBLIC_URL, events: ['employee.created'] })).json();
    const workerId = await userIdOf(ctx, demoUsers.worker);
    await emitEvent(ctx, companyA, 'employee.created', workerId);
    const deleted = await call(ctx.app, { method: 'DELETE', url: `/api/webhooks/${webhook.id}`, cookie: admin });
    expect(deleted.statusCode).toBe(200);
    await emitEvent(ctx, companyA, 'employee.created', workerId);
    const rows = await deliveriesOf(ctx, webhook.id);
    expect(rows).toEqual([
      expect.objectContaining({ status: 'failed', last_error: 'Webhook eliminado antes de entregarse' }),
    ]);

    const again = await call(ctx.app, { method: 'DELETE', url: `/api/webhooks/${webhook.id}`, cookie: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(WEBHOOK_MESSAGES.notFound);
    const redeliver = await call(ctx.app, {
      method: 'POST',
      url: `/api/webhooks/deliveries/${rows[0]?.id}/redeliver`,
      cookie: admin,
    });
    expect(redeliver.statusCode).toBe(409);
    expect(redeliver.json().message).toBe(WEBHOOK_MESSAGES.webhookDeleted);
    for (const url of ['/api/webhooks/deliveries/no-es-un-id/redeliver', '/api/webhooks/99999999999/deliveries']) {
      const response = await call(ctx.app, { method: url.endsWith('redeliver') ? 'POST' : 'GET', url, cookie: admin });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
