import { HEARTBEAT_EVENT } from '@jornada/shared/api/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';
import { EVENTS_MESSAGES } from './events.routes';
import {
  clockSomething,
  type Frame,
  listenOn,
  openStream,
  type StreamClient,
  shiftOf,
  touchConfig,
} from './events.test-helpers';

/**
 * GET /api/events over real HTTP (ADR 016), on whichever database the run uses: who hears what, the
 * resume after a disconnect, the heartbeat and the end of a revoked session's stream.
 */

const PABLO = 'pablo.diaz@jornada.test'; // a worker of Panadería with no manager

let ctx: TestContext;
let baseUrl = '';
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
const open: StreamClient[] = [];

async function stream(who: string, options: Parameters<typeof openStream>[1] = {}) {
  const client = await openStream(baseUrl, { cookie: cookies[who], ...options });
  open.push(client);
  return client;
}

beforeAll(async () => {
  ctx = await createTestContext({ env: { EVENTS_HEARTBEAT_MS: '300' } });
  baseUrl = await listenOn(ctx.app);
  const emails = [demoUsers.company, demoUsers.manager, demoUsers.worker, PABLO, demoUsers.company2, demoUsers.worker2];
  const users = await ctx.database.ownerDb.selectFrom('users').select(['id', 'email']).execute();
  for (const [i, email] of emails.entries()) {
    cookies[email] = await loginAs(ctx.app, email, undefined, `10.61.0.${i + 1}`);
    ids[email] = users.find((u) => u.email === email)?.id as number;
  }
});
afterAll(async () => {
  for (const client of open) client.close();
  await ctx.close();
});

const idOf = (email: string) => ids[email] as number;
const isConfig = (frame: Frame) => frame.event === 'config';

describe('GET /api/events: who may open it', () => {
  it('without a session: 401 with a Spanish message, as JSON', async () => {
    const response = await fetch(`${baseUrl}/api/events`, { headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No has iniciado sesión' });
  });

  it('without Accept: text/event-stream: 406, and a bad Last-Event-ID: 400', async () => {
    const plain = await stream(demoUsers.worker, { accept: 'application/json' });
    expect(plain.status).toBe(406);
    const bad = await fetch(`${baseUrl}/api/events`, {
      headers: { accept: 'text/event-stream', cookie: cookies[demoUsers.worker] as string, 'last-event-id': 'x1' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: EVENTS_MESSAGES.badLastEventId });
  });

  it('opens a text/event-stream that proxies must not buffer', async () => {
    const client = await stream(demoUsers.worker);
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.headers.get('cache-control')).toContain('no-cache');
    expect(client.headers.get('x-accel-buffering')).toBe('no');
    expect(client.headers.get('content-encoding')).toBeNull();
    client.close();
  });
});

describe('reach: each user hears only what they may read', () => {
  it("a worker's shift reaches the worker, their manager and the admin; not another worker, nor another company", async () => {
    const [worker, pablo, manager, admin, admin2] = await Promise.all([
      stream(demoUsers.worker),
      stream(PABLO),
      stream(demoUsers.manager),
      stream(demoUsers.company),
      stream(demoUsers.company2),
    ]);
    await clockSomething(ctx.app, cookies[demoUsers.worker] as string);
    const about = shiftOf(idOf(demoUsers.worker));
    const heard = await worker.next(about);
    expect(heard.data).toMatchObject({ user_id: idOf(demoUsers.worker) });
    expect(heard.data?.type).toMatch(/^workshift\.(started|ended)$/);
    expect(heard.data?.workshift_id).toEqual(expect.any(String));
    expect(heard.id).toMatch(/^\d+$/);
    // Ids and facts only: nothing personal travels.
    expect(JSON.stringify(heard.data)).not.toMatch(/@|Ruiz|García|observaciones/i);
    await manager.next(about);
    await admin.next(about);

    // Pablo has no manager: the manager does not hear him, the admin does.
    await clockSomething(ctx.app, cookies[PABLO] as string);
    await pablo.next(shiftOf(idOf(PABLO)));
    await admin.next(shiftOf(idOf(PABLO)));
    // The sync point: a config change reaches everyone of Panadería after both shifts' events.
    await touchConfig(ctx.app, cookies[demoUsers.company] as string);
    for (const client of [worker, pablo, manager]) await client.next(isConfig);
    expect(manager.frames.some(shiftOf(idOf(PABLO)))).toBe(false);
    expect(worker.frames.some(shiftOf(idOf(PABLO)))).toBe(false);
    expect(pablo.frames.some(shiftOf(idOf(demoUsers.worker)))).toBe(false);

    // Talleres Norte's admin heard nothing of Panadería's, up to its own test event.
    const sent = await call(ctx.app, { method: 'POST', url: '/api/events/test', cookie: cookies[demoUsers.company2] });
    expect(sent.statusCode).toBe(200);
    const own = await admin2.next((frame) => frame.event === 'test');
    expect(own.id).toBe(sent.json().id);
    expect(own.data).toMatchObject({ type: 'test.sent', sent_at: sent.json().sent_at });
    expect(admin2.frames.filter((frame) => frame.event && !['test', HEARTBEAT_EVENT].includes(frame.event))).toEqual(
      [],
    );
    // And the test event went to the caller's streams alone.
    expect(admin.frames.some((frame) => frame.event === 'test')).toBe(false);
  });

  it("a manager's team follows the links: a worker added to it is heard from then on", async () => {
    const manager = await stream(demoUsers.manager);
    const admin = cookies[demoUsers.company] as string;
    const link = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/employees/${idOf(PABLO)}/managers`,
      payload: { id: idOf(PABLO), action: 'add', manager_id: idOf(demoUsers.manager) },
      cookie: admin,
    });
    expect(link.statusCode, link.body).toBe(200);
    await manager.next((frame) => frame.event === 'employees' && frame.data?.user_id === idOf(PABLO));
    await clockSomething(ctx.app, cookies[PABLO] as string);
    await manager.next(shiftOf(idOf(PABLO)));
    const unlink = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/employees/${idOf(PABLO)}/managers`,
      payload: { id: idOf(PABLO), action: 'remove', manager_id: idOf(demoUsers.manager) },
      cookie: admin,
    });
    expect(unlink.statusCode, unlink.body).toBe(200);
  });

  it('notifications reach their recipient only', async () => {
    const [worker, manager, admin] = await Promise.all([
      stream(demoUsers.worker),
      stream(demoUsers.manager),
      stream(demoUsers.company),
    ]);
    const filed = await call(ctx.app, {
      method: 'POST',
      url: '/api/petitions',
      payload: {
        table_name: 'tickets',
        title: 'La app se cierra al fichar',
        incident_type: 'Problemas técnicos con la app',
        description: 'Desde ayer la app se cierra al pulsar el botón.',
      },
      cookie: cookies[demoUsers.worker],
    });
    expect(filed.statusCode, filed.body).toBe(200);
    // The worker's approver (their manager) is notified; the petition itself is in all three's reach.
    const notice = await manager.next((frame) => frame.event === 'notifications');
    expect(notice.data).toMatchObject({ type: 'notification.created', user_id: idOf(demoUsers.manager) });
    for (const client of [worker, manager, admin]) {
      const petition = await client.next((frame) => frame.event === 'petitions');
      expect(petition.data).toMatchObject({ type: 'petition.created', user_id: idOf(demoUsers.worker) });
    }
    await touchConfig(ctx.app, cookies[demoUsers.company] as string);
    for (const client of [worker, admin]) {
      await client.next(isConfig);
      expect(client.frames.some((frame) => frame.event === 'notifications')).toBe(false);
    }
  });
});

