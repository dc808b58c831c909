import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, createTestContext, DEMO_PASSWORD, demoUsers, loginAs, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the PostgreSQL pools', () => {
  // PGlite has no server to terminate connections of: the case only exists on PostgreSQL.
  it.runIf(inject('testDatabase').kind === 'postgres')(
    'survive their idle connections being terminated (a restart, an operator): the next request works',
    async () => {
      const cookie = await loginAs(ctx.app, demoUsers.worker, DEMO_PASSWORD, '10.70.0.1');
      expect((await call(ctx.app, { method: 'GET', url: '/api/workshift/current', cookie })).statusCode).toBe(200);

      // Materialised first, so the terminating call only ever sees the other backends (not ours).
      const killed = await ctx.superuserQuery<{ pid: number }>(
        `with others as materialized (
         select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
       ) select pid from others where pg_terminate_backend(pid)`,
      );
      expect(killed.length).toBeGreaterThan(0);
      // Let the pools see their sockets close (the 'error' events that would otherwise end the process).
      await new Promise((resolve) => setTimeout(resolve, 300));

      const again = await call(ctx.app, { method: 'GET', url: '/api/workshift/current', cookie });
      expect(again.statusCode).toBe(200);
    },
  );
});
