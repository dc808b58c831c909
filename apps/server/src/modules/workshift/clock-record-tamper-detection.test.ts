import { beforeAll, describe, expect, it } from 'vitest';
import { apiPost } from '../../../test/clock-helpers';
import { demoUsers } from '../../../test/test-app';
import { withTenant } from '../../db/tenant';
import {
  as,
  ctx,
  type EventRow,
  eventsOf,
  isPostgres,
  JAVIER,
  panaderia,
  runCli,
  talleres,
  useClockRecordContext,
} from './clock-record.test-helpers';
import { appendClockEvent, lockChainHead } from './clock-write.repository';
import { chainHash, type SealedEvent } from './record-chain';
import { verifyRecords } from './verify-records';

useClockRecordContext();

// The foreign-key test points an event at another worker's shift, javier.moreno's: the seed gives him none.
beforeAll(async () => {
  expect((await apiPost(ctx, as(JAVIER).cookie, '/api/workshift/start', {})).statusCode).toBe(200);
});

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
