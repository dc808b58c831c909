import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiGet, apiPost, clockDirectly, countClockEvents, type LoggedIn, logIn } from '../../../test/clock-helpers';
import { createTestContext, demoUsers, type TestContext } from '../../../test/test-app';
import { withTenant } from '../../db/tenant';
import { appendClockEvent, lockChainHead } from './clock-write.repository';
import { rebuildWorkshifts } from './rebuild-workshifts';
import { chainHash, type SealedEvent } from './record-chain';
import { verifyRecords } from './verify-records';

const APPEND_ONLY = 'El registro de jornada no se puede modificar ni borrar';
const isPostgres = inject('testDatabase').kind === 'postgres';
const serverDir = fileURLToPath(new URL('../../../', import.meta.url));

let ctx: TestContext;
let panaderia: number;
let talleres: number;
const people = new Map<string, LoggedIn>();
const JAVIER = 'javier.moreno@jornada.test';
const MARTA = 'marta.sanchez@jornada.test';

function as(email: string): LoggedIn {
  const who = people.get(email);
  if (!who) throw new Error(`sin sesión para ${email}`);
  return who;
}

interface EventRow {
  id: string;
  kind: string;
  user_id: number;
}

/** A worker's events in chain order, read as a superuser. */
function eventsOf(userId: number) {
  return ctx.superuserQuery<EventRow>(
    'select id::text, kind, user_id from clock_events e where user_id = $1 order by e.id',
    [userId],
  );
}

/** What an attacker with the database's superuser could do: switch the trigger off around a statement. */
async function tamper(statement: string, parameters: unknown[] = []) {
  await ctx.superuserQuery('ALTER TABLE clock_events DISABLE TRIGGER clock_events_append_only');
  try {
    await ctx.superuserQuery(statement, parameters);
  } finally {
    await ctx.superuserQuery('ALTER TABLE clock_events ENABLE TRIGGER clock_events_append_only');
  }
}

/** A row as JSON, to put it back exactly as it was. */
async function snapshotEvent(id: string): Promise<string> {
  const [row] = await ctx.superuserQuery<{ r: string }>(
    'select row_to_json(e)::text as r from clock_events e where id = $1',
    [id],
  );
  if (!row) throw new Error(`no existe el evento ${id}`);
  return row.r;
}

function restoreEvent(json: string) {
  return ctx.superuserQuery(
    'insert into clock_events select * from json_populate_record(null::clock_events, $1::json)',
    [json],
  );
}

function runCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', ...args],
      { cwd: serverDir, env: { ...process.env, DATABASE_URL: ctx.databaseUrl, LOG_LEVEL: 'silent' }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** The projection, as a superuser reads it, ordered. */
function projection() {
  return ctx.superuserQuery(
    `select company_id, id::text, user_id, fecha::text, started_at, ended_at, status, breaks, locations,
            observaciones, last_event_id::text
       from workshifts w order by w.company_id, w.id`,
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  const companies = await ctx.superuserQuery<{ id: number; schema_name: string }>(
    'select id, schema_name from companies',
  );
  panaderia = companies.find((c) => c.schema_name === 'panaderia_ejemplo')?.id ?? -1;
  talleres = companies.find((c) => c.schema_name === 'talleres_norte')?.id ?? -1;
  for (const email of [demoUsers.worker, demoUsers.manager, demoUsers.worker2, JAVIER, MARTA]) {
    people.set(email, await logIn(ctx, email));
  }
});
afterAll(() => ctx?.close());

describe('the legal record is append-only', () => {
  it('the app role may not UPDATE or DELETE clock_events (permission denied, 42501)', async () => {
    const [event] = await eventsOf(as(demoUsers.worker).user.id);
    const id = event?.id as string;
    const update = withTenant(ctx.database.db, panaderia, (trx) =>
      trx.updateTable('clock_events').set({ latitude: 1 }).where('id', '=', id).execute(),
    );
    await expect(update).rejects.toMatchObject({ code: '42501', message: expect.stringMatching(/permission denied/) });
    const remove = withTenant(ctx.database.db, panaderia, (trx) =>
      trx.deleteFrom('clock_events').where('id', '=', id).execute(),
    );
    await expect(remove).rejects.toMatchObject({ code: '42501', message: expect.stringMatching(/permission denied/) });
    const [row] = await ctx.superuserQuery<{ latitude: number }>('select latitude from clock_events where id = $1', [
      id,
    ]);
    expect(row?.latitude).toBe(40.4168);
  });

  it('even a superuser is refused by the trigger: UPDATE, DELETE and TRUNCATE', async () => {
    const before = await countClockEvents(ctx);
    const [event] = await eventsOf(as(demoUsers.worker).user.id);
    const refused = { code: '42501', message: APPEND_ONLY };
    await expect(
      ctx.superuserQuery('update clock_events set latitude = 1 where id = $1', [event?.id]),
    ).rejects.toMatchObject(refused);
    await expect(ctx.superuserQuery("update clock_events set details = '{}'")).rejects.toMatchObject(refused);
    await expect(ctx.superuserQuery('delete from clock_events where id = $1', [event?.id])).rejects.toMatchObject(
      refused,
    );
    await expect(ctx.superuserQuery('delete from clock_events')).rejects.toMatchObject(refused);
    await expect(ctx.superuserQuery('truncate clock_events cascade')).rejects.toMatchObject(refused);
    expect(await countClockEvents(ctx)).toBe(before);
    expect((await projection()).length).toBe(16);
  });
});

describe('verify-records', () => {
  it('finds the seeded record whole', async () => {
    expect(await verifyRecords(ctx.database.db, panaderia)).toEqual({ events: 52, workers: 2, broken: null });
    expect(await verifyRecords(ctx.database.db, talleres)).toEqual({ events: 12, workers: 1, broken: null });
  });

  it.runIf(isPostgres)('the CLI says so: exit code 0 and "Registro íntegro"', async () => {
    const result = await runCli(['verify-records', '--company', 'panaderia_ejemplo']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Registro íntegro: 52 eventos de 2 trabajadores.');
    expect(result.code).toBe(0);
  });
});

describe('rebuild-workshifts', () => {
  it('replays the record into exactly the same projection, open shifts, breaks and incidents included', async () => {
    const madrid = { latitude: 40.4168, longitude: -3.7038, accuracy: 9 };
    // Javier: an open shift, on break, with an incident inside it. Marta: an incident outside any shift,
    // then a completed shift whose end location is unknown. Sergio (talleres): a forgotten shift.
    expect((await apiPost(ctx, as(JAVIER).cookie, '/api/workshift/start', { location: madrid })).statusCode).toBe(200);
    expect((await apiPost(ctx, as(JAVIER).cookie, '/api/workshift/break/start', {})).statusCode).toBe(200);
    const incident = {
      titulo: 'Fichaje tardío',
      tipo: 'Fichaje fuera de horario',
      descripcion: 'Llegué antes pero el móvil no tenía cobertura',
      fecha: '2026-11-20',
      hora: '08:05',
    };
    for (const [email, location] of [
      [JAVIER, { latitude: 40.42, longitude: -3.7 }],
      [MARTA, undefined],
    ] as const) {
      const response = await apiPost(ctx, as(email).cookie, '/api/globalsendemail', { ...incident, location });
      expect(response.statusCode).toBe(200);
    }
    expect((await apiPost(ctx, as(MARTA).cookie, '/api/workshift/start', { location: madrid })).statusCode).toBe(200);
    expect((await apiPost(ctx, as(MARTA).cookie, '/api/workshift/break/start', {})).statusCode).toBe(200);
    expect((await apiPost(ctx, as(MARTA).cookie, '/api/workshift/resume', {})).statusCode).toBe(200);
    const end = { location: { latitude: 0, longitude: 0 }, observaciones: 'Cierre de caja' };
    expect((await apiPost(ctx, as(MARTA).cookie, '/api/workshift/end', end)).statusCode).toBe(200);
    await clockDirectly(ctx, as(demoUsers.worker2).user, 'start', { occurredAt: new Date(Date.now() - 20 * 3600_000) });

    const javierShift = (await apiGet(ctx, as(JAVIER).cookie, '/api/workshift/current')).json();
    expect(javierShift.locations.map((l: { action: string }) => l.action)).toEqual(['start', 'incident']);

    const rows = await projection();
    const history = await apiGet(ctx, as(demoUsers.worker).cookie, '/api/workshift/history?page_size=100');
    expect(rows).toHaveLength(19);

    // Damage the projection in every way the record can repair.
    await ctx.superuserQuery("update workshifts set observaciones = 'manipulado', locations = '[]'");
    await ctx.superuserQuery('delete from workshifts where user_id = $1', [as(MARTA).user.id]);

    expect(await rebuildWorkshifts(ctx.database.db, panaderia)).toBe(15);
    expect(await rebuildWorkshifts(ctx.database.db, talleres)).toBe(4);
    expect(await projection()).toEqual(rows);
    const after = await apiGet(ctx, as(demoUsers.worker).cookie, '/api/workshift/history?page_size=100');
    expect(after.json()).toEqual(history.json());
    expect((await apiGet(ctx, as(JAVIER).cookie, '/api/workshift/current')).json()).toMatchObject({
      id: javierShift.id,
      status: 'on_break',
      locations: javierShift.locations,
      break_spans: javierShift.break_spans,
    });
    // And the record is still whole after all that.
    expect((await verifyRecords(ctx.database.db, panaderia)).broken).toBeNull();
  });
});

describe('tamper detection', () => {
  it('a changed occurred_at, location or details is reported at that event as modified', async () => {
    const userId = as(demoUsers.worker).user.id;
    const events = await eventsOf(userId);
    const target = events[5] as EventRow;
    for (const [change, undo] of [
      [
        "update clock_events set occurred_at = occurred_at + interval '1 minute' where id = $1",
        "update clock_events set occurred_at = occurred_at - interval '1 minute' where id = $1",
      ],
      [
        'update clock_events set latitude = latitude + 0.01 where id = $1',
        'update clock_events set latitude = 40.4168 where id = $1',
      ],
      [
        `update clock_events set details = '{"observaciones":"Jornada Regular"}' where id = $1`,
        `update clock_events set details = '{}' where id = $1`,
      ],
    ] as const) {
      await tamper(change, [target.id]);
      const report = await verifyRecords(ctx.database.db, panaderia);
      expect(report.broken, change).toEqual([
        {
          eventId: target.id,
          userId,
          reason: expect.stringContaining('modificado'),
        },
      ]);
      await tamper(undo, [target.id]);
      expect((await verifyRecords(ctx.database.db, panaderia)).broken, undo).toBeNull();
    }
  });

  it('re-sealing a changed event with its own hash breaks the link at the next one', async () => {
    const userId = as(demoUsers.worker).user.id;
    const events = await eventsOf(userId);
    const target = events[9] as EventRow;
    const original = await snapshotEvent(target.id);
    const [row] = await ctx.superuserQuery<SealedEvent & { prev_hash: string }>(
      'select * from clock_events where id = $1',
      [target.id],
    );
    if (!row) throw new Error(`no existe el evento ${target.id}`);
    const moved = new Date(new Date(row.occurred_at).getTime() - 30 * 60_000);
    // The attacker reseals the event they moved, exactly as the server would have sealed it.
    const forged = chainHash(row.prev_hash, {
      ...row,
      id: target.id,
      workshift_id: String(row.workshift_id),
      occurred_at: moved,
    });
    await tamper('update clock_events set occurred_at = $2, hash = $3 where id = $1', [target.id, moved, forged]);
    expect((await verifyRecords(ctx.database.db, panaderia)).broken).toEqual([
      {
        eventId: events[10]?.id,
        userId,
        reason: expect.stringContaining('no enlaza'),
      },
    ]);
    await tamper('delete from clock_events where id = $1', [target.id]);
    await restoreEvent(original);
    expect((await verifyRecords(ctx.database.db, panaderia)).broken).toBeNull();
  });

  it('a deleted middle event is reported at the next event', async () => {
    const userId = as(demoUsers.worker).user.id;
    const events = await eventsOf(userId);
    const middle = events[6] as EventRow;
    expect(middle.kind).toBe('break_end');
    const saved = await snapshotEvent(middle.id);
    await tamper('delete from clock_events where id = $1', [middle.id]);
    expect((await verifyRecords(ctx.database.db, panaderia)).broken).toEqual([
      {
        eventId: events[7]?.id,
        userId,
        reason: expect.stringContaining('no enlaza con el evento anterior'),
      },
    ]);
    await restoreEvent(saved);
    expect((await verifyRecords(ctx.database.db, panaderia)).broken).toBeNull();
  });

  it("a deleted last event is reported through the worker's chain head", async () => {
    const userId = as(demoUsers.manager).user.id;
    const events = await eventsOf(userId);
    expect(events).toHaveLength(12);
    const last = events.at(-1) as EventRow;
    expect(last.kind).toBe('end');
    const saved = await snapshotEvent(last.id);
    await tamper('delete from clock_events where id = $1', [last.id]);
    expect((await verifyRecords(ctx.database.db, panaderia)).broken).toEqual([
      {
        eventId: events.at(-2)?.id,
        userId,
        reason: 'la cabeza de la cadena espera 12 eventos y hay 11 (borrado al final)',
      },
    ]);

    if (isPostgres) {
      const result = await runCli(['verify-records', '--company', 'panaderia_ejemplo']);
      expect(result.stdout).toContain('REGISTRO ALTERADO: 1 enlace roto.');
      expect(result.stdout).toContain(`en el evento #${events.at(-2)?.id} (trabajador ${userId})`);
      expect(result.code).toBe(1);
    }

    await restoreEvent(saved);
    expect((await verifyRecords(ctx.database.db, panaderia)).broken).toBeNull();
  });

  it('what foreign keys used to refuse is reported: a shift of another worker, an actor who is no user', async () => {
    const userId = as(demoUsers.manager).user.id;
    const [otherStart] = await ctx.superuserQuery<{ id: string }>(
      "select id::text from clock_events where user_id = $1 and kind = 'start' order by id limit 1",
      [as(JAVIER).user.id],
    );
    const [head] = await ctx.superuserQuery<{ r: string }>(
      'select row_to_json(h)::text as r from clock_chain_heads h where user_id = $1',
      [userId],
    );
    // Sealed and chained by the app's own write path, so only the references are wrong.
    const append = (workshiftId: string | null, actorUserId: number) =>
      withTenant(ctx.database.db, panaderia, async (trx) => {
        const chainHead = await lockChainHead(trx, panaderia, userId);
        return appendClockEvent(trx, chainHead, {
          companyId: panaderia,
          userId,
          workshiftId,
          kind: 'incident',
          occurredAt: new Date(),
          clientTime: null,
          clientTimezone: null,
          latitude: null,
          longitude: null,
          accuracy: null,
          source: 'api',
          actorUserId,
          sessionId: null,
          details: {},
        });
      });
    const undo = async (eventId: string) => {
      await tamper('delete from clock_events where id = $1', [eventId]);
      await ctx.superuserQuery(
        'update clock_chain_heads h set (last_event_id, last_hash, event_count) = (select r.last_event_id, r.last_hash, r.event_count from json_populate_record(null::clock_chain_heads, $1::json) r) where user_id = $2',
        [head?.r, userId],
      );
      expect((await verifyRecords(ctx.database.db, panaderia)).broken).toBeNull();
    };

    const foreignShift = await append(otherStart?.id as string, userId);
    expect((await verifyRecords(ctx.database.db, panaderia)).broken).toEqual([
      {
        eventId: foreignShift.id,
        userId,
        reason: 'su jornada no es un inicio anterior del mismo trabajador',
      },
    ]);
    await undo(foreignShift.id);

    const ghost = await append(null, 987654);
    expect((await verifyRecords(ctx.database.db, panaderia)).broken).toEqual([
      {
        eventId: ghost.id,
        userId,
        reason: 'quien lo registró no es un usuario',
      },
    ]);
    await undo(ghost.id);
  });

  it('a whole worker deleted (events and head alike) is still caught: a head without events', async () => {
    const userId = as(demoUsers.worker2).user.id;
    const events = await eventsOf(userId);
    const saved = await Promise.all(events.map((e) => snapshotEvent(e.id)));
    // Keep the projection's references out of the way: its rows go first, as a thorough attacker's would.
    const projectionRows = await ctx.superuserQuery<{ r: string }>(
      'select row_to_json(w)::text as r from workshifts w where user_id = $1',
      [userId],
    );
    await ctx.superuserQuery('delete from workshifts where user_id = $1', [userId]);
    await tamper('delete from clock_events where user_id = $1', [userId]);
    const report = await verifyRecords(ctx.database.db, talleres);
    expect(report.broken).toMatchObject([{ userId, reason: expect.stringContaining('cabeza') }]);

    // Starts first (the others point at them), then the rest, then the projection.
    const parsed = saved.map((json) => ({ json, isStart: JSON.parse(json).kind === 'start' }));
    for (const { json } of parsed.filter((p) => p.isStart)) await restoreEvent(json);
    for (const { json } of parsed.filter((p) => !p.isStart)) await restoreEvent(json);
    for (const { r } of projectionRows) {
      await ctx.superuserQuery(
        'insert into workshifts select * from json_populate_record(null::workshifts, $1::json)',
        [r],
      );
    }
    expect((await verifyRecords(ctx.database.db, talleres)).broken).toBeNull();
  });
});
