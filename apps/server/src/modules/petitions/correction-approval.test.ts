import type { Petition } from '@jornada/shared/api/petitions';
import type { Workshift } from '@jornada/shared/api/workshift';
import { describe, expect, it } from 'vitest';
import { file, send, shiftsOf, wall } from '../../../test/petition-helpers';
import { demoUsers } from '../../../test/test-app';
import { rebuildWorkshifts } from '../workshift/rebuild-workshifts';
import { verifyRecords } from '../workshift/verify-records';
import { correction, type EventRow, eventsOf } from './correction.test-helpers';
import { as, ctx, decide, id, panaderia, usePetitionsContext } from './petitions.test-helpers';

/**
 * ADR 006: an approved correction is a new 'correction' event in the worker's hash chain that
 * supersedes the events it names; the original events are never changed, the projection shows the
 * corrected times and keeps the original, and a rebuild from the record gives the same rows.
 */

usePetitionsContext();

function projection() {
  return ctx.superuserQuery(
    `select company_id, id::text, user_id, fecha::text, started_at, ended_at, status, breaks, locations,
            observaciones, last_event_id::text, corrections
       from workshifts w order by w.company_id, w.id`,
  );
}

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
