import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ActivityLogEntry, activityActionLabel, activityActionLabels } from '@jornada/shared/api/logs';
import { addDays, madridDate, madridToInstant } from '@jornada/shared/domain/madrid-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDays } from '../../../test/clock-helpers';
import {
  call,
  createTestContext,
  DEMO_PASSWORD,
  demoUsers,
  loginAs,
  sessionCookieOf,
  type TestContext,
} from '../../../test/test-app';

let ctx: TestContext;
const cookies = new Map<string, string>();
const ids = new Map<string, number>();
let companyA = 0;
let companyB = 0;

interface Page {
  data: ActivityLogEntry[];
  names: { users: Record<string, string>; shifts: Record<string, string>; centres: Record<string, string> };
  total: number;
  page: number;
  pageSize: number;
}

const getAs = (email: string, url: string) => call(ctx.app, { method: 'GET', url, cookie: cookies.get(email) });

async function logOf(email: string, query = ''): Promise<Page> {
  const response = await getAs(email, `/api/logs${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const count = async (text: string, parameters: unknown[]) =>
  (await ctx.superuserQuery<{ n: number }>(text, parameters))[0]?.n ?? -1;

/** What the log of a company must hold: its audit rows plus its clock events, counted past RLS. */
const rowsOfCompany = async (companyId: number) =>
  (await count('select count(*)::int as n from audit_log where company_id = $1', [companyId])) +
  (await count('select count(*)::int as n from clock_events where company_id = $1', [companyId]));

const isNewestFirst = (entries: ActivityLogEntry[]) =>
  entries.every((entry, i) => i === 0 || (entries[i - 1] as ActivityLogEntry).createdAt >= entry.createdAt);

beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of Object.values(demoUsers))
    cookies.set(email, await loginAs(ctx.app, email, undefined, '10.7.0.1'));
  for (const row of await ctx.superuserQuery<{ id: number; email: string; company_id: number | null }>(
    'select id, email, company_id from users',
  )) {
    ids.set(row.email, row.id);
    if (row.email === demoUsers.company) companyA = row.company_id ?? 0;
    if (row.email === demoUsers.company2) companyB = row.company_id ?? 0;
  }
});
afterAll(() => ctx?.close());

describe('GET /api/logs for the company admin', () => {
  it('holds every audit row and every clock action of the company, newest first, 50 per page by default', async () => {
    const log = await logOf(demoUsers.company);
    expect(log.total).toBe(await rowsOfCompany(companyA));
    expect(log.total).toBeGreaterThan(50);
    expect(log).toMatchObject({ page: 1, pageSize: 50 });
    expect(log.data).toHaveLength(50);
    expect(isNewestFirst(log.data)).toBe(true);
  });

  it('a clock action appears at once: «Jornada iniciada», by the worker, from the legal record', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/workshift/start',
      cookie: cookies.get(demoUsers.worker),
      payload: { location: { latitude: 40.4168, longitude: -3.7038 } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const shiftId = response.json().id;
    const page = await logOf(demoUsers.company, '?pageSize=1');
    const [newest] = page.data;
    expect(newest).toEqual({
      id: expect.stringMatching(/^clock-\d+$/),
      source: 'clock',
      action: 'workshift.start',
      actionLabel: 'Jornada iniciada',
      actor: { id: ids.get(demoUsers.worker), name: 'Lucía Fernández', email: demoUsers.worker },
      entity: 'workshift',
      entityId: String(shiftId),
      details: {
        source: 'web',
        latitude: 40.4168,
        longitude: -3.7038,
        work_mode: 'presencial',
        centre_id: expect.any(Number),
      },
      ip: null,
      createdAt: expect.any(String),
    });
    // The start's work centre (Lucía's, the bakery) is named on the page.
    expect(page.names.centres).toEqual({ [String(newest?.details.centre_id)]: 'Obrador' });
    expect(Date.now() - new Date(newest?.createdAt as string).getTime()).toBeLessThan(60_000);
  });

  it('logins show as «Inicio de sesión» with who and the IP', async () => {
    const log = await logOf(demoUsers.company, '?action=session.login&pageSize=100');
    // A's three demo users (admin, manager, worker) logged in once each in beforeAll.
    expect(log.total).toBe(3);
    expect(log.data.map((e) => e.actor?.email).sort()).toEqual(
      [demoUsers.company, demoUsers.manager, demoUsers.worker].sort(),
    );
    for (const entry of log.data) {
      expect(entry).toMatchObject({ source: 'audit', actionLabel: 'Inicio de sesión', ip: '10.7.0.1' });
    }
  });

  it('a password change shows as «Contraseña cambiada»', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      cookie: cookies.get(demoUsers.manager),
      payload: { current_password: DEMO_PASSWORD, new_password: 'Harina#Centeno2025' },
      remoteAddress: '10.7.0.9',
    });
    expect(response.statusCode, response.body).toBe(200);
    cookies.set(demoUsers.manager, sessionCookieOf(response));
    const log = await logOf(demoUsers.company, '?action=user.password_changed');
    expect(log.data).toEqual([
      expect.objectContaining({
        actionLabel: 'Contraseña cambiada',
        actor: expect.objectContaining({ email: demoUsers.manager }),
        ip: '10.7.0.9',
      }),
    ]);
  });

  it('filters by person: their own actions and their own clock record, nobody else’s', async () => {
    const worker = ids.get(demoUsers.worker) as number;
    const log = await logOf(demoUsers.company, `?actor_user_id=${worker}&pageSize=100`);
    const expected =
      (await count('select count(*)::int as n from audit_log where actor_user_id = $1', [worker])) +
      (await count('select count(*)::int as n from clock_events where user_id = $1', [worker]));
    expect(log.total).toBe(expected);
    // 10 seeded days × 4 actions + today's start, and the login.
    expect(log.total).toBe(42);
    expect(log.data.every((e) => e.actor?.id === worker)).toBe(true);
    expect(new Set(log.data.map((e) => e.source))).toEqual(new Set(['audit', 'clock']));
  });

  it('filters by action: a clock kind reads only the record, an audit code only the audit log', async () => {
    const ends = await logOf(demoUsers.company, '?action=workshift.end&pageSize=100');
    // trabajador@ 10 days, manager@ 3 days.
    expect(ends.total).toBe(13);
    expect(ends.data.every((e) => e.action === 'workshift.end' && e.actionLabel === 'Jornada finalizada')).toBe(true);
    expect(ends.data.filter((e) => e.details.observaciones === 'Inventario de fin de semana').length).toBeGreaterThan(
      0,
    );

    const seeded = await logOf(demoUsers.company, '?action=company.demo_seeded');
    expect(seeded.data).toEqual([
      expect.objectContaining({ actor: null, actionLabel: 'Datos de demostración creados', source: 'audit' }),
    ]);

    expect((await logOf(demoUsers.company, '?action=employee.deleted')).total).toBe(0);
  });

  it('filters by Madrid calendar days, both ends included', async () => {
    const oldest = seededDays(10)[0] as string;
    const day = await logOf(demoUsers.company, `?from=${oldest}&to=${oldest}`);
    // Only trabajador@ worked that day (manager@'s history covers the last 3 days).
    expect(day.total).toBe(4);
    expect(day.data.map((e) => e.action)).toEqual([
      'workshift.end',
      'workshift.break_end',
      'workshift.break_start',
      'workshift.start',
    ]);
    expect(day.data.every((e) => madridDate(new Date(e.createdAt)) === oldest)).toBe(true);

    // A row at 00:30 Madrid time is still the previous UTC day: it belongs to its Madrid day only.
    const lateDay = addDays(oldest, -3);
    const instant = madridToInstant(lateDay, '00:30:00') as Date;
    expect(instant.toISOString().slice(0, 10)).toBe(addDays(lateDay, -1));
    await ctx.superuserQuery(
      `insert into audit_log (company_id, actor_user_id, action, created_at) values ($1, $2, 'session.login', $3)`,
      [companyA, ids.get(demoUsers.company), instant],
    );
    expect((await logOf(demoUsers.company, `?from=${lateDay}&to=${lateDay}`)).total).toBe(1);
    expect((await logOf(demoUsers.company, `?to=${addDays(lateDay, -1)}`)).total).toBe(0);
    expect((await logOf(demoUsers.company, `?from=${addDays(lateDay, 1)}&to=${oldest}`)).total).toBe(4);

    const today = madridDate(new Date());
    const fromToday = await logOf(demoUsers.company, `?from=${today}&pageSize=100`);
    expect(fromToday.data.every((e) => madridDate(new Date(e.createdAt)) === today)).toBe(true);
    expect(fromToday.data.map((e) => e.action)).toContain('workshift.start');
  });

  it('combines filters', async () => {
    const worker = ids.get(demoUsers.worker);
    const oldest = seededDays(10)[0] as string;
    const log = await logOf(demoUsers.company, `?actor_user_id=${worker}&action=workshift.start&from=${oldest}`);
    expect(log.total).toBe(11);
    const manager = ids.get(demoUsers.manager);
    expect((await logOf(demoUsers.company, `?actor_user_id=${manager}&action=workshift.start`)).total).toBe(3);
  });

  it('pages: disjoint, newest first, the same rows as one bigger page; past the end is empty', async () => {
    const first = await logOf(demoUsers.company, '?page=1&pageSize=7');
    const second = await logOf(demoUsers.company, '?page=2&pageSize=7');
    const both = await logOf(demoUsers.company, '?page=1&pageSize=14');
    expect(first.data).toHaveLength(7);
    expect(second).toMatchObject({ page: 2, pageSize: 7, total: first.total });
    expect([...first.data, ...second.data]).toEqual(both.data);
    expect(new Set(both.data.map((e) => e.id)).size).toBe(14);
    expect(isNewestFirst(both.data)).toBe(true);

    // Mixed sources on one page: the clock and audit rows interleave by time.
    const all = await logOf(demoUsers.company, '?pageSize=100');
    const lastPage = Math.ceil(all.total / 100);
    const rest = await logOf(demoUsers.company, `?page=${lastPage}&pageSize=100`);
    expect(rest.data.length).toBe(all.total - (lastPage - 1) * 100);
    const beyond = await logOf(demoUsers.company, `?page=${lastPage + 1}&pageSize=100`);
    expect(beyond).toMatchObject({ data: [], total: all.total });
  });

  it.each([
    ['?pageSize=101', 'El tamaño de página debe estar entre 1 y 100'],
    ['?pageSize=0', 'El tamaño de página debe estar entre 1 y 100'],
    ['?page=0', 'La página debe ser un número entero mayor que 0'],
    ['?from=2025-02-30', 'Fecha no válida (yyyy-MM-dd)'],
    ['?to=30/01/2025', 'Fecha no válida (yyyy-MM-dd)'],
    ['?from=2025-03-02&to=2025-03-01', 'La fecha inicial no puede ser posterior a la final'],
    ['?actor_user_id=abc', 'Persona no válida'],
    ['?action=DROP TABLE', 'Acción no válida'],
  ])('%s → 400 «%s»', async (query, message) => {
    const response = await getAs(demoUsers.company, `/api/logs${query}`);
    expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 400, message });
  });
});

describe('who may read it', () => {
  it.each([demoUsers.manager, demoUsers.worker, demoUsers.gestoria, demoUsers.navegatel])('%s: 403', async (email) => {
    const response = await getAs(email, '/api/logs');
    expect({ status: response.statusCode, message: response.json().message }).toEqual({
      status: 403,
      message: 'No tienes permiso para realizar esta acción',
    });
  });

  it('is read-only: no other verb exists', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await call(ctx.app, {
        method,
        url: '/api/logs',
        cookie: cookies.get(demoUsers.company),
        payload: {},
      });
      expect(response.statusCode, method).toBe(404);
    }
  });

  it("company B's admin sees only B: none of A's rows, people or clock actions", async () => {
    const ofB = await logOf(demoUsers.company2, '?pageSize=100');
    expect(ofB.total).toBe(await rowsOfCompany(companyB));
    const peopleOfA = new Set(
      (await ctx.superuserQuery<{ id: number }>('select id from users where company_id = $1', [companyA])).map(
        (r) => r.id,
      ),
    );
    expect(ofB.data.some((e) => e.actor !== null && peopleOfA.has(e.actor.id))).toBe(false);
    expect(ofB.data.filter((e) => e.action === 'workshift.start')).toHaveLength(3);
    // Asking for A's worker by id finds nothing.
    expect((await logOf(demoUsers.company2, `?actor_user_id=${ids.get(demoUsers.worker)}`)).total).toBe(0);
  });
});

describe('names of what the details mention by id', () => {
  it('names the page’s people and shifts in `names`, only from the admin’s company', async () => {
    const worker = ids.get(demoUsers.worker) as number;
    const manager = ids.get(demoUsers.manager) as number;
    const shifts = await ctx.superuserQuery<{ id: number; name: string }>(
      'select id, name from shifts where company_id = $1',
      [companyA],
    );
    const shiftId = (name: string) => shifts.find((shift) => shift.name === name)?.id as number;
    const moved = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/employees/${worker}`,
      cookie: cookies.get(demoUsers.company),
      payload: { auth_user_id: worker, shift_id: shiftId('Tarde') },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const updated = await logOf(demoUsers.company, '?action=employee.updated&pageSize=1');
    expect(updated.data[0]?.details).toEqual({ field: 'shift_id', from: shiftId('Mañana'), to: shiftId('Tarde') });
    expect(updated.names).toEqual({
      users: { [worker]: 'Lucía Fernández' },
      shifts: { [shiftId('Mañana')]: 'Mañana', [shiftId('Tarde')]: 'Tarde' },
      centres: {},
    });

    // A petition names its employee and assignees; an id of company B is never named in A's log.
    const adminOfB = ids.get(demoUsers.company2) as number;
    await ctx.superuserQuery(
      `insert into audit_log (company_id, actor_user_id, action, entity, entity_id, details)
       values ($1, $2, 'petition.created', 'petition', '999', $3)`,
      [
        companyA,
        worker,
        JSON.stringify({ table_name: 'vacations', employee_id: worker, assigned_to: [manager, adminOfB] }),
      ],
    );
    const created = await logOf(demoUsers.company, '?action=petition.created&pageSize=1');
    expect(created.names.users).toEqual({ [worker]: 'Lucía Fernández', [manager]: 'Carlos Ruiz' });
    expect(created.names.shifts).toEqual({});
  });
});

