import type { Petition, PetitionRecord } from '@jornada/shared/api/petitions';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedIn } from '../../../test/clock-helpers';
import {
  file,
  JAVIER,
  MARTA,
  PABLO,
  panaderiaPeople,
  send,
  sessionsFor,
  talleresPeople,
  ticket,
} from '../../../test/petition-helpers';
import { createTestContext, demoUsers, type TestContext } from '../../../test/test-app';
import { withTenant } from '../../db/tenant';

let ctx: TestContext;
let as: (email: string) => LoggedIn;
let panaderia = 0;
/** A second company admin of panadería, added in the assignment tests (the seed has one). */
let secondAdmin = 0;

const id = (email: string) => as(email).user.id;
const pending = async (email: string) =>
  ((await send(ctx, as(email), 'GET', '/api/petitions/pending-count')).json() as { count: number }).count;
const decide = (email: string, petitionId: number, body: Record<string, unknown>) =>
  send(ctx, as(email), 'POST', `/api/petitions/${petitionId}/decision`, body);
const cancel = (email: string, petitionId: number) =>
  send(ctx, as(email), 'POST', `/api/petitions/${petitionId}/cancel`);
const list = async (email: string, query: string) => {
  const response = await send(ctx, as(email), 'GET', `/api/petitions?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Petition[]; total: number };
};

beforeAll(async () => {
  ctx = await createTestContext();
  as = await sessionsFor(ctx, [...panaderiaPeople, ...talleresPeople]);
  panaderia = as(demoUsers.company).user.company_id as number;
});
afterAll(() => ctx?.close());

describe('assignment (who decides)', () => {
  it("a worker's petition goes to their managers, never to the worker", async () => {
    const petition = await file(ctx, as(demoUsers.worker), ticket());
    expect(petition).toMatchObject({
      table_name: 'tickets',
      status: 'pending',
      requester_id: id(demoUsers.worker),
      requester_name: 'Lucía Fernández',
      employee_id: id(demoUsers.worker),
      assigned_to: [id(demoUsers.manager)],
      assignees: [{ id: id(demoUsers.manager), name: 'Carlos Ruiz' }],
      requires_acceptance: false,
      can_cancel: true,
      can_decide: false,
      decided_by: null,
      ticket: { title: 'La app se cierra al fichar', incident_type: 'Problemas técnicos con la app' },
    });
    expect(petition.summary).toBe('Problemas técnicos con la app: La app se cierra al fichar');
  });

  it('a worker without a manager: the company admins', async () => {
    const petition = await file(ctx, as(PABLO), ticket('Sin cobertura en el almacén'));
    expect(petition.assigned_to).toEqual([id(demoUsers.company)]);
  });

  it("a manager's own petition: the company admins", async () => {
    const petition = await file(ctx, as(demoUsers.manager), ticket('Mi móvil no ficha'));
    expect(petition.assigned_to).toEqual([id(demoUsers.company)]);
  });

  it("an admin's own petition: the other admins; with none, it is refused", async () => {
    const alone = await send(ctx, as(demoUsers.company), 'POST', '/api/petitions', ticket('Solo hay un admin'));
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toBe('No hay nadie en la empresa que pueda aprobar esta petición');

    const [user] = await ctx.superuserQuery<{ id: number }>(
      `insert into users (email, name, role, company_id) values ('admin2@jornada.test', 'Rosa Admin', 'company', $1) returning id`,
      [panaderia],
    );
    secondAdmin = user?.id as number;
    await ctx.superuserQuery('insert into employees (company_id, user_id) values ($1, $2)', [panaderia, secondAdmin]);
    const petition = await file(ctx, as(demoUsers.company), ticket('Ahora hay dos admins'));
    expect(petition.assigned_to).toEqual([secondAdmin]);
  });

  it('a worker whose managers are all deactivated: the company admins (every active one)', async () => {
    await ctx.superuserQuery('update employees set deactivated_at = now() where user_id = $1', [id(demoUsers.manager)]);
    try {
      const petition = await file(ctx, as(MARTA), ticket('Mi manager está de baja'));
      expect(petition.assigned_to.sort()).toEqual([id(demoUsers.company), secondAdmin].sort());
    } finally {
      await ctx.superuserQuery('update employees set deactivated_at = null where user_id = $1', [
        id(demoUsers.manager),
      ]);
    }
  });

  it('the database itself refuses a petition assigned to its requester', async () => {
    const attempt = ctx.superuserQuery(
      `insert into petitions (company_id, table_name, requester_id, employee_id, assigned_to, payload)
       values ($1, 'tickets', $2, $2, array[$2::integer], '{}')`,
      [panaderia, id(demoUsers.worker)],
    );
    await expect(attempt).rejects.toMatchObject({ code: '23514' });
  });
});

describe('pending count (SPEC §6: tickets, vacations, corrections; pending; assigned to me; not filed by me)', () => {
  it('counts what is waiting for me only, and stops counting once decided or cancelled', async () => {
    const before = {
      carlos: await pending(demoUsers.manager),
      ana: await pending(demoUsers.company),
      javier: await pending(JAVIER),
    };
    const first = await file(ctx, as(JAVIER), ticket('Uno'));
    const second = await file(ctx, as(JAVIER), ticket('Dos'));
    // Carlos has them; Javier filed them, so they are not his to count; Ana is not assigned.
    expect(await pending(demoUsers.manager)).toBe(before.carlos + 2);
    expect(await pending(JAVIER)).toBe(before.javier);
    expect(await pending(demoUsers.company)).toBe(before.ana);

    expect((await decide(demoUsers.manager, first.id, { decision: 'approved' })).statusCode).toBe(200);
    expect((await cancel(JAVIER, second.id)).statusCode).toBe(200);
    expect(await pending(demoUsers.manager)).toBe(before.carlos);
  });

  it('matches the rule written as SQL for every demo user', async () => {
    for (const email of panaderiaPeople) {
      const [row] = await ctx.superuserQuery<{ n: number }>(
        `select count(*)::int as n from petitions
          where table_name in ('tickets','vacations','wscorrections') and status = 'pending'
            and $1 = any(assigned_to) and requester_id <> $1`,
        [id(email)],
      );
      expect(await pending(email), email).toBe(row?.n);
    }
  });

  it('the seeded demo already has something waiting for the manager and the admins', async () => {
    expect(await pending(demoUsers.manager)).toBeGreaterThanOrEqual(1);
    expect(await pending(demoUsers.company2)).toBe(1);
  });
});

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

describe('lists and reach', () => {
  it('inbox = assigned to me; outbox = filed by me; all = everything in reach', async () => {
    const mine = await list(demoUsers.worker, 'view=outbox');
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((p) => p.requester_id === id(demoUsers.worker))).toBe(true);
    expect(mine.total).toBe(mine.data.length);

    const inbox = await list(demoUsers.manager, 'view=inbox&status=pending');
    expect(inbox.data.length).toBe(await pending(demoUsers.manager));
    expect(inbox.data.every((p) => p.assigned_to.includes(id(demoUsers.manager)) && p.status === 'pending')).toBe(true);
    expect(inbox.data.some((p) => p.table_name === 'vacations' && p.requester_name === 'Lucía Fernández')).toBe(true);

    const team = await list(demoUsers.manager, 'view=all&page_size=100');
    const teamIds = new Set([id(demoUsers.manager), id(demoUsers.worker), id(JAVIER), id(MARTA)]);
    expect(team.data.every((p) => teamIds.has(p.employee_id))).toBe(true);
    expect(team.data.some((p) => p.employee_id === id(PABLO))).toBe(false);

    const company = await list(demoUsers.company, 'view=all&page_size=100');
    expect(company.total).toBeGreaterThan(team.total);
    expect(company.data.some((p) => p.employee_id === id(PABLO))).toBe(true);

    const tickets = await list(demoUsers.company, 'view=all&table_name=tickets&page_size=1&page=2');
    expect(tickets.data).toHaveLength(1);
    expect(tickets.data[0]?.table_name).toBe('tickets');
  });

  it('GET /api/petitions/tickets: SPEC §3 Ticket, mine for a worker and the company’s for the admin', async () => {
    const ofLucia = await send(ctx, as(demoUsers.worker), 'GET', '/api/petitions/tickets');
    expect(ofLucia.statusCode).toBe(200);
    const data = ofLucia.json().data as { user_name: string; requester_id: number }[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((t) => t.user_name === 'Lucía Fernández')).toBe(true);
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(
      ['created_at', 'description', 'id', 'incident_type', 'requester_id', 'status', 'title', 'user_name'].sort(),
    );
    const all = (await send(ctx, as(demoUsers.company), 'GET', '/api/petitions/tickets')).json().data as {
      user_name: string;
    }[];
    expect(new Set(all.map((t) => t.user_name))).toEqual(
      new Set(['Lucía Fernández', 'Pablo Díaz', 'Carlos Ruiz', 'Ana García', 'Marta Sánchez', 'Javier Moreno']),
    );
  });

  it('GET /api/petitions/registros: the inbox with assigned_to_me=true, my own otherwise', async () => {
    const inbox = await send(ctx, as(demoUsers.manager), 'GET', '/api/petitions/registros?assigned_to_me=true');
    expect(inbox.statusCode).toBe(200);
    const records = inbox.json().data as PetitionRecord[];
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      expect(record.assigned_to).toContain(id(demoUsers.manager));
      expect(record.requester_id).not.toBe(id(demoUsers.manager));
      expect(['tickets', 'vacations', 'wscorrections']).toContain(record.table_name);
    }
    const vacation = records.find((r) => r.table_name === 'vacations' && r.status === 'pending');
    expect(vacation?.summary).toMatch(
      /^Vacaciones del \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4} \(\d+ días laborables\)$/,
    );

    const own = (await send(ctx, as(demoUsers.manager), 'GET', '/api/petitions/registros')).json()
      .data as PetitionRecord[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.requester_id === id(demoUsers.manager))).toBe(true);
  });

  it('another company sees none of it: 404 on every petition route, and its own lists only', async () => {
    const petition = await file(ctx, as(demoUsers.worker), ticket('Solo de la panadería'));
    for (const email of [demoUsers.company2, demoUsers.worker2]) {
      expect((await send(ctx, as(email), 'GET', `/api/petitions/${petition.id}`)).statusCode).toBe(404);
      expect((await decide(email, petition.id, { decision: 'approved' })).statusCode).toBe(404);
      expect((await cancel(email, petition.id)).statusCode).toBe(404);
    }
    const elena = await list(demoUsers.company2, 'view=all&page_size=100');
    expect(elena.data.map((p) => p.requester_name)).toEqual(['Sergio López']);
    const tickets = (await send(ctx, as(demoUsers.company2), 'GET', '/api/petitions/tickets')).json().data as {
      user_name: string;
    }[];
    expect(tickets.map((t) => t.user_name)).toEqual(['Sergio López']);
    const records = (
      await send(ctx, as(demoUsers.company2), 'GET', '/api/petitions/registros?assigned_to_me=true')
    ).json().data as PetitionRecord[];
    expect(records.map((r) => r.requester_name)).toEqual(['Sergio López']);
    expect((await send(ctx, as(demoUsers.worker), 'GET', '/api/petitions/pending-count')).statusCode).toBe(200);
    const still = await send(ctx, as(demoUsers.worker), 'GET', `/api/petitions/${petition.id}`);
    expect(still.json().status).toBe('pending');
  });

  it('roles without a company have no petitions at all (403)', async () => {
    for (const email of ['plataforma@jornada.test', 'gestoria@jornada.test']) {
      const { logIn } = await import('../../../test/clock-helpers');
      const who = await logIn(ctx, email);
      expect((await send(ctx, who, 'GET', '/api/petitions/pending-count')).statusCode).toBe(403);
      expect((await send(ctx, who, 'POST', '/api/petitions', ticket())).statusCode).toBe(403);
    }
  });
});

describe('polling cursors', () => {
  it('new-petitions and recent-updates flip when something newer than the cursor arrives', async () => {
    const first = await send(ctx, as(demoUsers.manager), 'GET', '/api/petitions/new-petitions');
    const { cursor } = first.json() as { cursor: string };
    const quiet = await send(ctx, as(demoUsers.manager), 'GET', `/api/petitions/new-petitions?since=${cursor}`);
    expect(quiet.json()).toEqual({ hasNewPetitions: false, cursor });

    const petition = await file(ctx, as(JAVIER), ticket('Para el cursor'));
    const news = (await send(ctx, as(demoUsers.manager), 'GET', `/api/petitions/new-petitions?since=${cursor}`)).json();
    expect(news.hasNewPetitions).toBe(true);
    expect(BigInt(news.cursor)).toBeGreaterThan(BigInt(cursor));

    const updates = (await send(ctx, as(JAVIER), 'GET', '/api/petitions/recent-updates')).json() as {
      cursor: string;
    };
    await decide(demoUsers.manager, petition.id, { decision: 'rejected', comment: 'Repetida' });
    const after = (await send(ctx, as(JAVIER), 'GET', `/api/petitions/recent-updates?since=${updates.cursor}`)).json();
    expect(after.hasUpdates).toBe(true);
    // Without a cursor: whether an unread one exists; read-all clears it.
    expect((await send(ctx, as(JAVIER), 'GET', '/api/petitions/recent-updates')).json().hasUpdates).toBe(true);
    expect((await send(ctx, as(JAVIER), 'POST', '/api/petitions/notifications/read-all')).statusCode).toBe(200);
    expect((await send(ctx, as(JAVIER), 'GET', '/api/petitions/recent-updates')).json().hasUpdates).toBe(false);
    expect((await send(ctx, as(JAVIER), 'GET', '/api/petitions/recent-updates?since=abc')).statusCode).toBe(400);
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

describe('OpenAPI', () => {
  it('documents every petition, notification and vacation call', async () => {
    const response = await send(ctx, undefined, 'GET', '/api/docs/json');
    expect(response.statusCode, response.body).toBe(200);
    const { paths } = response.json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(paths['/api/petitions'] ?? {}).sort()).toEqual(['get', 'post']);
    for (const path of [
      '/api/petitions/{id}',
      '/api/petitions/tickets',
      '/api/petitions/pending-count',
      '/api/petitions/recent-updates',
      '/api/petitions/new-petitions',
      '/api/petitions/notifications/recent',
      '/api/petitions/registros',
      '/api/vacations/balance',
      '/api/vacations/today',
    ]) {
      expect(Object.keys(paths[path] ?? {}), path).toEqual(['get']);
    }
    expect(Object.keys(paths['/api/petitions/{id}/decision'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/petitions/{id}/cancel'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/notification-preferences'] ?? {}).sort()).toEqual(['get', 'put']);
    expect(Object.keys(paths['/api/holidays'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/vacations/allowance'] ?? {}).sort()).toEqual(['get', 'put']);
  });
});
