import { can, type Permission, reachOf } from '@jornada/shared/permissions';
import type { Role } from '@jornada/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from './test-app';

/**
 * Reach as the API shows it: for each read route that names an employee or a petition, each demo
 * role gets exactly the ids its grant reaches (own, team, company) and none of another tenant. The
 * expected sets are computed here from the rows themselves (as a superuser, outside RLS), not from
 * the server's access module, so a leak or an over-tight filter in either fails.
 */

interface Person {
  id: number;
  company_id: number;
  email: string;
  role: string;
}
interface PetitionRow {
  id: number;
  company_id: number;
  requester_id: number;
  employee_id: number;
  assigned_to: number[];
}

let ctx: TestContext;
let people: Person[] = [];
let petitions: PetitionRow[] = [];
let teamLinks: { employee_id: number; manager_id: number }[] = [];
const cookies = new Map<string, string>();

const actors = [
  { email: demoUsers.company, role: 'company' },
  { email: demoUsers.manager, role: 'manager' },
  { email: demoUsers.worker, role: 'worker' },
  { email: demoUsers.company2, role: 'company' },
  { email: demoUsers.worker2, role: 'worker' },
] as const;

beforeAll(async () => {
  ctx = await createTestContext();
  people = await ctx.superuserQuery<Person>(
    `select u.id, e.company_id, u.email, u.role from users u join employees e on e.user_id = u.id order by u.id`,
  );
  petitions = await ctx.superuserQuery<PetitionRow>(
    'select id::int as id, company_id, requester_id, employee_id, assigned_to from petitions order by id',
  );
  teamLinks = await ctx.superuserQuery('select employee_id, manager_id from employee_managers');
  for (const actor of actors) cookies.set(actor.email, await loginAs(ctx.app, actor.email));
});
afterAll(() => ctx.close());

function personOf(email: string): Person {
  const person = people.find((p) => p.email === email);
  if (!person) throw new Error(`no demo person ${email}`);
  return person;
}

/** The employees an actor reaches through a permission, from the rows (not from the server). */
function employeesInReach(actor: (typeof actors)[number], permission: Permission): Set<number> {
  const me = personOf(actor.email);
  const colleagues = people.filter((p) => p.company_id === me.company_id);
  switch (reachOf(actor.role, permission)) {
    case 'own':
      return new Set([me.id]);
    case 'team':
      return new Set(
        colleagues
          .filter((p) => teamLinks.some((l) => l.manager_id === me.id && l.employee_id === p.id))
          .map((p) => p.id),
      );
    case 'company':
      return new Set(colleagues.map((p) => p.id));
    default:
      return new Set();
  }
}

async function statusOf(actorEmail: string, url: string): Promise<number> {
  const response = await call(ctx.app, { method: 'GET', url, cookie: cookies.get(actorEmail) });
  expect(response.statusCode, `${actorEmail} GET ${url} → ${response.body}`).toBeLessThan(500);
  return response.statusCode;
}

