import { HEARTBEAT_EVENT } from '@jornada/shared/api/events';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, loginAs, type TestContext } from '../../../test/test-app';
import { listenOn, openStream, type StreamClient } from './events.test-helpers';

/**
 * A stream's heartbeat reads its session again, and that read serves the user's other requests until
 * the next heartbeat (session-cache.ts). Heartbeat 1.5 s, cache 1 s: a read's entry outlives the cache's
 * own TTL, so what the heartbeat finds must show at once, not when that entry runs out.
 */

const WORKER = 'pablo.diaz@jornada.test';

let ctx: TestContext;
let baseUrl = '';
const open: StreamClient[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ env: { EVENTS_HEARTBEAT_MS: '1500', SESSION_CACHE_SECONDS: '1' } });
  baseUrl = await listenOn(ctx.app);
});
afterAll(async () => {
  for (const client of open) client.close();
  await ctx.close();
});

const isHeartbeat = (frame: { event?: string }) => frame.event === HEARTBEAT_EVENT;

describe("a stream's heartbeat and the session cache", () => {
  it('a session revoked straight in SQL is refused to the next request once the heartbeat finds it gone', async () => {
    const cookie = await loginAs(ctx.app, WORKER, undefined, '10.62.0.1');
    const client = await openStream(baseUrl, { cookie });
    open.push(client);
    // The first heartbeat's read caches the session for longer than the cache's own second.
    await client.next(isHeartbeat, { timeoutMs: 4000 });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await call(ctx.app, { method: 'GET', url: '/api/user', cookie })).statusCode).toBe(200);

    // Not through the app: nothing in this process forgets it, only the next heartbeat's read.
    await ctx.database.ownerDb
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where(
        'user_id',
        '=',
        (
          await ctx.database.ownerDb
            .selectFrom('users')
            .select('id')
            .where('email', '=', WORKER)
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    await client.ended;
    const after = await call(ctx.app, { method: 'GET', url: '/api/user', cookie });
    expect(after.statusCode).toBe(401);
  });

  it('a heartbeat brings what changed in SQL about the user to their next request', async () => {
    const cookie = await loginAs(ctx.app, WORKER, undefined, '10.62.0.2');
    const client = await openStream(baseUrl, { cookie });
    open.push(client);
    await client.next(isHeartbeat, { timeoutMs: 4000 });
    await ctx.database.ownerDb
      .updateTable('users')
      .set({ name: 'Pablo Díaz Renombrado' })
      .where('email', '=', WORKER)
      .execute();
    // The heartbeat after the change reads it (the stream goes on: the session is live).
    const seen = client.frames.length;
    await client.next(isHeartbeat, { timeoutMs: 4000, from: seen });
    await new Promise((resolve) => setTimeout(resolve, 800));
    const me = await call(ctx.app, { method: 'GET', url: '/api/user', cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ name: 'Pablo Díaz Renombrado' });
  });
});
