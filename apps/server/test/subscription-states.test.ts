import { SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE } from '@jornada/shared/api/session';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, DEMO_PASSWORD, demoUsers, loginAs, type TestContext } from './test-app';

/**
 * An expired or suspended company ends its workers' and managers' sessions at their next
 * request, and keeps its admin in a restricted mode (read and export the register, settings, own
 * session) where everything else answers 402 'Actualice su suscripción'.
 */
let ctx: TestContext;
beforeAll(async () => {
  // The company rows change straight in SQL; with the session cache on they would show within its
  // TTL only (session-cache.ts), which is not what these tests are about.
  ctx = await createTestContext({ env: { SESSION_CACHE_SECONDS: '0' } });
});
afterAll(() => ctx.close());

const DEMO_SCHEMA = 'panaderia_ejemplo';
const RESTRICTED = { status: 402, message: 'Actualice su suscripción' };

function setCompany(values: {
  suspended_at?: ReturnType<typeof sql<Date>> | null;
  subscription_status?: 'trialing' | 'active';
  trial_ends_at?: ReturnType<typeof sql<Date>> | Date | null;
}) {
  return ctx.database.ownerDb.updateTable('companies').set(values).where('schema_name', '=', DEMO_SCHEMA).execute();
}

afterEach(async () => {
  await setCompany({ suspended_at: null, subscription_status: 'active', trial_ends_at: null });
});

const get = (url: string, cookie: string) => call(ctx.app, { method: 'GET', url, cookie });
const outcome = (response: { statusCode: number; json(): { message?: string } }) => ({
  status: response.statusCode,
  message: response.json().message,
});
const postEmployee = (cookie: string) =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/employees',
    cookie,
    payload: { name: 'Nueva Persona', email: 'nueva.persona@jornada.test' },
  });

it('the demo company is active: its users see company_state and nothing is restricted', async () => {
  const admin = await loginAs(ctx.app, demoUsers.company);
  const user = await get('/api/user', admin);
  expect(user.statusCode).toBe(200);
  expect(user.json().company_state).toBe('active');
  const platform = await loginAs(ctx.app, demoUsers.navegatel);
  expect((await get('/api/user', platform)).json().company_state).toBeNull();
});

describe('a suspension (companies.suspended_at)', () => {
  it("ends the worker's and the manager's open sessions at their next request, and their logins", async () => {
    const worker = await loginAs(ctx.app, demoUsers.worker, DEMO_PASSWORD, '10.60.0.1');
    const manager = await loginAs(ctx.app, demoUsers.manager, DEMO_PASSWORD, '10.60.0.2');
    expect((await get('/api/user', worker)).statusCode).toBe(200);

    await setCompany({ suspended_at: sql<Date>`now()` });

    for (const cookie of [worker, manager]) {
      const refused = await get('/api/user', cookie);
      expect(outcome(refused)).toEqual({ status: 401, message: SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE });
      expect(outcome(await get('/api/workshift/current', cookie)).status).toBe(401);
    }
    for (const email of [demoUsers.worker, demoUsers.manager]) {
      const login = await call(ctx.app, {
        method: 'POST',
        url: '/api/login',
        payload: { email, password: DEMO_PASSWORD },
        remoteAddress: '10.60.0.3',
      });
      expect(outcome(login)).toEqual({ status: 403, message: SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE });
    }

    // The session ended for good: lifting the suspension does not bring the old cookie back.
    await setCompany({ suspended_at: null });
    expect((await get('/api/user', worker)).statusCode).toBe(401);
    expect(
      (await get('/api/user', await loginAs(ctx.app, demoUsers.worker, DEMO_PASSWORD, '10.60.0.4'))).statusCode,
    ).toBe(200);
  });

  it('keeps the admin in restricted mode: the register reads and exports, settings; the rest is 402', async () => {
    const openBefore = await loginAs(ctx.app, demoUsers.company, DEMO_PASSWORD, '10.61.0.1');
    await setCompany({ suspended_at: sql<Date>`now()` });
    const loggedAfter = await loginAs(ctx.app, demoUsers.company, DEMO_PASSWORD, '10.61.0.2');

    for (const admin of [openBefore, loggedAfter]) {
      const user = await get('/api/user', admin);
      expect(user.statusCode).toBe(200);
      expect(user.json().company_state).toBe('suspended');

      expect((await get('/api/reports/register?from=2026-10-01&to=2026-10-31', admin)).statusCode).toBe(200);
      const csv = await get('/api/reports/register?from=2026-10-01&to=2026-10-31&format=csv', admin);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/csv/);
      expect((await get('/api/reports/alerts?from=2026-10-01&to=2026-10-31', admin)).statusCode).not.toBe(402);
      expect((await get('/api/company/config', admin)).statusCode).toBe(200);
      expect((await get('/api/company', admin)).statusCode).toBe(200);
      expect((await get('/api/employees', admin)).statusCode).toBe(200);

      expect(outcome(await postEmployee(admin))).toEqual(RESTRICTED);
      expect(outcome(await get('/api/petitions', admin))).toEqual(RESTRICTED);
      expect(outcome(await get('/api/pos-terminals', admin))).toEqual(RESTRICTED);
    }
    // Logging out stays possible (a public route).
    const logout = await call(ctx.app, { method: 'POST', url: '/api/logout', cookie: loggedAfter });
    expect(logout.statusCode).toBe(200);
  });
});

describe('an expired trial', () => {
  it('puts the admin in restricted mode, and extending the trial restores everything at once', async () => {
    await setCompany({ subscription_status: 'trialing', trial_ends_at: new Date(Date.now() - 60_000) });
    const admin = await loginAs(ctx.app, demoUsers.company, DEMO_PASSWORD, '10.62.0.1');
    expect((await get('/api/user', admin)).json().company_state).toBe('expired');
    expect(outcome(await postEmployee(admin))).toEqual(RESTRICTED);
    const worker = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: demoUsers.worker, password: DEMO_PASSWORD },
      remoteAddress: '10.62.0.2',
    });
    expect(worker.statusCode).toBe(403);

    await setCompany({ trial_ends_at: new Date(Date.now() + 14 * 86_400_000) });
    expect((await get('/api/user', admin)).json().company_state).toBe('trial');
    expect((await get('/api/petitions', admin)).statusCode).toBe(200);
    const created = await postEmployee(admin);
    expect(created.statusCode).not.toBe(402);
    expect(created.statusCode).toBeLessThan(500);
    const workerAgain = await loginAs(ctx.app, demoUsers.worker, DEMO_PASSWORD, '10.62.0.3');
    expect((await get('/api/user', workerAgain)).json().company_state).toBe('trial');
  });
});
