import { isPosPermission } from '@jornada/shared/permissions';
import { type Role, roles } from '@jornada/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_POS_TERMINAL } from '../src/modules/demo/seed-demo';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from './test-app';

/** Ids past PostgreSQL `integer` (2^31 − 1) reached the database and failed the cast: 500s. */

let ctx: TestContext;
let workerId = 0;
/** Who calls: each role's user session, and the demo terminal's POS session (POS routes take only that). */
type Caller = Role | 'pos';
const cookies = new Map<Caller, string>();
beforeAll(async () => {
  ctx = await createTestContext();
  const worker = await ctx.database.ownerDb
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoUsers.worker)
    .executeTakeFirstOrThrow();
  workerId = worker.id;
  const emails: Record<Role, string> = {
    navegatel: demoUsers.navegatel,
    gestoria: demoUsers.gestoria,
    company: demoUsers.company,
    manager: demoUsers.manager,
    worker: demoUsers.worker,
  };
  for (const role of roles) cookies.set(role, await loginAs(ctx.app, emails[role], undefined, '10.71.0.1'));
  const pos = await call(ctx.app, {
    method: 'POST',
    url: '/api/pos/login',
    payload: { id_acceso: DEMO_POS_TERMINAL.idAcceso, pin: DEMO_POS_TERMINAL.pin },
  });
  expect(pos.statusCode, pos.body).toBe(200);
  const posCookie = pos.cookies.find((c) => c.name.endsWith('jornada_pos'));
  cookies.set('pos', `${posCookie?.name}=${posCookie?.value}`);
});
afterAll(() => ctx.close());

const cookieOf = (caller: Caller) => cookies.get(caller) ?? '';
const PAST_INTEGER = 2147483648;
const PAST_SAFE_INTEGER = 2 ** 53 + 2;

describe('a path id past its column’s range names nothing: 404 (403 without the permission), never 5xx', () => {
  it('walks every /api route with a path parameter, for every role', async () => {
    // An inspector link's token is no id (and unknown tokens are limited per IP: inspector-links.test.ts);
    // nor is a POS terminal's id_acceso in /api/pos/verify/terminal/:terminalId (answered valid: false).
    const withParams = ctx.app.apiRoutes.filter(
      (route) => route.url.includes('/:') && !route.url.includes('/:token') && !route.url.includes('/:terminalId'),
    );
    // Guards the loop below: an empty list would make it pass vacuously.
    expect(withParams.length).toBeGreaterThanOrEqual(14);
    for (const value of [String(PAST_INTEGER), '9007199254740993', '99999999999999999999']) {
      for (const route of withParams) {
        // A POS route answers only a POS session (a user's is 401 there, ADR 012): the terminal calls it.
        const isPos = route.permission !== 'public' && isPosPermission(route.permission);
        for (const role of isPos ? (['pos'] as const) : roles) {
          const url = route.url.replace(/:[A-Za-z0-9_]+/g, value);
          const response = await call(ctx.app, {
            method: route.method as 'GET',
            url,
            ...(route.method === 'GET' ? {} : { payload: {} }),
            cookie: cookieOf(role),
          });
          const label = `${role} ${route.method} ${url} → ${response.body}`;
          // A bigint id (petitions) past 2^31 is still in range: its empty body is then bad input (400).
          expect.soft([400, 403, 404], label).toContain(response.statusCode);
          if (response.statusCode === 404) expect.soft(response.json().message, label).toMatch(/ no encontrad[oa]$/);
        }
      }
    }
  });

  it('answers with the module’s own not-found message, as for an unknown id in range', async () => {
    const admin = cookieOf('company');
    const cases = [
      ['DELETE', '/api/employees/%s', 'Empleado no encontrado'],
      ['POST', '/api/employees/%s/reactivate', 'Empleado no encontrado'],
      ['GET', '/api/workshift/employee/%s/all', 'Empleado no encontrado'],
      ['DELETE', '/api/shifts/%s', 'Turno no encontrado'],
      ['DELETE', '/api/holidays/%s', 'Festivo no encontrado'],
      ['GET', '/api/petitions/%s', 'Petición no encontrada'],
    ] as const;
    for (const [method, path, message] of cases) {
      for (const id of [99999999, PAST_INTEGER]) {
        const response = await call(ctx.app, { method, url: path.replace('%s', String(id)), cookie: admin });
        expect(response.statusCode, `${method} ${path} ${id}`).toBe(404);
        expect(response.json().message).toBe(message);
      }
    }
  });

  it('a path id that is not a positive whole number is still bad input (400)', async () => {
    for (const id of ['0', '-1', '1.5', 'abc', '1e999']) {
      const response = await call(ctx.app, { method: 'DELETE', url: `/api/shifts/${id}`, cookie: cookieOf('company') });
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message).toBe('Identificador no válido');
    }
  });
});