describe('reach matrix (read routes × demo roles × every id of both tenants)', () => {
  it('has both tenants, a team and petitions to check (an empty fixture would pass vacuously)', () => {
    expect(new Set(people.map((p) => p.company_id)).size).toBe(2);
    expect(teamLinks.length).toBeGreaterThan(0);
    expect(petitions.length).toBeGreaterThan(0);
  });

  const employeeRoutes = [
    { url: (id: number) => `/api/workshift/current/user/${id}`, permission: 'read:employee-workshift' },
    { url: (id: number) => `/api/workshift/employee/${id}/all`, permission: 'read:employee-workshift' },
    { url: (id: number) => `/api/employees/${id}/contracts`, permission: 'read:employee' },
  ] as const;

  for (const route of employeeRoutes) {
    for (const actor of actors.filter((a) => reachOf(a.role, route.permission))) {
      it(`${actor.email} ${route.url(0).replace('/0', '/{id}')}: 200 exactly in reach, else 404`, async () => {
        const reach = employeesInReach(actor, route.permission);
        expect(reach.size).toBeGreaterThan(0);
        for (const person of people) {
          const expected = reach.has(person.id) ? 200 : 404;
          expect.soft(await statusOf(actor.email, route.url(person.id)), `${person.email}`).toBe(expected);
        }
      });
    }
  }

  for (const actor of actors) {
    it(`${actor.email} /api/vacations/balance?user_id: themselves and their reach, never another tenant`, async () => {
      const reach = employeesInReach(actor, 'read:vacation-balance');
      const me = personOf(actor.email);
      for (const person of people) {
        const expected = reach.has(person.id) || person.id === me.id ? 200 : 404;
        const status = await statusOf(actor.email, `/api/vacations/balance?user_id=${person.id}`);
        expect.soft(status, person.email).toBe(expected);
      }
    });

    it(`${actor.email} /api/petitions/{id}: their own, those assigned to them and their reach's`, async () => {
      const reach = employeesInReach(actor, 'read:petition');
      const me = personOf(actor.email);
      for (const petition of petitions) {
        const isInvolved =
          petition.requester_id === me.id || petition.employee_id === me.id || petition.assigned_to.includes(me.id);
        const isInReach = petition.company_id === me.company_id && reach.has(petition.employee_id);
        const expected = isInvolved || isInReach ? 200 : 404;
        expect
          .soft(await statusOf(actor.email, `/api/petitions/${petition.id}`), `petición ${petition.id}`)
          .toBe(expected);
      }
    });
  }

  // The register of a manager holds their team and themself (they clock too).
  for (const actor of actors.filter((a) => reachOf(a.role, 'read:register'))) {
    it(`${actor.email} /api/reports/register?employee_id: their reach (a manager also themself), else 404`, async () => {
      const reach = employeesInReach(actor, 'read:register');
      const me = personOf(actor.email);
      for (const person of people) {
        const expected = reach.has(person.id) || person.id === me.id ? 200 : 404;
        const url = `/api/reports/register?from=2025-05-01&to=2025-05-31&employee_id=${person.id}`;
        expect.soft(await statusOf(actor.email, url), person.email).toBe(expected);
      }
    });
  }

  for (const actor of actors.filter((a) => reachOf(a.role, 'read:employee'))) {
    it(`${actor.email} /api/employees lists exactly the employees in reach`, async () => {
      const response = await call(ctx.app, {
        method: 'GET',
        url: '/api/employees?status=all',
        cookie: cookies.get(actor.email),
      });
      expect(response.statusCode).toBe(200);
      const listed = (response.json() as { id: number }[]).map((e) => e.id).sort((a, b) => a - b);
      const reach = [...employeesInReach(actor, 'read:employee')].sort((a, b) => a - b);
      expect(listed).toEqual(reach);
    });
  }

  // Today's staff on the dashboard: everyone in reach who clocks (a company admin does not).
  for (const actor of actors.filter((a) => reachOf(a.role, 'read:employee-workshift'))) {
    it(`${actor.email} /api/dashboard/staff-today lists exactly the people in reach who clock`, async () => {
      const response = await call(ctx.app, {
        method: 'GET',
        url: '/api/dashboard/staff-today',
        cookie: cookies.get(actor.email),
      });
      expect(response.statusCode).toBe(200);
      const listed = (response.json() as { data: { employee_id: number }[] }).data.map((e) => e.employee_id);
      const clockers = new Set(people.filter((p) => can(p.role as Role, 'clock:workshift')).map((p) => p.id));
      const reach = [...employeesInReach(actor, 'read:employee-workshift')].filter((id) => clockers.has(id));
      expect(listed.sort((a, b) => a - b)).toEqual(reach.sort((a, b) => a - b));
    });
  }

  // A POS terminal's reach (ADR 012): the active people who clock, of its own company, on its list (or all).
  it('a POS session reaches exactly its terminal\'s employees: the demo Mostrador (all) and one with a list', async () => {
    const panaderia = personOf(demoUsers.company).company_id;
    const clockers = people.filter((p) => p.company_id === panaderia && can(p.role as Role, 'clock:workshift'));
    expect(clockers.length).toBeGreaterThan(1);
    const onlyOne = clockers[0] as Person;
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/pos-terminals',
      payload: { name: 'Lista', employee_ids: [onlyOne.id] },
      cookie: cookies.get(demoUsers.company),
    });
    expect(created.statusCode, created.body).toBe(201);
    const terminals = [
      { idAcceso: 'POS-0001', pin: '123456', reach: new Set(clockers.map((p) => p.id)) },
      { idAcceso: created.json().id_acceso, pin: created.json().pin, reach: new Set([onlyOne.id]) },
    ];
    for (const terminal of terminals) {
      const login = await call(ctx.app, {
        method: 'POST',
        url: '/api/pos/login',
        payload: { id_acceso: terminal.idAcceso, pin: terminal.pin },
        remoteAddress: '10.40.0.1',
      });
      const cookie = login.cookies.find((c) => c.name.endsWith('jornada_pos'));
      const posCookie = `${cookie?.name}=${cookie?.value}`;
      const grid = await call(ctx.app, { method: 'GET', url: '/api/pos/employees', cookie: posCookie });
      expect((grid.json() as { id: number }[]).map((e) => e.id).sort((a, b) => a - b)).toEqual(
        [...terminal.reach].sort((a, b) => a - b),
      );
      for (const person of people) {
        for (const url of [`/api/pos/workshift/user/${person.id}/current`, `/api/pos/workshift/user/${person.id}/today`]) {
          const response = await call(ctx.app, { method: 'GET', url, cookie: posCookie });
          expect.soft(response.statusCode, `${terminal.idAcceso} ${url} (${person.email})`).toBe(
            terminal.reach.has(person.id) ? 200 : 404,
          );
        }
      }
    }
  });
});
