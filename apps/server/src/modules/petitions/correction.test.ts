import type { Petition } from '@jornada/shared/api/petitions';
import type { Workshift } from '@jornada/shared/api/workshift';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockDirectly, type LoggedIn } from '../../../test/clock-helpers';
import {
  file,
  JAVIER,
  local,
  MARTA,
  PABLO,
  panaderiaPeople,
  send,
  sessionsFor,
  shiftsOf,
  talleresPeople,
  wall,
} from '../../../test/petition-helpers';
import { createTestContext, demoUsers, type TestContext } from '../../../test/test-app';
import { rebuildWorkshifts } from '../workshift/rebuild-workshifts';
import { verifyRecords } from '../workshift/verify-records';

/**
 * ADR 006: an approved correction is a new 'correction' event in the worker's hash chain that
 * supersedes the events it names; the original events are never changed, the projection shows the
 * corrected times and keeps the original, and a rebuild from the record gives the same rows.
 */

let ctx: TestContext;
let as: (email: string) => LoggedIn;
let panaderia = 0;

const id = (email: string) => as(email).user.id;
const decide = (email: string, petitionId: number, body: Record<string, unknown>) =>
  send(ctx, as(email), 'POST', `/api/petitions/${petitionId}/decision`, body);

interface EventRow {
  id: string;
  kind: string;
  workshift_id: string | null;
  actor_user_id: number;
  details: Record<string, unknown>;
  row: string;
}

/** Every event of a worker as a superuser reads it (the whole row as JSON, to compare untouched). */
function eventsOf(userId: number) {
  return ctx.superuserQuery<EventRow>(
    `select id::text, kind, workshift_id::text, actor_user_id, details, row_to_json(e)::text as row
       from clock_events e where user_id = $1 order by e.id`,
    [userId],
  );
}

function projection() {
  return ctx.superuserQuery(
    `select company_id, id::text, user_id, fecha::text, started_at, ended_at, status, breaks, locations,
            observaciones, last_event_id::text, corrections
       from workshifts w order by w.company_id, w.id`,
  );
}

function correction(shift: Workshift, values: Record<string, unknown>) {
  return { table_name: 'wscorrections' as const, workshift_id: shift.id, reason: 'Olvidé fichar a la hora', ...values };
}

beforeAll(async () => {
  ctx = await createTestContext();
  as = await sessionsFor(ctx, [...panaderiaPeople, ...talleresPeople]);
  panaderia = as(demoUsers.company).user.company_id as number;
});
afterAll(() => ctx?.close());

