import type { Workshift } from '@jornada/shared/api/workshift';
import { describe, expect, it } from 'vitest';
import { clockDirectly } from '../../../test/clock-helpers';
import { file, JAVIER, local, send, shiftsOf } from '../../../test/petition-helpers';
import { demoUsers } from '../../../test/test-app';
import { verifyRecords } from '../workshift/verify-records';
import { correction, eventsOf } from './correction.test-helpers';
import { as, ctx, decide, id, panaderia, usePetitionsContext } from './petitions.test-helpers';

usePetitionsContext();

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
