import type { Petition } from '@jornada/shared/api/petitions';
import type { Workshift } from '@jornada/shared/api/workshift';
import { describe, expect, it } from 'vitest';
import { clockDirectly } from '../../../test/clock-helpers';
import { file, JAVIER, PABLO, send, shiftsOf, wall } from '../../../test/petition-helpers';
import { demoUsers } from '../../../test/test-app';
import { correction, type EventRow, eventsOf } from './correction.test-helpers';
import { as, ctx, decide, id, usePetitionsContext } from './petitions.test-helpers';

usePetitionsContext();

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
