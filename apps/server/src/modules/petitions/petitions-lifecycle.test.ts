import type { Petition } from '@jornada/shared/api/petitions';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { file, JAVIER, PABLO, send, ticket } from '../../../test/petition-helpers';
import { demoUsers } from '../../../test/test-app';
import { withTenant } from '../../db/tenant';
import { as, cancel, ctx, decide, id, panaderia, usePetitionsContext } from './petitions.test-helpers';

usePetitionsContext();

describe('deciding', () => {
  it('the assigned manager approves: who, when and the comment are kept; a second decision is 409', async () => {
    const petition = await file(ctx, as(demoUsers.worker), ticket('Para aprobar'));
    const response = await decide(demoUsers.manager, petition.id, { decision: 'approved', comment: '  Revisado  ' });
    expect(response.statusCode, response.body).toBe(200);
    const decided = response.json() as Petition;
    expect(decided).toMatchObject({
      status: 'approved',
      decided_by: id(demoUsers.manager),
      decided_by_name: 'Carlos Ruiz',
      decision_comment: 'Revisado',
      can_decide: false,
    });
    expect(Date.now() - new Date(decided.decided_at as string).getTime()).toBeLessThan(60_000);

    const again = await decide(demoUsers.manager, petition.id, { decision: 'rejected', comment: 'No' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La petición ya no está pendiente (aprobada)');

    const [audit] = await ctx.superuserQuery<{ action: string; actor_user_id: number }>(
      `select action, actor_user_id from audit_log where entity = 'petition' and entity_id = $1 and action <> 'petition.created'`,
      [String(petition.id)],
    );
    expect(audit).toEqual({ action: 'petition.approved', actor_user_id: id(demoUsers.manager) });
  });

  it('a rejection needs a reason', async () => {
    const petition = await file(ctx, as(demoUsers.worker), ticket('Para rechazar'));
    const bare = await decide(demoUsers.manager, petition.id, { decision: 'rejected' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe('Indica el motivo del rechazo');
    const invalid = await decide(demoUsers.manager, petition.id, { decision: 'quizás' });
    expect(invalid.statusCode).toBe(400);
    const rejected = await decide(demoUsers.manager, petition.id, { decision: 'rejected', comment: 'Duplicada' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', decision_comment: 'Duplicada' });
  });

  it('nobody decides their own petition', async () => {
    const petition = await file(ctx, as(demoUsers.worker), ticket('La mía'));
    const response = await decide(demoUsers.worker, petition.id, { decision: 'approved' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('No puedes decidir sobre tu propia petición');
  });

  it('a company admin may decide a petition assigned to a manager', async () => {
    const petition = await file(ctx, as(demoUsers.worker), ticket('La decide la admin'));
    const response = await decide(demoUsers.company, petition.id, { decision: 'approved' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ decided_by: id(demoUsers.company), decided_by_name: 'Ana García' });
  });

  it("a manager outside the team gets 404, and a teammate who is not assigned can't see it either", async () => {
    const ofPablo = await file(ctx, as(PABLO), ticket('De fuera del equipo'));
    expect((await send(ctx, as(demoUsers.manager), 'GET', `/api/petitions/${ofPablo.id}`)).statusCode).toBe(404);
    const response = await decide(demoUsers.manager, ofPablo.id, { decision: 'approved' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Petición no encontrada');

    const ofLucia = await file(ctx, as(demoUsers.worker), ticket('Entre compañeros'));
    expect((await decide(JAVIER, ofLucia.id, { decision: 'approved' })).statusCode).toBe(404);
    expect((await send(ctx, as(JAVIER), 'GET', `/api/petitions/${ofLucia.id}`)).statusCode).toBe(404);
    const still = await send(ctx, as(demoUsers.worker), 'GET', `/api/petitions/${ofLucia.id}`);
    expect(still.json().status).toBe('pending');
  });

  it('a manager whose worker left the team can no longer decide (403), the admin still can', async () => {
    const petition = await file(ctx, as(demoUsers.worker), ticket('Cambio de equipo'));
    await ctx.superuserQuery('delete from employee_managers where employee_id = $1 and manager_id = $2', [
      id(demoUsers.worker),
      id(demoUsers.manager),
    ]);
    try {
      const response = await decide(demoUsers.manager, petition.id, { decision: 'approved' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('No puedes decidir sobre esta petición');
      expect((await decide(demoUsers.company, petition.id, { decision: 'approved' })).statusCode).toBe(200);
    } finally {
      await ctx.superuserQuery(
        'insert into employee_managers (company_id, employee_id, manager_id) values ($1, $2, $3)',
        [panaderia, id(demoUsers.worker), id(demoUsers.manager)],
      );
    }
  });

  it('a worker with no petition assigned to them has nothing to decide', async () => {
    const ofJavier = await file(ctx, as(JAVIER), ticket('Otra'));
    expect((await decide(demoUsers.worker, ofJavier.id, { decision: 'approved' })).statusCode).toBe(404);
  });
});

describe('cancelling', () => {
  it('only the requester, only while pending; it stays recorded as cancelled and the assignee is told', async () => {
    const petition = await file(ctx, as(demoUsers.worker), ticket('Me equivoqué'));
    const byManager = await cancel(demoUsers.manager, petition.id);
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toBe('Solo quien hizo la petición puede cancelarla');

    const response = await cancel(demoUsers.worker, petition.id);
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = response.json() as Petition;
    expect(cancelled).toMatchObject({ status: 'cancelled', can_cancel: false, decided_by: null });
    expect(cancelled.cancelled_at).not.toBeNull();

    const again = await cancel(demoUsers.worker, petition.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Solo se puede cancelar una petición pendiente, o unas vacaciones aprobadas que aún no han empezado',
    );
    expect((await decide(demoUsers.manager, petition.id, { decision: 'approved' })).statusCode).toBe(409);

    const [note] = await ctx.superuserQuery<{ user_id: number; title: string }>(
      `select user_id, title from notifications where petition_id = $1 and event = 'petition_cancelled'`,
      [petition.id],
    );
    expect(note).toEqual({ user_id: id(demoUsers.manager), title: 'Petición cancelada' });
  });

  it('a decided petition cannot be cancelled', async () => {
    const petition = await file(ctx, as(demoUsers.worker), ticket('Ya aprobada'));
    await decide(demoUsers.manager, petition.id, { decision: 'approved' });
    expect((await cancel(demoUsers.worker, petition.id)).statusCode).toBe(409);
  });
});

describe('nothing is deleted', () => {
  it('the app role may not delete a petition, and even the owner is refused; a decision is final', async () => {
    const petition = await file(ctx, as(demoUsers.worker), ticket('Inborrable'));
    const denied = await withTenant(ctx.database.db, panaderia, (trx) =>
      sql`delete from petitions where id = ${petition.id}`.execute(trx),
    ).catch((error: { code?: string }) => error);
    expect((denied as { code?: string }).code).toBe('42501');
    await expect(ctx.superuserQuery('delete from petitions where id = $1', [petition.id])).rejects.toThrow(
      'Las peticiones no se borran',
    );
    await decide(demoUsers.manager, petition.id, { decision: 'approved' });
    await expect(
      ctx.superuserQuery(`update petitions set status = 'rejected' where id = $1`, [petition.id]),
    ).rejects.toThrow('Una petición decidida o cancelada no se puede modificar');
  });
});