describe('resuming and staying alive', () => {
  it('Last-Event-ID (header or ?last_event_id=) replays what was missed, in order; an unknown one says reset', async () => {
    const worker = cookies[demoUsers.worker] as string;
    const first = await stream(demoUsers.worker);
    await clockSomething(ctx.app, worker);
    const seen = await first.next(shiftOf(idOf(demoUsers.worker)));
    first.close();
    await clockSomething(ctx.app, worker);
    await clockSomething(ctx.app, worker);

    for (const how of [{ lastEventId: seen.id }, { query: `?last_event_id=${seen.id}` }]) {
      const resumed = await stream(demoUsers.worker, how);
      await resumed.next((frame) => resumed.frames.filter(shiftOf(idOf(demoUsers.worker))).length === 2 && !!frame);
      const missed = resumed.frames.filter(shiftOf(idOf(demoUsers.worker)));
      expect(missed.map((frame) => BigInt(frame.id as string) > BigInt(seen.id as string))).toEqual([true, true]);
      expect(BigInt(missed[0]?.id as string) < BigInt(missed[1]?.id as string)).toBe(true);
      resumed.close();
    }

    const lost = await stream(demoUsers.worker, { lastEventId: '999999999999' });
    const reset = await lost.next((frame) => frame.event === 'reset');
    expect(reset.data).toEqual({ reason: 'expired' });
  });

  it('sends a heartbeat comment, and ends the stream once the session is revoked', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.worker, undefined, '10.61.1.1');
    const client = await openStream(baseUrl, { cookie });
    open.push(client);
    await client.next((frame) => frame.comment === 'ping' && frame.event === HEARTBEAT_EVENT, { timeoutMs: 2000 });
    const logout = await call(ctx.app, { method: 'POST', url: '/api/logout', cookie });
    expect(logout.statusCode).toBe(200);
    await expect(
      Promise.race([client.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('open'), 2000))]),
    ).resolves.toBe('ended');
  });
});
