import type { PetitionRecord } from '@jornada/shared/api/petitions';
import { describe, expect, it } from 'vitest';
import { file, JAVIER, MARTA, PABLO, panaderiaPeople, send, ticket } from '../../../test/petition-helpers';
import { demoUsers } from '../../../test/test-app';
import { as, cancel, ctx, decide, id, list, panaderia, pending, usePetitionsContext } from './petitions.test-helpers';

usePetitionsContext();

/** A second company admin of panadería, added in the assignment tests (the seed has one). */
let secondAdmin = 0;

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