describe('action labels (packages/shared/src/api/logs.ts)', () => {
  /** Every `action: 'x.y'` the server writes to the audit log, read from its source. */
  function auditActionsInSource(): string[] {
    const found = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
          // `action: 'a.b'`, and both codes of `action: cond ? 'a.b' : 'a.c'`.
          for (const line of readFileSync(path, 'utf8').matchAll(/action: ([^\n]*)/g)) {
            for (const code of (line[1] as string).matchAll(/'([a-z_]+\.[a-z_]+)'/g)) found.add(code[1] as string);
          }
        }
      }
    };
    walk(join(__dirname, '..'));
    return [...found].sort();
  }

  it('every action code the server writes has a Spanish label', () => {
    const written = auditActionsInSource();
    expect(written).toEqual(
      expect.arrayContaining(['session.login', 'user.password_changed', 'company_config.updated', 'shift.deleted']),
    );
    expect(written.filter((action) => activityActionLabel(action) === action)).toEqual([]);
  });

  it('covers every clock kind, and an unknown code is shown as is', () => {
    for (const kind of ['start', 'break_start', 'break_end', 'resume', 'end', 'incident']) {
      expect(activityActionLabels).toHaveProperty([`workshift.${kind}`]);
    }
    expect(activityActionLabel('algo.nuevo')).toBe('algo.nuevo');
  });
});
