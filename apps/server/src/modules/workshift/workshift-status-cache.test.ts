import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, loginAs } from '../../../test/test-app';
import { type App, buildApp } from '../../app';
import { type DatabaseHandle, openDatabase } from '../../db/create-database';
import {
  asPos,
  asUser,
  ctx,
  DEMO_POS,
  idOf,
  KIOSK_PIN,
  LUCIA,
  PABLO,
  posLogin,
  tomorrowAtNine,
  usePosContext,
} from '../terminals/pos.test-helpers';

/**
 * GET /api/workshift/status answered from memory: never stale after a clock action on
 * this instance or (PostgreSQL) on another one, and read from the database while the bus is down.
 */
const NINE = tomorrowAtNine();
usePosContext({ fakeNow: () => NINE });

const at = (minutes: number) => vi.setSystemTime(new Date(NINE.getTime() + minutes * 60_000));
const status = async (app: App, cookie: string | undefined, since?: string) => {
  const response = await call(app, {
    method: 'GET',
    url: `/api/workshift/status${since === undefined ? '' : `?since=${since}`}`,
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { hasChanges: boolean; cursor: string };
};
const luciaStatus = async (since?: string) => status(ctx.app, await luciaCookie(), since);

let lucia: string | undefined;
async function luciaCookie() {
  lucia ??= await loginAs(ctx.app, LUCIA, undefined, '10.90.0.1');
  return lucia;
}

/** The worker's record head as the database has it (a superuser read: RLS hides nothing). */
async function headOf(email: string): Promise<string> {
  const rows = await ctx.superuserQuery<{ id: string | null }>(
    'select last_event_id::text as id from clock_chain_heads where user_id = $1',
    [idOf(email)],
  );
  return rows[0]?.id ?? '0';
}

/** Moves the head behind the app's back (no domain event), runs `check`, and puts it back. */
async function withHeadMovedSilently(email: string, check: (moved: string) => Promise<void>) {
  const real = await headOf(email);
  const moved = String(Number(real) + 1_000_000);
  await ctx.superuserQuery('update clock_chain_heads set last_event_id = $1 where user_id = $2', [moved, idOf(email)]);
  try {
    await check(moved);
  } finally {
    await ctx.superuserQuery('update clock_chain_heads set last_event_id = $1 where user_id = $2', [real, idOf(email)]);
  }
}

describe('GET /api/workshift/status from memory', () => {
  beforeAll(() => at(0));

  it('answers a repeated read from memory: a change no event announced is not seen', async () => {
    const first = await luciaStatus();
    await withHeadMovedSilently(LUCIA, async () => {
      expect((await luciaStatus()).cursor).toBe(first.cursor);
    });
  });

  it('sees every clock action on this instance at once, with hasChanges against the previous cursor', async () => {
    const steps: { path: string; minute: number }[] = [
      { path: 'start', minute: 1 },
      { path: 'break/start', minute: 40 },
      { path: 'break/end', minute: 55 },
      { path: 'end', minute: 120 },
    ];
    let previous = (await luciaStatus()).cursor;
    for (const { path, minute } of steps) {
      at(minute);
      const action = await asUser(LUCIA, 'POST', `/api/workshift/${path}`, {});
      expect(action.statusCode, `${path}: ${action.body}`).toBe(200);
      const after = await luciaStatus(previous);
      expect({ path, ...after }).toEqual({ path, hasChanges: true, cursor: await headOf(LUCIA) });
      expect((await luciaStatus(after.cursor)).hasChanges).toBe(false);
      previous = after.cursor;
    }
  });

  it("sees a kiosk's clock action for the worker (another session, another kind of route)", async () => {
    at(200);
    const pablo = await loginAs(ctx.app, PABLO, undefined, '10.90.0.2');
    const before = await status(ctx.app, pablo);
    const kiosk = await posLogin(DEMO_POS, '10.90.0.3');
    const start = await asPos(kiosk, 'POST', '/api/pos/workshift/start?schema_name=panaderia_ejemplo', {
      user_id: idOf(PABLO),
      pin: KIOSK_PIN,
    });
    expect(start.statusCode, start.body).toBe(200);
    const after = await status(ctx.app, pablo, before.cursor);
    expect(after).toEqual({ hasChanges: true, cursor: await headOf(PABLO) });
  });
});

describe.runIf(process.env.TEST_DB !== 'pglite')('two instances on one PostgreSQL', () => {
  let other: { app: App; database: DatabaseHandle };

  beforeAll(async () => {
    const database = await openDatabase({ kind: 'postgres', url: ctx.databaseUrl as string, poolSize: 2 });
    const app = await buildApp({ config: ctx.config, database, logger: false, signingKey: ctx.signingKey });
    await app.ready();
    other = { app, database };
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.database.close();
  });

  it('a clock action through the other instance reaches this one through the bus', async () => {
    at(300);
    const cursor = (await luciaStatus()).cursor;
    // Remembered here (a silent change is not seen), so only the bus can make this instance see the action.
    await withHeadMovedSilently(LUCIA, async () => expect((await luciaStatus()).cursor).toBe(cursor));
    const elsewhere = await loginAs(other.app, LUCIA, undefined, '10.90.0.4');
    const start = await call(other.app, {
      method: 'POST',
      url: '/api/workshift/start',
      cookie: elsewhere,
      payload: {},
    });
    expect(start.statusCode, start.body).toBe(200);
    const head = await headOf(LUCIA);
    await expect.poll(async () => (await luciaStatus(cursor)).cursor, { timeout: 1000, interval: 20 }).toBe(head);
    expect(await status(other.app, elsewhere, cursor)).toEqual({ hasChanges: true, cursor: head });
  });

  it('while the bus is down, reads go to the database (nothing remembered is trusted)', async () => {
    const cursor = (await luciaStatus()).cursor;
    await withHeadMovedSilently(LUCIA, async (moved) => {
      expect((await luciaStatus()).cursor).toBe(cursor);
      // Cut this instance's LISTEN connection: the bus reports it down until it reconnects (≥ 0.5 s).
      await ctx.superuserQuery(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      await expect.poll(() => ctx.app.eventBus.isConnected, { timeout: 2000, interval: 5 }).toBe(false);
      expect((await luciaStatus()).cursor).toBe(moved);
    });
    // Back: the gap forgets everything, so the restored head is read again.
    await expect.poll(() => ctx.app.eventBus.isConnected, { timeout: 5000, interval: 50 }).toBe(true);
    expect((await luciaStatus()).cursor).toBe(cursor);
  });
});
