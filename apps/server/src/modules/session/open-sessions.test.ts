import { listSessionsResponse, SESSIONS_MESSAGES } from '@jornada/shared/api/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';

/** ASVS 7.5: a user sees where they are logged in and ends their other sessions. */
let ctx: TestContext;
beforeAll(async () => {
  // Revokes must show at the next request, not after the cache's few seconds.
  ctx = await createTestContext({ env: { SESSION_CACHE_SECONDS: '0' } });
});
afterAll(() => ctx.close());

const get = (cookie: string, url: string) => call(ctx.app, { method: 'GET', url, cookie });
const end = (cookie: string, id: number | string) =>
  call(ctx.app, { method: 'DELETE', url: `/api/sessions/${id}`, cookie });
const sessionsOf = async (cookie: string) => {
  const response = await get(cookie, '/api/sessions');
  expect(response.statusCode, response.body).toBe(200);
  return listSessionsResponse.parse(response.json());
};

describe('GET /api/sessions and DELETE /api/sessions/{id}', () => {
  it('lists the live sessions, this one first and marked; ending another logs that device out at once', async () => {
    const laptop = await loginAs(ctx.app, demoUsers.manager, undefined, '10.150.0.1');
    const phone = await loginAs(ctx.app, demoUsers.manager, undefined, '10.150.0.2');
    const sessions = await sessionsOf(laptop);
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions[0]).toMatchObject({ current: true, ip: '10.150.0.1' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => s.ip === '10.150.0.2');
    expect(other).toMatchObject({ current: false, created_at: expect.any(String), last_seen_at: expect.any(String) });

    const ended = await end(laptop, other?.id as number);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ success: true });
    expect((await get(phone, '/api/user')).statusCode).toBe(401);
    expect((await get(laptop, '/api/user')).statusCode).toBe(200);
    expect((await sessionsOf(laptop)).map((s) => s.id)).not.toContain(other?.id);

    const audit = await ctx.superuserQuery<{ action: string }>(
      `select action from audit_log where action = 'session.ended' and entity_id = $1`,
      [String(other?.id)],
    );
    expect(audit).toHaveLength(1);
  });

  it('never another user’s session, nor the one in use, nor one already over; a bad id is 400', async () => {
    const mine = await loginAs(ctx.app, demoUsers.worker, undefined, '10.151.0.1');
    const theirs = await loginAs(ctx.app, demoUsers.worker2, undefined, '10.151.0.2');
    const theirId = (await sessionsOf(theirs)).find((s) => s.current)?.id as number;
    const foreign = await end(mine, theirId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(SESSIONS_MESSAGES.notFound);
    expect((await get(theirs, '/api/user')).statusCode).toBe(200);

    const currentId = (await sessionsOf(mine)).find((s) => s.current)?.id as number;
    const self = await end(mine, currentId);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(SESSIONS_MESSAGES.current);

    const second = await loginAs(ctx.app, demoUsers.worker, undefined, '10.151.0.3');
    const secondId = (await sessionsOf(second)).find((s) => s.current)?.id as number;
    expect((await end(mine, secondId)).statusCode).toBe(200);
    expect((await end(mine, secondId)).statusCode).toBe(404);

    const bad = await end(mine, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SESSIONS_MESSAGES.idInvalid);
  });

  it('the platform and gestoría users too (their log is the platform’s); no session → 401', async () => {
    for (const email of [demoUsers.navegatel, demoUsers.gestoria]) {
      const a = await loginAs(ctx.app, email, undefined, '10.152.0.1');
      const b = await loginAs(ctx.app, email, undefined, '10.152.0.2');
      const otherId = (await sessionsOf(b)).find((s) => s.current)?.id as number;
      expect((await end(a, otherId)).statusCode, email).toBe(200);
      expect((await get(b, '/api/user')).statusCode, email).toBe(401);
    }
    const rows = await ctx.superuserQuery<{ n: number }>(
      `select count(*)::int as n from platform_audit_log where action = 'session.ended'`,
    );
    expect(rows[0]?.n).toBe(2);
    expect((await call(ctx.app, { method: 'GET', url: '/api/sessions' })).statusCode).toBe(401);
  });
});
