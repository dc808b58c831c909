import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, DEMO_PASSWORD, demoUsers, loginAs, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SESSION_CACHE_SECONDS: '2' } });
});
afterAll(() => ctx.close());

const whoAmI = (cookie: string) => call(ctx.app, { method: 'GET', url: '/api/user', cookie });

describe('session cache (SESSION_CACHE_SECONDS=2)', () => {
  it('a logout ends the session at once, not after the TTL', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.manager, DEMO_PASSWORD, '10.60.0.2');
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    expect((await call(ctx.app, { method: 'POST', url: '/api/logout', cookie })).statusCode).toBe(200);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('a password change ends the other sessions of the user at once', async () => {
    const email = 'javier.moreno@jornada.test';
    const other = await loginAs(ctx.app, email, DEMO_PASSWORD, '10.60.0.3');
    const mine = await loginAs(ctx.app, email, DEMO_PASSWORD, '10.60.0.4');
    expect((await whoAmI(other)).statusCode).toBe(200);
    const change = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: DEMO_PASSWORD, new_password: 'OtraClave#2026' },
      cookie: mine,
    });
    expect(change.statusCode).toBe(200);
    expect((await whoAmI(other)).statusCode).toBe(401);
    expect((await whoAmI(mine)).statusCode).toBe(401);
  });

  it('a change made straight in SQL (not through the app) is seen once the TTL has passed', async () => {
    const email = 'marta.sanchez@jornada.test';
    const cookie = await loginAs(ctx.app, email, DEMO_PASSWORD, '10.60.0.5');
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    await ctx.database.ownerDb.updateTable('users').set({ is_active: false }).where('email', '=', email).execute();
    // Within the TTL the session is still served from memory: this is what the cache saves…
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    // …and no longer than the TTL.
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it("a company suspended in SQL ends a cached worker's session once the TTL has passed", async () => {
    const cookie = await loginAs(ctx.app, demoUsers.worker2, DEMO_PASSWORD, '10.60.0.6');
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    const suspend = (suspendedAt: Date | null) =>
      ctx.database.ownerDb
        .updateTable('companies')
        .set({ suspended_at: suspendedAt })
        .where('schema_name', '=', 'talleres_norte')
        .execute();
    await suspend(new Date());
    try {
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await whoAmI(cookie)).statusCode).toBe(401);
    } finally {
      await suspend(null);
    }
  });
});
