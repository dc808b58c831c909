import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';
import { type App, buildApp } from '../../app';
import { type DatabaseHandle, openDatabase } from '../../db/create-database';
import { clockSomething, listenOn, openStream, type StreamClient, shiftOf } from './events.test-helpers';

/**
 * The bus across instances (ADR 016): two app instances on one PostgreSQL hear each other's events
 * through LISTEN/NOTIFY, or through Redis (REDIS_URL, one relay elected among them); on PGlite, Redis
 * carries the one process's events. Real HTTP streams, real Redis on 127.0.0.1:6379.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const isPostgres = () => ctx.databaseUrl !== undefined;

let ctx: TestContext;
const closers: (() => Promise<void>)[] = [];
const streams: StreamClient[] = [];
let workerId = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  const worker = await ctx.database.ownerDb
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoUsers.worker)
    .executeTakeFirstOrThrow();
  workerId = worker.id;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  for (const close of closers.reverse()) await close();
  await ctx.close();
});

/** Another instance of the app: its own pool (on the test database) and its own bus. */
async function instance(options: { redis?: boolean; sameHandle?: boolean } = {}): Promise<{ app: App; url: string }> {
  let database: DatabaseHandle = ctx.database;
  if (!options.sameHandle) {
    database = await openDatabase({ kind: 'postgres', url: ctx.databaseUrl as string, poolSize: 2 });
  }
  const config = { ...ctx.config, ...(options.redis ? { redisUrl: REDIS_URL } : {}) };
  const app = await buildApp({ config, database, logger: false, signingKey: ctx.signingKey });
  let isClosed = false;
  const close = async () => {
    if (isClosed) return;
    isClosed = true;
    await app.close();
    if (!options.sameHandle) await database.close();
  };
  closers.push(close);
  return { app, url: await listenOn(app) };
}

async function streamOf(url: string, cookie: string) {
  const stream = await openStream(url, { cookie });
  streams.push(stream);
  return stream;
}

/** Clocks through `actor` and measures how long until `stream` hears it. */
async function latencyOf(actor: App, cookie: string, stream: StreamClient): Promise<number> {
  const from = stream.frames.length;
  const started = performance.now();
  await clockSomething(actor, cookie);
  await stream.next(shiftOf(workerId), { from, timeoutMs: 1000 });
  return performance.now() - started;
}

describe('two instances on one PostgreSQL (LISTEN/NOTIFY)', () => {
  it('an action on one reaches a stream on the other within a second', async (test) => {
    if (!isPostgres()) return test.skip();
    const a = await instance();
    const b = await instance();
    const stream = await streamOf(a.url, await loginAs(a.app, demoUsers.worker, undefined, '10.62.0.1'));
    const cookieOnB = await loginAs(b.app, demoUsers.worker, undefined, '10.62.0.2');
    expect(a.app.eventBus.transport).toBe('postgres');
    expect(await latencyOf(b.app, cookieOnB, stream)).toBeLessThan(1000);
  });
});

describe('Redis pub/sub (REDIS_URL)', () => {
  it('PostgreSQL: one relay LISTENs for all instances; the other takes over when it stops', async (test) => {
    if (!isPostgres()) return test.skip();
    const listening = async () =>
      (
        await ctx.superuserQuery<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and query = 'LISTEN jornada_events' and pid <> pg_backend_pid()`,
        )
      )[0]?.n ?? 0;
    const baseline = await listening();
    const a = await instance({ redis: true });
    const b = await instance({ redis: true });
    expect(a.app.eventBus.transport).toBe('redis');
    // Of a and b, only the relay LISTENs (the instances without Redis each do).
    expect(await listening()).toBe(baseline + 1);
    const onA = await streamOf(a.url, await loginAs(a.app, demoUsers.worker, undefined, '10.62.1.1'));
    const onB = await streamOf(b.url, await loginAs(b.app, demoUsers.worker, undefined, '10.62.1.2'));
    const cookieOnB = await loginAs(b.app, demoUsers.worker, undefined, '10.62.1.3');
    expect(await latencyOf(b.app, cookieOnB, onA)).toBeLessThan(1000);
    await onB.next(shiftOf(workerId));

    // The relay (a, the first to be elected) stops: b is elected within about a second and relays.
    await closers[closers.length - 2]?.();
    await expect.poll(listening, { timeout: 4000, interval: 100 }).toBe(baseline + 1);
    const reset = onB.next((frame) => frame.event === 'reset', { timeoutMs: 4000 });
    await expect(reset).resolves.toMatchObject({ data: { reason: 'interrupted' } });
    expect(await latencyOf(b.app, cookieOnB, onB)).toBeLessThan(1000);
  });

  it('PGlite or PostgreSQL: the events of this process go through Redis to its streams', async () => {
    const one = await instance({ redis: true, sameHandle: true });
    expect(one.app.eventBus.transport).toBe('redis');
    const stream = await streamOf(one.url, await loginAs(one.app, demoUsers.worker, undefined, '10.62.2.1'));
    const cookie = await loginAs(one.app, demoUsers.worker, undefined, '10.62.2.2');
    expect(await latencyOf(one.app, cookie, stream)).toBeLessThan(1000);
  });
});