describe('an id past the integer range in a body or a query: 400 in Spanish', () => {
  it('refuses it where the ids of employees, managers, shifts, plans and shifts worked are sent', async () => {
    const admin = cookieOf('company');
    const newEmployee = { name: 'Nuevo', email: 'grande@jornada.test', identification: '12345678Z', role: 'worker' };
    const cases: {
      method: 'GET' | 'POST' | 'PATCH';
      url: string;
      payload?: object;
      cookie?: string;
      message: string;
    }[] = [
      {
        method: 'POST',
        url: '/api/employees',
        payload: { ...newEmployee, managerId: PAST_INTEGER },
        message: 'Identificador no válido',
      },
      {
        method: 'POST',
        url: '/api/employees',
        payload: { ...newEmployee, shiftId: `${PAST_INTEGER}` },
        message: 'Identificador no válido',
      },
      {
        method: 'PATCH',
        url: `/api/employees/${workerId}`,
        payload: { auth_user_id: workerId, manager_id: PAST_INTEGER },
        message: 'Identificador no válido',
      },
      {
        method: 'PATCH',
        url: `/api/employees/${workerId}`,
        payload: { auth_user_id: workerId, shift_id: PAST_INTEGER },
        message: 'Identificador no válido',
      },
      {
        method: 'PATCH',
        url: `/api/employees/${workerId}`,
        payload: { auth_user_id: PAST_INTEGER, name: 'X' },
        message: 'Identificador no válido',
      },
      {
        method: 'PATCH',
        url: `/api/employees/${workerId}/managers`,
        payload: { id: workerId, manager_id: PAST_INTEGER, action: 'add' },
        message: 'Identificador no válido',
      },
      { method: 'GET', url: `/api/logs?actor_user_id=${PAST_INTEGER}`, message: 'Persona no válida' },
      { method: 'GET', url: `/api/vacations/balance?user_id=${PAST_INTEGER}`, message: 'Empleado no válido' },
      {
        method: 'GET',
        url: `/api/vacations/days?from=2026-01-01&to=2026-01-31&user_id=${PAST_INTEGER}`,
        message: 'Empleado no válido',
      },
      {
        method: 'POST',
        url: '/api/petitions',
        payload: {
          table_name: 'wscorrections',
          // A shift's id is a bigint identity: the bound is JavaScript's safe integer.
          workshift_id: PAST_SAFE_INTEGER,
          started_at: '2026-01-05T08:00',
          reason: 'x',
        },
        cookie: cookieOf('worker'),
        message: 'Elige la jornada que quieres corregir',
      },
      {
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          company_name: 'Grande SL',
          cif: 'B12345674',
          name: 'Ana',
          email: 'grande-sl@jornada.test',
          password: 'Segura#2025x',
          plan_id: PAST_INTEGER,
          accept_terms: true,
        },
        cookie: '',
        message: 'El plan seleccionado no existe',
      },
    ];
    for (const { cookie, message, ...request } of cases) {
      const response = await call(ctx.app, { ...request, cookie: cookie ?? admin, remoteAddress: '10.71.0.2' });
      const label = `${request.method} ${request.url} ${JSON.stringify(request.payload)} → ${response.body}`;
      expect.soft(response.statusCode, label).toBe(400);
      expect.soft(response.json().message, label).toBe(message);
    }
  });

  it('the largest integer id is still accepted as an id (and simply not found)', async () => {
    const response = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/employees/${workerId}`,
      payload: { auth_user_id: workerId, manager_id: 2147483647 },
      cookie: cookieOf('company'),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).not.toBe('Identificador no válido');
  });
});
