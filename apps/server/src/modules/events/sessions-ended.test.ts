import { HEARTBEAT_EVENT } from '@jornada/shared/api/events';
import { webhookEventTypes } from '@jornada/shared/api/webhooks';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestContext,
  DEMO_PASSWORD,
  demoUsers,
  loginAs,
  sessionCookieOf,
  type TestContext,
} from '../../../test/test-app';
import { type App, buildApp } from '../../app';
import { type DatabaseHandle, openDatabase } from '../../db/create-database';
import { endSessionsWhere } from '../session/session.repository';
import { createWebhookAs, deliveriesOf } from '../webhooks/webhooks.test-helpers';
import type { BusEvent } from './event-bus';
import { clockSomething, type Frame, listenOn, openStream, type StreamClient, shiftOf } from './events.test-helpers';

/**
 * A session that ends on one instance ends its event streams on every instance at once (ADR 019): the
 * revoke's own NOTIFY names the ended sessions, and each bus hands them to its streams. The heartbeat
 * stays at its production 25 s here, so only that message can end a stream within the second; the
 * streams of the user's other sessions stay open. Two app instances: on PostgreSQL each with its own
 * pool and LISTEN connection, on PGlite two apps on its one session (what it can share).
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MARTA = 'marta.sanchez@jornada.test';
const PABLO = 'pablo.diaz@jornada.test';
const JAVIER = 'javier.moreno@jornada.test';
/** Far below the 25-s heartbeat that was the only way a stream learnt of its session's end. */
const PROMPTLY_MS = 1000;

let ctx: TestContext;
const closers: (() => Promise<void>)[] = [];
const streams: StreamClient[] = [];
let ip = 0;