describe('an approved correction of a completed shift', () => {
  let shift: Workshift;
  let petition: Extract<Petition, { table_name: 'wscorrections' }>;
  let before: EventRow[];

  it('is requested by the worker against one of their shifts and goes to their manager', async () => {
    // The oldest seeded day of Lucía: 08:0x–15:05, one 20-minute break.
    const shifts = await shiftsOf(ctx, as(demoUsers.worker));
    shift = shifts.at(-1) as Workshift;
    expect(shift.status).toBe('completed');
    before = await eventsOf(id(demoUsers.worker));
    petition = await file(
      ctx,
      as(demoUsers.worker),
      correction(shift, {
        started_at: wall(shift.fecha, '07:30'),
        ended_at: wall(shift.fecha, '15:30'),
        breaks: [{ start: wall(shift.fecha, '11:00'), end: wall(shift.fecha, '11:30') }],
        reason: 'Entré a las 7:30 para el reparto y la pausa fue a las 11',
      }),
    );
    expect(petition).toMatchObject({
      table_name: 'wscorrections',
      assigned_to: [id(demoUsers.manager)],
      requires_acceptance: false,
      correction: {
        workshift_id: shift.id,
        original: { hora_inicio: shift.hora_inicio, hora_fin: shift.hora_fin, fecha: shift.fecha },
        proposed: {
          hora_inicio: '07:30:00',
          hora_fin: '15:30:00',
          breaks: [{ hora_inicio: '11:00:00', hora_fin: '11:30:00' }],
        },
        reason: 'Entré a las 7:30 para el reparto y la pausa fue a las 11',
      },
    });
    const [d, m, y] = [shift.fecha.slice(8), shift.fecha.slice(5, 7), shift.fecha.slice(0, 4)];
    expect(petition.summary).toBe(`Corrección de la jornada del ${d}/${m}/${y}: 07:30–15:30`);
    // Nothing is written to the record until it is approved.
    expect(await eventsOf(id(demoUsers.worker))).toEqual(before);
  });

  it('a second correction of the same shift waits for the first (409)', async () => {
    const response = await send(
      ctx,
      as(demoUsers.worker),
      'POST',
      '/api/petitions',
      correction(shift, { started_at: wall(shift.fecha, '07:45'), ended_at: wall(shift.fecha, '15:30') }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Ya hay una corrección pendiente para esta jornada');
  });

  it('approved: the original events are untouched and one correction event supersedes them', async () => {
    const response = await decide(demoUsers.manager, petition.id, { decision: 'approved', comment: 'Confirmado' });
    expect(response.statusCode, response.body).toBe(200);

    const after = await eventsOf(id(demoUsers.worker));
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(before.length + 1);
    const added = after.at(-1) as EventRow;
    const originals = before.filter((e) => e.id === String(shift.id) || e.workshift_id === String(shift.id));
    expect(originals.map((e) => e.kind)).toEqual(['start', 'break_start', 'break_end', 'end']);
    expect(added).toMatchObject({
      kind: 'correction',
      workshift_id: String(shift.id),
      actor_user_id: id(demoUsers.manager),
    });
    expect(added.details).toMatchObject({
      petition_id: petition.id,
      supersedes: originals.map((e) => e.id),
      changes: ['start', 'end', 'breaks'],
      requested_by: id(demoUsers.worker),
      approved_by: id(demoUsers.manager),
      reason: 'Entré a las 7:30 para el reparto y la pausa fue a las 11',
      comment: 'Confirmado',
    });
  });

  it('the hash chain still verifies, with the correction in it', async () => {
    expect(await verifyRecords(ctx.database.db, panaderia)).toEqual({ events: 53, workers: 2, broken: null });
  });

  it('the shift shows the corrected times and keeps the original, who asked, who approved and why', async () => {
    const corrected = (await shiftsOf(ctx, as(demoUsers.worker))).find((s) => s.id === shift.id) as Workshift;
    expect(corrected).toMatchObject({
      hora_inicio: '07:30:00',
      hora_fin: '15:30:00',
      status: 'completed',
      breaks: { s_pausa_1: '11:00:00', e_pausa_1: '11:30:00' },
      horas_totales: '07:30:00',
      horas_pausa: '00:30:00',
      locations: shift.locations,
    });
    expect(corrected.corrections).toHaveLength(1);
    expect(corrected.corrections?.[0]).toMatchObject({
      petition_id: petition.id,
      changes: ['start', 'end', 'breaks'],
      original: {
        hora_inicio: shift.hora_inicio,
        hora_fin: shift.hora_fin,
        started_at: shift.started_at,
        ended_at: shift.ended_at,
        break_spans: shift.break_spans,
      },
      corrected: { hora_inicio: '07:30:00', hora_fin: '15:30:00' },
      reason: 'Entré a las 7:30 para el reparto y la pausa fue a las 11',
      comment: 'Confirmado',
      requested_by: { id: id(demoUsers.worker), name: 'Lucía Fernández' },
      approved_by: { id: id(demoUsers.manager), name: 'Carlos Ruiz' },
    });
    // The worker's monthly copy of the record says it was corrected, and what was clocked.
    const csv = await send(
      ctx,
      as(demoUsers.worker),
      'GET',
      `/api/workshift/history/export?month=${shift.fecha.slice(0, 7)}&format=csv`,
    );
    const line = csv.body.split('\r\n').find((l) => l.startsWith(shift.fecha.split('-').reverse().join('/')));
    expect(line).toMatch(/^[\d/]+;07:30:00;15:30:00;1;00:30:00;07:30:00;/);
    expect(line).toContain(`Corregida (fichado ${shift.hora_inicio}–${shift.hora_fin})`);
    // The same in the employee's details, as the manager and the admin read them.
    for (const email of [demoUsers.manager, demoUsers.company]) {
      const all = await send(ctx, as(email), 'GET', `/api/workshift/employee/${id(demoUsers.worker)}/all`);
      const seen = (all.json() as Workshift[]).find((s) => s.id === shift.id);
      expect(seen?.corrections, email).toEqual(corrected.corrections);
      expect(seen?.hora_inicio).toBe('07:30:00');
    }
  });

  it('rebuild-workshifts replays the record into exactly the same rows, corrections included', async () => {
    const rows = await projection();
    await ctx.superuserQuery(
      `update workshifts set corrections = '[]', started_at = started_at + interval '1 hour' where company_id = $1`,
      [panaderia],
    );
    expect(await rebuildWorkshifts(ctx.database.db, panaderia)).toBeGreaterThan(0);
    expect(await projection()).toEqual(rows);
  });

  it('a second correction supersedes the first correction event too', async () => {
    const second = await file(
      ctx,
      as(demoUsers.worker),
      correction(shift, { started_at: wall(shift.fecha, '07:30'), ended_at: wall(shift.fecha, '15:45') }),
    );
    expect(second.correction.proposed.hora_inicio).toBe('07:30:00');
    const firstEvent = (await eventsOf(id(demoUsers.worker))).at(-1) as EventRow;
    const endEvent = before.find((e) => e.workshift_id === String(shift.id) && e.kind === 'end') as EventRow;
    expect((await decide(demoUsers.manager, second.id, { decision: 'approved' })).statusCode).toBe(200);
    const added = (await eventsOf(id(demoUsers.worker))).at(-1) as EventRow;
    expect(added.details).toMatchObject({ changes: ['end'], supersedes: [endEvent.id, firstEvent.id] });
    const now = (await shiftsOf(ctx, as(demoUsers.worker))).find((s) => s.id === shift.id) as Workshift;
    expect(now.hora_fin).toBe('15:45:00');
    expect(now.corrections?.map((c) => c.original.hora_fin)).toEqual([shift.hora_fin, '15:30:00']);
    expect((await verifyRecords(ctx.database.db, panaderia)).broken).toBeNull();
  });

  it('a rejected correction writes nothing to the record', async () => {
    const count = (await eventsOf(id(demoUsers.worker))).length;
    const rejected = await file(
      ctx,
      as(demoUsers.worker),
      correction(shift, { started_at: wall(shift.fecha, '06:00'), ended_at: wall(shift.fecha, '15:45') }),
    );
    const response = await decide(demoUsers.manager, rejected.id, { decision: 'rejected', comment: 'No consta' });
    expect(response.json().status).toBe('rejected');
    expect((await eventsOf(id(demoUsers.worker))).length).toBe(count);
  });
});

describe('a forgotten clock-out', () => {
  it('stays open until a correction states the real end; approved, the shift is completed at that time', async () => {
    const javier = as(JAVIER);
    const startedAt = new Date(Date.now() - 14 * 3600_000);
    const open = await clockDirectly(ctx, javier.user, 'start', { occurredAt: startedAt });
    const current = (await send(ctx, javier, 'GET', '/api/workshift/current')).json() as Workshift;
    expect(current).toMatchObject({ id: open.id, status: 'in_progress', is_forgotten: true });

    // Without an end time an open shift stays open, so that is no fix for a forgotten clock-out.
    const endAt = new Date(startedAt.getTime() + 8 * 3600_000);
    const petition = await file(
      ctx,
      javier,
      correction(current, { started_at: local(startedAt), ended_at: local(endAt), reason: 'Olvidé fichar la salida' }),
    );
    expect(petition.correction.original.hora_fin).toBeNull();
    expect(petition.correction.proposed.hora_fin).not.toBeNull();
    // The start was re-sent as displayed (HH:mm): it keeps its seconds and only the end changes.
    expect(petition.correction.proposed.started_at).toBe(current.started_at);

    expect((await decide(demoUsers.manager, petition.id, { decision: 'approved' })).statusCode).toBe(200);
    const closed = (await shiftsOf(ctx, javier)).find((s) => s.id === open.id) as Workshift;
    expect(closed).toMatchObject({ status: 'completed', is_forgotten: false, started_at: current.started_at });
    expect(new Date(closed.ended_at as string).getTime()).toBe(Math.floor(endAt.getTime() / 60_000) * 60_000);
    expect(closed.corrections?.[0]).toMatchObject({
      changes: ['end'],
      original: { status: 'in_progress', hora_fin: null },
    });
    const events = await eventsOf(id(JAVIER));
    expect(events.at(-1)?.details).toMatchObject({ changes: ['end'], supersedes: [] });
    // The worker can clock in again: there is no open shift any more.
    expect((await send(ctx, javier, 'POST', '/api/workshift/start', {})).statusCode).toBe(200);
    expect((await verifyRecords(ctx.database.db, panaderia)).broken).toBeNull();
  });

  it('an open shift that changed after the request (a break taken) cannot be approved as asked', async () => {
    const javier = as(JAVIER);
    const current = (await send(ctx, javier, 'GET', '/api/workshift/current')).json() as Workshift;
    const petition = await file(
      ctx,
      javier,
      // A minute before the real start: any earlier could reach back into the previous test's shift, which
      // ended 6 hours ago, and the overlap check would refuse the request before the point of this test.
      correction(current, {
        started_at: local(new Date(Date.parse(current.started_at as string) - 60_000)),
        ended_at: null,
        reason: 'Empecé antes',
      }),
    );
    expect((await send(ctx, javier, 'POST', '/api/workshift/break/start', {})).statusCode).toBe(200);
    const response = await decide(demoUsers.manager, petition.id, { decision: 'approved' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/La jornada ha cambiado desde que se pidió la corrección/);
    expect(
      (await decide(demoUsers.manager, petition.id, { decision: 'rejected', comment: 'Pide otra' })).statusCode,
    ).toBe(200);
    expect((await send(ctx, javier, 'POST', '/api/workshift/end', {})).statusCode).toBe(200);
  });
});

describe('a correction filed by a manager or an admin', () => {
  it('goes to the worker, who accepts it; the record names the manager as asking and the worker as approving', async () => {
    const lucia = as(demoUsers.worker);
    const shift = (await shiftsOf(ctx, lucia)).at(-2) as Workshift;
    const petition = await file(
      ctx,
      as(demoUsers.manager),
      correction(shift, {
        started_at: wall(shift.fecha, '08:00'),
        ended_at: wall(shift.fecha, '15:00'),
        reason: 'Según el parte de entrada de la panadería',
      }),
    );
    expect(petition).toMatchObject({
      requester_id: id(demoUsers.manager),
      employee_id: id(demoUsers.worker),
      employee_name: 'Lucía Fernández',
      assigned_to: [id(demoUsers.worker)],
      requires_acceptance: true,
    });
    const pendingOf = async (email: string) =>
      (await send(ctx, as(email), 'GET', '/api/petitions/pending-count')).json().count as number;
    expect(await pendingOf(demoUsers.worker)).toBe(1);

    // Not even the company admin may accept in the worker's place.
    const byAdmin = await decide(demoUsers.company, petition.id, { decision: 'approved' });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('Solo Lucía Fernández puede aceptar o rechazar esta corrección de su jornada');
    expect((await decide(demoUsers.manager, petition.id, { decision: 'approved' })).statusCode).toBe(403);

    const seen = (await send(ctx, lucia, 'GET', `/api/petitions/${petition.id}`)).json() as Petition;
    expect(seen).toMatchObject({ can_decide: true, can_cancel: false });
    const accepted = await decide(demoUsers.worker, petition.id, { decision: 'approved', comment: 'Es correcto' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await pendingOf(demoUsers.worker)).toBe(0);

    const event = (await eventsOf(id(demoUsers.worker))).at(-1) as EventRow;
    expect(event).toMatchObject({ kind: 'correction', actor_user_id: id(demoUsers.worker) });
    expect(event.details).toMatchObject({ requested_by: id(demoUsers.manager), approved_by: id(demoUsers.worker) });
    const after = (await shiftsOf(ctx, lucia)).find((s) => s.id === shift.id) as Workshift;
    expect(after.corrections?.[0]).toMatchObject({
      requested_by: { name: 'Carlos Ruiz' },
      approved_by: { name: 'Lucía Fernández' },
    });
  });

  it('a worker may reject it with a reason; nothing is written', async () => {
    const lucia = as(demoUsers.worker);
    const shift = (await shiftsOf(ctx, lucia)).at(-3) as Workshift;
    const count = (await eventsOf(id(demoUsers.worker))).length;
    const petition = await file(
      ctx,
      as(demoUsers.company),
      correction(shift, { started_at: wall(shift.fecha, '09:00'), ended_at: wall(shift.fecha, '15:00') }),
    );
    expect(petition.assigned_to).toEqual([id(demoUsers.worker)]);
    const rejected = await decide(demoUsers.worker, petition.id, { decision: 'rejected', comment: 'Entré a las 8' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', decided_by: id(demoUsers.worker) });
    expect((await eventsOf(id(demoUsers.worker))).length).toBe(count);
  });

  it('only for shifts in reach: a worker or a manager outside the team gets 404, as does another company', async () => {
    const lucia = (await shiftsOf(ctx, as(demoUsers.worker))).at(-4) as Workshift;
    const body = correction(lucia, { started_at: wall(lucia.fecha, '08:00'), ended_at: wall(lucia.fecha, '15:00') });
    for (const email of [JAVIER, demoUsers.company2, demoUsers.worker2]) {
      const response = await send(ctx, as(email), 'POST', '/api/petitions', body);
      expect(response.statusCode, email).toBe(404);
      expect(response.json().message).toBe('Jornada no encontrada');
    }
    const pablo = as(PABLO);
    await clockDirectly(ctx, pablo.user, 'start', { occurredAt: new Date(Date.now() - 3 * 3600_000) });
    const pabloShift = (await send(ctx, pablo, 'GET', '/api/workshift/current')).json() as Workshift;
    const response = await send(
      ctx,
      as(demoUsers.manager),
      'POST',
      '/api/petitions',
      correction(pabloShift, { started_at: wall(pabloShift.fecha, '00:00') }),
    );
    expect(response.statusCode).toBe(404);
    await send(ctx, pablo, 'POST', '/api/workshift/end', {});
  });
});

describe('what a correction request may say', () => {
  it('refuses times in the future, a change of nothing, breaks outside the shift and overlaps', async () => {
    const marta = as(MARTA);
    const yesterday = new Date(Date.now() - 30 * 3600_000);
    await clockDirectly(ctx, marta.user, 'start', { occurredAt: yesterday });
    await clockDirectly(ctx, marta.user, 'end', { occurredAt: new Date(yesterday.getTime() + 4 * 3600_000) });
    await clockDirectly(ctx, marta.user, 'start', { occurredAt: new Date(yesterday.getTime() + 5 * 3600_000) });
    await clockDirectly(ctx, marta.user, 'end', { occurredAt: new Date(yesterday.getTime() + 9 * 3600_000) });
    const [later, earlier] = (await shiftsOf(ctx, marta)) as [Workshift, Workshift];
    const at = (iso: string, minutes = 0) => {
      const instant = new Date(new Date(iso).getTime() + minutes * 60_000);
      const parts = new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Madrid',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }).format(instant);
      return parts.replace(' ', 'T');
    };
    const attempt = (shift: Workshift, values: Record<string, unknown>) =>
      send(ctx, marta, 'POST', '/api/petitions', correction(shift, values));

    const nowIso = new Date().toISOString();
    const future = await attempt(earlier, { started_at: at(nowIso, 60), ended_at: at(nowIso, 120) });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('La corrección no puede fijar horas posteriores a este momento');

    const same = await attempt(earlier, {
      started_at: at(earlier.started_at),
      ended_at: at(earlier.ended_at as string),
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('La corrección no cambia nada de la jornada');

    const noEnd = await attempt(earlier, { started_at: at(earlier.started_at, -10) });
    expect(noEnd.json().message).toBe('Indica la hora de fin de la jornada');

    const outside = await attempt(earlier, {
      started_at: at(earlier.started_at),
      ended_at: at(earlier.ended_at as string),
      breaks: [{ start: at(earlier.started_at, -30), end: at(earlier.started_at, 10) }],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('Las pausas deben estar dentro de la jornada');

    const overlap = await attempt(earlier, {
      started_at: at(earlier.started_at),
      ended_at: at(later.started_at, 30),
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toMatch(/^La jornada corregida se solaparía con otra jornada tuya del /);

    const backwards = await attempt(earlier, {
      started_at: at(earlier.started_at),
      ended_at: at(earlier.started_at, -5),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('La hora de fin debe ser posterior a la de inicio');

    const badDate = await attempt(earlier, { started_at: '2026-02-30T08:00', ended_at: '2026-02-30T15:00' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe('Fecha y hora no válidas (yyyy-MM-ddTHH:mm, hora de Madrid)');
  });
});