beforeAll(async () => {
  // A webhook to a loopback address is refused in production.
  ctx = await createTestContext({ env: { NODE_ENV: 'development', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  for (const close of closers.reverse()) await close();
  await ctx.close();
});

async function instance(options: { redis?: boolean } = {}): Promise<{ app: App; url: string }> {
  const isPostgres = ctx.databaseUrl !== undefined;
  const database: DatabaseHandle = isPostgres
    ? await openDatabase({ kind: 'postgres', url: ctx.databaseUrl as string, poolSize: 2 })
    : ctx.database;
  const config = { ...ctx.config, ...(options.redis ? { redisUrl: REDIS_URL } : {}) };
  const app = await buildApp({ config, database, logger: false, signingKey: ctx.signingKey });
  closers.push(async () => {
    await app.close();
    if (isPostgres) await database.close();
  });
  return { app, url: await listenOn(app) };
}

const login = (app: App, email: string) => loginAs(app, email, DEMO_PASSWORD, `10.63.0.${++ip}`);

async function streamOf(url: string, cookie: string) {
  const stream = await openStream(url, { cookie });
  expect(stream.status).toBe(200);
  streams.push(stream);
  let isEnded = false;
  void stream.ended.then(() => {
    isEnded = true;
  });
  return Object.assign(stream, { isOpen: () => !isEnded });
}

/** Whether the server ends `stream` within `ms`. */
const endsWithin = (stream: StreamClient, ms = PROMPTLY_MS) =>
  Promise.race([stream.ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

async function sessionIdOf(app: App, cookie: string): Promise<number> {
  const sessions = (await call(app, { method: 'GET', url: '/api/sessions', cookie })).json() as {
    id: number;
    current: boolean;
  }[];
  return sessions.find((session) => session.current)?.id as number;
}

async function userIdOf(email: string): Promise<number> {
  const user = await ctx.database.ownerDb
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return user.id;
}

const countDomainEvents = async () =>
  (await ctx.superuserQuery<{ n: number }>('select count(*)::int as n from domain_events'))[0]?.n;

/** Only what clients may see: topics, heartbeats, resets; never the internal message or its ids. */
function expectOnlyPublicFrames(frames: Frame[]) {
  const allowed = new Set(['workshift', 'petitions', 'notifications', 'employees', 'config', HEARTBEAT_EVENT]);
  for (const frame of frames) {
    if (frame.event !== undefined) expect(allowed).toContain(frame.event);
    expect(JSON.stringify(frame)).not.toMatch(/session_ids|internal|sessions\.ended/);
  }
}

let a: { app: App; url: string };
let b: { app: App; url: string };

describe('a session ended on instance A ends its streams on instance B at once', () => {
  beforeAll(async () => {
    a = await instance();
    b = await instance();
  });

  it('logout: that session’s stream ends within a second; the same user’s other session keeps its stream', async () => {
    const workerId = await userIdOf(demoUsers.worker);
    const admin = await login(a.app, demoUsers.company);
    const webhook = await createWebhookAs(ctx, admin, 'http://127.0.0.1:9/hook', [...webhookEventTypes]);
    const leaving = await login(a.app, demoUsers.worker);
    const staying = await login(a.app, demoUsers.worker);
    const leavingId = await sessionIdOf(a.app, leaving);
    const ended = await streamOf(b.url, leaving);
    const other = await streamOf(b.url, staying);
    const heardOnB: BusEvent[] = [];
    const endedOnB: number[][] = [];
    const off = b.app.eventBus.subscribe((event) => heardOnB.push(event));
    const offEnded = b.app.eventBus.onSessionsEnded((ids) => endedOnB.push(ids));
    const eventsBefore = await countDomainEvents();

    const started = performance.now();
    expect((await call(a.app, { method: 'POST', url: '/api/logout', cookie: leaving })).statusCode).toBe(200);
    expect(await endsWithin(ended)).toBe(true);
    const latency = performance.now() - started;

    // The other session's stream still hears what happens.
    const from = other.frames.length;
    await clockSomething(a.app, staying);
    await other.next(shiftOf(workerId), { from, timeoutMs: PROMPTLY_MS });
    expect(other.isOpen()).toBe(true);
    // The message was the bus's internal one: no domain event (nothing to resume, no webhook delivery),
    // none of B's subscribers (its streams, the webhook dispatcher) heard it, and no client saw it.
    expect(endedOnB).toEqual([[leavingId]]);
    expect(heardOnB.map((event) => event.type)).toEqual([expect.stringMatching(/^workshift\./)]);
    expect(await countDomainEvents()).toBe((eventsBefore ?? 0) + 1);
    expect((await deliveriesOf(ctx, webhook.id)).map((d) => d.event_type)).toEqual([heardOnB[0]?.type]);
    expectOnlyPublicFrames([...ended.frames, ...other.frames]);
    off();
    offEnded();
    expect(latency).toBeLessThan(PROMPTLY_MS);
  });

  it('ending another session from the sessions page ends that session’s stream only', async () => {
    const phone = await login(a.app, demoUsers.worker);
    const laptop = await login(a.app, demoUsers.worker);
    const phoneStream = await streamOf(b.url, phone);
    const laptopStream = await streamOf(b.url, laptop);
    const phoneId = await sessionIdOf(a.app, phone);

    const response = await call(a.app, { method: 'DELETE', url: `/api/sessions/${phoneId}`, cookie: laptop });
    expect(response.statusCode).toBe(200);
    expect(await endsWithin(phoneStream)).toBe(true);
    expect(await endsWithin(laptopStream, 300)).toBe(false);
    expect((await call(b.app, { method: 'GET', url: '/api/user', cookie: phone })).statusCode).toBe(401);
  });

  it('a password change ends every old session’s stream; another user’s stays, the new session opens one', async () => {
    const martaId = await userIdOf(MARTA);
    const current = await login(a.app, MARTA);
    const elsewhere = await login(a.app, MARTA);
    const admin = await login(a.app, demoUsers.company);
    const onCurrent = await streamOf(b.url, current);
    const onElsewhere = await streamOf(b.url, elsewhere);
    const adminStream = await streamOf(b.url, admin);

    const response = await call(a.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: DEMO_PASSWORD, new_password: 'Masa&Madre2025' },
      cookie: current,
    });
    expect(response.statusCode).toBe(200);
    const [ended, endedElsewhere] = await Promise.all([endsWithin(onCurrent), endsWithin(onElsewhere)]);
    expect([ended, endedElsewhere]).toEqual([true, true]);

    const renewed = sessionCookieOf(response);
    const fresh = await streamOf(b.url, renewed);
    const from = adminStream.frames.length;
    await clockSomething(a.app, renewed);
    await adminStream.next(shiftOf(martaId), { from, timeoutMs: PROMPTLY_MS });
    await fresh.next(shiftOf(martaId), { timeoutMs: PROMPTLY_MS });
    expect(adminStream.isOpen()).toBe(true);
    expect(fresh.isOpen()).toBe(true);
  });

  it('an admin’s new password for an employee ends the employee’s streams', async () => {
    const javierId = await userIdOf(JAVIER);
    const javier = await streamOf(b.url, await login(a.app, JAVIER));
    const admin = await login(a.app, demoUsers.company);
    const response = await call(a.app, {
      method: 'PATCH',
      url: `/api/auth/update-password/${javierId}`,
      payload: { password: 'Horno&Leña2025' },
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(await endsWithin(javier)).toBe(true);
  });

  it('deactivating an employee ends their streams; the admin’s stream hears the deactivation, nothing more', async () => {
    const pabloId = await userIdOf(PABLO);
    const pablo = await streamOf(b.url, await login(a.app, PABLO));
    const admin = await login(a.app, demoUsers.company);
    const adminStream = await streamOf(b.url, admin);

    const response = await call(a.app, { method: 'DELETE', url: `/api/employees/${pabloId}`, cookie: admin });
    expect(response.statusCode).toBe(200);
    expect(await endsWithin(pablo)).toBe(true);
    const deactivated = await adminStream.next((frame) => frame.data?.type === 'employee.deactivated');
    expect(deactivated).toMatchObject({ event: 'employees', data: { user_id: pabloId } });
    expect(adminStream.isOpen()).toBe(true);
    expectOnlyPublicFrames([...pablo.frames, ...adminStream.frames]);
  });
});

describe('through Redis (REDIS_URL), one relay for both instances', () => {
  it('logout on A ends the stream on B within a second', async () => {
    const relayed = await instance({ redis: true });
    const other = await instance({ redis: true });
    expect(other.app.eventBus.transport).toBe('redis');
    const cookie = await login(relayed.app, demoUsers.manager);
    const stream = await streamOf(other.url, cookie);
    expect((await call(relayed.app, { method: 'POST', url: '/api/logout', cookie })).statusCode).toBe(200);
    expect(await endsWithin(stream)).toBe(true);
  });
});

describe('the announcement', () => {
  it('names every unexpired session ended, in notices of at most 300 ids; the expired ones not', async () => {
    const one = await instance();
    const userId = await userIdOf(demoUsers.company2);
    const rows = Array.from({ length: 650 }, (_, i) => ({
      token_hash: `announce-${i}`,
      user_id: userId,
      expires_at: new Date(Date.now() + (i < 640 ? 3_600_000 : -3_600_000)),
    }));
    const inserted = await ctx.database.ownerDb.insertInto('sessions').values(rows).returning('id').execute();
    const notices: number[][] = [];
    one.app.eventBus.onSessionsEnded((ids) => notices.push(ids));

    await endSessionsWhere(ctx.database.db, sql<boolean>`user_id = ${userId}::int`);
    await expect.poll(() => notices.flat().length, { timeout: PROMPTLY_MS }).toBe(640);
    expect(notices.map((ids) => ids.length).sort((x, y) => y - x)).toEqual([300, 300, 40]);
    const live = inserted.slice(0, 640).map((row) => row.id);
    expect(notices.flat().sort((x, y) => x - y)).toEqual(live.sort((x, y) => x - y));
  });
});

describe('the session cache', () => {
  it('a session another instance ended is not served from this one’s cache', async () => {
    const one = await instance();
    const cookie = await login(one.app, demoUsers.worker2);
    const sessionId = await sessionIdOf(one.app, cookie);
    // Cached now, for SESSION_CACHE_SECONDS (5 s).
    expect((await call(one.app, { method: 'GET', url: '/api/user', cookie })).statusCode).toBe(200);
    const heard = new Promise<number[]>((resolve) => one.app.eventBus.onSessionsEnded(resolve));

    // What another instance's revoke runs: the statement and its announcement, none of this process's forgetting.
    await endSessionsWhere(ctx.database.db, sql<boolean>`id = ${sessionId}::int`);
    expect(await heard).toEqual([sessionId]);
    expect((await call(one.app, { method: 'GET', url: '/api/user', cookie })).statusCode).toBe(401);
  });
});
