import { ADMIN_MESSAGES } from '@jornada/shared/api/admin';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';
import { listAdminCompanies } from './admin-companies.service';

/** The platform admin's console: companies, their employees and history, the stats. */

const FORBIDDEN = 'No tienes permiso para realizar esta acción';

let ctx: TestContext;
let admin = '';
let ipCounter = 0;
const nextIp = () => `10.140.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`;
const ids = { panaderia: 0, talleres: 0, gestoria: 0, premium: 0, free: 0, navegatel: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx.app, demoUsers.navegatel, undefined, nextIp());
  const rows = await ctx.superuserQuery<{ kind: string; id: number }>(
    `select 'panaderia' as kind, id from companies where schema_name = 'panaderia_ejemplo'
     union all select 'talleres', id from companies where schema_name = 'talleres_norte'
     union all select 'gestoria', id from gestorias where name = 'Asesoría Demo'
     union all select 'premium', id from plans where type = 'premium'
     union all select 'free', id from plans where type = 'free'
     union all select 'navegatel', id from users where email = $1`,
    [demoUsers.navegatel],
  );
  for (const row of rows) ids[row.kind as keyof typeof ids] = row.id;
});
afterAll(() => ctx?.close());

const get = (url: string, cookie = admin) => call(ctx.app, { method: 'GET', url, cookie });
const send = (method: 'POST' | 'PATCH', url: string, payload: object, cookie = admin) =>
  call(ctx.app, { method, url, payload, cookie });

async function createCompany(name: string, extra: Record<string, unknown> = {}) {
  const email = `${name
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '')}@cliente.test`;
  const response = await send('POST', '/api/admin/companies', {
    name,
    cif: 'B12345674',
    plan_id: ids.free,
    admin: { name: `Admin ${name}`, email },
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json(), email };
}

async function platformLog(action: string) {
  return ctx.superuserQuery<{ actor_user_id: number; action: string; details: Record<string, unknown> }>(
    'select actor_user_id, action, details from platform_audit_log where action = $1 order by id',
    [action],
  );
}

describe('who may use /api/admin/*', () => {
  const routes = (id: number) =>
    [
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/companies'],
      ['POST', '/api/admin/companies'],
      ['GET', `/api/admin/companies/${id}`],
      ['PATCH', `/api/admin/companies/${id}`],
      ['GET', `/api/admin/companies/${id}/employees`],
      ['GET', `/api/admin/companies/${id}/history`],
      ['GET', '/api/admin/gestorias'],
      ['POST', '/api/admin/gestorias'],
      ['GET', `/api/admin/gestorias/${ids.gestoria}`],
      ['PATCH', `/api/admin/gestorias/${ids.gestoria}`],
      ['GET', '/api/admin/contact-requests'],
    ] as const;

  it('only navegatel: 401 without a session, 403 for gestoría, company admin, manager and worker', async () => {
    for (const [method, url] of routes(ids.panaderia)) {
      const anonymous = await call(ctx.app, { method, url, ...(method === 'GET' ? {} : { payload: {} }) });
      expect(anonymous.statusCode, `anónimo ${method} ${url}`).toBe(401);
    }
    for (const email of [demoUsers.gestoria, demoUsers.company, demoUsers.manager, demoUsers.worker]) {
      const cookie = await loginAs(ctx.app, email, undefined, nextIp());
      for (const [method, url] of routes(ids.panaderia)) {
        const response = await call(ctx.app, { method, url, cookie, ...(method === 'GET' ? {} : { payload: {} }) });
        expect(response.statusCode, `${email} ${method} ${url}`).toBe(403);
        expect(response.json().message).toBe(FORBIDDEN);
      }
    }
  });

  it('the platform admin gets through every one (reads 200, empty bodies 400 in Spanish)', async () => {
    for (const [method, url] of routes(ids.panaderia)) {
      const response = await call(ctx.app, {
        method,
        url,
        cookie: admin,
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${method} ${url} → ${response.body}`).toBe(method === 'GET' ? 200 : 400);
      if (method !== 'GET') expect(response.json().message).toMatch(/^[A-ZÁÉÍÓÚ]/);
    }
  });

  it('a refused change changes nothing', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.company, undefined, nextIp());
    const response = await send('PATCH', `/api/admin/companies/${ids.panaderia}`, { state: 'suspended' }, cookie);
    expect(response.statusCode).toBe(403);
    const [row] = await ctx.superuserQuery<{ suspended_at: Date | null }>(
      'select suspended_at from companies where id = $1',
      [ids.panaderia],
    );
    expect(row?.suspended_at).toBeNull();
  });
});

describe('validation: 400 with a Spanish message, 404 for what does not exist', () => {
  it('refuses bad bodies and queries', async () => {
    const cases: [string, string, object, string][] = [
      [
        'POST',
        '/api/admin/companies',
        { cif: 'B12345674', plan_id: 1, admin: { name: 'A', email: 'a@b.es' } },
        ADMIN_MESSAGES.companyName,
      ],
      [
        'POST',
        '/api/admin/companies',
        { name: 'Nueva S.L.', cif: 'nada', plan_id: 1, admin: { name: 'A', email: 'a@b.es' } },
        'El CIF/NIF no es válido (p. ej. B12345674, 12345678Z o X1234567L)',
      ],
      [
        'POST',
        '/api/admin/companies',
        { name: 'Nueva S.L.', cif: 'B12345674', plan_id: 1, admin: { name: 'A', email: 'no' } },
        'Correo electrónico inválido',
      ],
      [
        'POST',
        '/api/admin/companies',
        { name: 'Nueva S.L.', cif: 'B12345674', plan_id: 9999, admin: { name: 'A', email: 'a@b.es' } },
        ADMIN_MESSAGES.planInvalid,
      ],
      [
        'POST',
        '/api/admin/companies',
        { name: 'Nueva S.L.', cif: 'B12345674', plan_id: 1, gestoria_id: 9999, admin: { name: 'A', email: 'a@b.es' } },
        ADMIN_MESSAGES.gestoriaInvalid,
      ],
      [
        'POST',
        '/api/admin/companies',
        { name: 'Nueva S.L.', cif: 'B12345674', plan_id: 1, trial_days: 0, admin: { name: 'A', email: 'a@b.es' } },
        ADMIN_MESSAGES.trialDays,
      ],
      ['PATCH', `/api/admin/companies/${ids.talleres}`, {}, ADMIN_MESSAGES.nothingToUpdate],
      ['PATCH', `/api/admin/companies/${ids.talleres}`, { state: 'expired' }, ADMIN_MESSAGES.patchState],
      ['PATCH', `/api/admin/companies/${ids.talleres}`, { trial_ends_at: '2026-02-31' }, ADMIN_MESSAGES.trialEndsAt],
      ['PATCH', `/api/admin/companies/${ids.talleres}`, { trial_ends_at: 'mañana' }, ADMIN_MESSAGES.trialEndsAt],
      ['PATCH', `/api/admin/companies/${ids.talleres}`, { plan_id: 9999 }, ADMIN_MESSAGES.planInvalid],
      ['PATCH', `/api/admin/companies/${ids.talleres}`, { gestoria_id: 9999 }, ADMIN_MESSAGES.gestoriaInvalid],
      [
        'POST',
        '/api/admin/gestorias',
        { name: 'G', cif: 'B12345674', contact_email: 'g@g.es', user: { name: 'U', email: 'u@g.es' } },
        ADMIN_MESSAGES.gestoriaName,
      ],
      [
        'POST',
        '/api/admin/gestorias',
        { name: 'Gestoría Uno', cif: 'B12345674', contact_email: 'g@g.es' },
        ADMIN_MESSAGES.user,
      ],
      ['PATCH', `/api/admin/gestorias/${ids.gestoria}`, {}, ADMIN_MESSAGES.nothingToUpdate],
    ];
    for (const [method, url, payload, message] of cases) {
      const response = await send(method as 'POST', url, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)} → ${response.body}`).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    for (const [url, message] of [
      ['/api/admin/companies?state=cerrada', ADMIN_MESSAGES.state],
      ['/api/admin/companies?page=0', ADMIN_MESSAGES.page],
      ['/api/admin/companies?pageSize=500', ADMIN_MESSAGES.pageSize],
      ['/api/admin/companies/abc', ADMIN_MESSAGES.companyIdInvalid],
      ['/api/admin/gestorias?page=x', ADMIN_MESSAGES.page],
    ]) {
      const response = await get(url as string);
      expect(response.statusCode, `${url} → ${response.body}`).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('404 for a company or gestoría that does not exist, in range or past it', async () => {
    for (const url of [
      '/api/admin/companies/999999',
      '/api/admin/companies/99999999999',
      '/api/admin/companies/999999/employees',
      '/api/admin/companies/999999/history',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(ADMIN_MESSAGES.companyNotFound);
    }
    const patch = await send('PATCH', '/api/admin/companies/999999', { name: 'Nadie S.L.' });
    expect(patch.statusCode).toBe(404);
    const gestoria = await get('/api/admin/gestorias/999999');
    expect(gestoria.statusCode).toBe(404);
    expect(gestoria.json().message).toBe(ADMIN_MESSAGES.gestoriaNotFound);
  });
});

describe('POST /api/admin/companies without SMTP: a temporary password for the admin', () => {
  it('creates the company in trial with its admin, config and default centre; the admin logs in', async () => {
    const before = Date.now();
    const created = await createCompany('Frutas Lozano S.L.', { trial_days: 30, gestoria_id: ids.gestoria });
    expect(created).toMatchObject({
      name: 'Frutas Lozano S.L.',
      cif: 'B12345674',
      schema_name: 'frutas_lozano',
      plan: { id: ids.free, type: 'free' },
      state: 'trial',
      users: 1,
      gestoria: { id: ids.gestoria, name: 'Asesoría Demo' },
      subscription_status: 'trialing',
      suspended_at: null,
      admins: [{ name: 'Admin Frutas Lozano S.L.', email: created.email, active: true, activated: true }],
      invitation_sent: false,
    });
    expect(created.temporary_password).toMatch(/^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}$/);
    const trialEnd = Date.parse(created.trial_ends_at);
    expect(trialEnd - before).toBeGreaterThanOrEqual(30 * 86400_000 - 1000);
    expect(trialEnd - Date.now()).toBeLessThanOrEqual(30 * 86400_000);

    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: created.email, password: created.temporary_password },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({ role: 'company', company_id: created.id, must_change_password: true });
    const cookie = `jornada_session=${login.cookies.find((c) => c.name.endsWith('jornada_session'))?.value}`;
    const company = await get('/api/company', cookie);
    expect(company.json()).toMatchObject({ name: 'Frutas Lozano S.L.', trial_ends_at: created.trial_ends_at });
    const centres = await get('/api/work-centres', cookie);
    expect(centres.statusCode, centres.body).toBe(200);
    expect(JSON.stringify(centres.json())).toContain('"is_default":true');
    expect((await get('/api/company/config', cookie)).json()).toMatchObject({ company_id: created.id, user_limit: 5 });

    // The platform log says who created it; the company's history starts with it and the gestoría link.
    const [row] = await platformLog('company.created');
    expect(row).toMatchObject({ actor_user_id: ids.navegatel, details: { entityId: created.id, plan: 'free' } });
    const history = (await get(`/api/admin/companies/${created.id}/history`)).json();
    expect(history.data.map((h: { action: string }) => h.action).sort()).toEqual([
      'company.created',
      'company.gestoria_linked',
    ]);
    expect(history.data[0].actor).toEqual({ id: ids.navegatel, name: expect.any(String), role: 'navegatel' });
  });

  it('refuses an email that already has an account (409), creating nothing', async () => {
    const response = await send('POST', '/api/admin/companies', {
      name: 'Duplicada S.L.',
      cif: 'B12345674',
      plan_id: ids.free,
      admin: { name: 'Otra', email: demoUsers.worker },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('El correo electrónico ya está registrado. Por favor, utiliza otro email.');
    const rows = await ctx.superuserQuery('select id from companies where name = $1', ['Duplicada S.L.']);
    expect(rows).toEqual([]);
  });
});

describe('GET /api/admin/companies: search, state filter and pagination on the server', () => {
  it('searches name, CIF and schema_name; paginates with a total', async () => {
    for (const name of ['Zeta Uno S.L.', 'Zeta Dos S.L.', 'Zeta Tres S.L.']) await createCompany(name);
    const all = (await get('/api/admin/companies?search=zeta')).json();
    expect(all.total).toBe(3);
    expect(all.data.map((c: { name: string }) => c.name)).toEqual(['Zeta Tres S.L.', 'Zeta Dos S.L.', 'Zeta Uno S.L.']);
    const page2 = (await get('/api/admin/companies?search=zeta&pageSize=2&page=2')).json();
    expect(page2).toMatchObject({ total: 3, data: [{ name: 'Zeta Uno S.L.' }] });
    expect((await get('/api/admin/companies?search=panaderia_ejemplo')).json().data).toHaveLength(1);
    expect((await get('/api/admin/companies?search=B87654323')).json().data[0]).toMatchObject({
      id: ids.panaderia,
      plan: { type: 'premium' },
      gestoria: { id: ids.gestoria },
    });
    // A % typed in the box is a character, not a wildcard.
    expect((await get('/api/admin/companies?search=%25')).json().total).toBe(0);
  });

  it('filters by state, the same state each row shows', async () => {
    const [zeta] = (await get('/api/admin/companies?search=Zeta%20Dos')).json().data;
    expect((await send('PATCH', `/api/admin/companies/${zeta.id}`, { state: 'suspended' })).statusCode).toBe(200);
    const suspended = (await get('/api/admin/companies?state=suspended')).json();
    expect(suspended.data.map((c: { id: number }) => c.id)).toEqual([zeta.id]);
    expect(suspended.total).toBe(1);
    const total = (await get('/api/admin/companies')).json().total;
    let sum = 0;
    for (const state of ['trial', 'active', 'expired', 'suspended']) {
      const page = (await get(`/api/admin/companies?state=${state}&pageSize=100`)).json();
      expect(
        page.data.every((c: { state: string }) => c.state === state),
        state,
      ).toBe(true);
      sum += page.total;
    }
    expect(sum).toBe(total);
  });

  it('each row has the contract fields', async () => {
    const [row] = (await get('/api/admin/companies?search=panaderia')).json().data;
    expect(Object.keys(row).sort()).toEqual(
      [
        'id',
        'name',
        'cif',
        'schema_name',
        'plan',
        'state',
        'trial_ends_at',
        'users',
        'user_limit',
        'gestoria',
        'created_at',
        'last_activity_at',
      ].sort(),
    );
    expect(row.users).toBeGreaterThan(1);
    expect(row.user_limit).toBe(250);
    expect(Date.parse(row.last_activity_at)).not.toBeNaN();
  });
});

describe('PATCH /api/admin/companies/{id}', () => {
  it('changes plan, trial end and gestoría; each change is in the history with who and when', async () => {
    const created = await createCompany('Historia S.L.', { gestoria_id: ids.gestoria });
    const response = await send('PATCH', `/api/admin/companies/${created.id}`, {
      plan_id: ids.premium,
      trial_ends_at: '2031-03-15',
      gestoria_id: null,
      name: 'Historia Renombrada S.L.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Historia Renombrada S.L.',
      plan: { id: ids.premium, type: 'premium' },
      user_limit: 250,
      gestoria: null,
      // Through 15 March (Madrid): ends at the next midnight, 23:00 UTC in winter.
      trial_ends_at: '2031-03-15T23:00:00.000Z',
      state: 'trial',
    });
    const history = (await get(`/api/admin/companies/${created.id}/history`)).json();
    const actions = history.data.map((h: { action: string }) => h.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'company.renamed',
        'company.plan_changed',
        'company.trial_changed',
        'company.gestoria_unlinked',
        'company.created',
        'company.gestoria_linked',
      ]),
    );
    const trial = history.data.find((h: { action: string }) => h.action === 'company.trial_changed');
    expect(trial).toMatchObject({
      actor: { id: ids.navegatel, role: 'navegatel' },
      details: { from: created.trial_ends_at, to: '2031-03-15T23:00:00.000Z' },
    });
    expect(Date.parse(trial.at)).not.toBeNaN();
    const plan = history.data.find((h: { action: string }) => h.action === 'company.plan_changed');
    expect(plan.details).toEqual({ from: { id: ids.free, type: 'free' }, to: { id: ids.premium, type: 'premium' } });

    // The platform's own log holds one row for the request with every change.
    const rows = await platformLog('company.updated');
    const last = rows.at(-1);
    expect(last?.actor_user_id).toBe(ids.navegatel);
    expect(last?.details.changes).toHaveLength(4);

    // Nothing changed: no new history.
    const again = await send('PATCH', `/api/admin/companies/${created.id}`, { plan_id: ids.premium });
    expect(again.statusCode).toBe(200);
    expect((await get(`/api/admin/companies/${created.id}/history`)).json().total).toBe(history.total);
  });

  it('a trial extension is visible in the company’s own settings', async () => {
    const response = await send('PATCH', `/api/admin/companies/${ids.talleres}`, {
      trial_ends_at: '2032-06-30T22:00:00.000Z',
    });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = await loginAs(ctx.app, demoUsers.company2, undefined, nextIp());
    expect((await get('/api/company', cookie)).json().trial_ends_at).toBe('2032-06-30T22:00:00.000Z');
  });

  it('state suspended sets suspended_at, active lifts it; both are history', async () => {
    const created = await createCompany('Suspendida S.L.');
    const suspended = await send('PATCH', `/api/admin/companies/${created.id}`, { state: 'suspended' });
    expect(suspended.json()).toMatchObject({ state: 'suspended', suspended_at: expect.any(String) });
    const [row] = await ctx.superuserQuery<{ suspended_at: Date | null }>(
      'select suspended_at from companies where id = $1',
      [created.id],
    );
    expect(row?.suspended_at).not.toBeNull();
    // Suspending again changes nothing.
    await send('PATCH', `/api/admin/companies/${created.id}`, { state: 'suspended' });
    const lifted = await send('PATCH', `/api/admin/companies/${created.id}`, { state: 'active' });
    expect(lifted.json()).toMatchObject({ state: 'trial', suspended_at: null });
    const actions = (await get(`/api/admin/companies/${created.id}/history`))
      .json()
      .data.map((h: { action: string }) => h.action);
    expect(actions.filter((a: string) => a === 'company.suspended')).toHaveLength(1);
    expect(actions).toContain('company.reactivated');
  });

  it('state active on an expired trial (not suspended) activates its subscription, once, in its history', async () => {
    const created = await createCompany('Cliente Pagador S.L.');
    // The trial ran out: the company is expired and its admin restricted.
    await ctx.superuserQuery("update companies set trial_ends_at = now() - interval '1 day' where id = $1", [
      created.id,
    ]);
    expect((await get(`/api/admin/companies/${created.id}`)).json().state).toBe('expired');

    const activated = await send('PATCH', `/api/admin/companies/${created.id}`, { state: 'active' });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({
      state: 'active',
      subscription_status: 'active',
      subscription_ends_at: null,
      suspended_at: null,
    });
    const history = (await get(`/api/admin/companies/${created.id}/history`)).json().data;
    expect(history[0]).toMatchObject({
      action: 'company.subscription_activated',
      details: { from: 'expired', subscription_ends_at: null },
    });
    // Already active: asking again changes nothing and writes no history.
    await send('PATCH', `/api/admin/companies/${created.id}`, { state: 'active' });
    expect((await get(`/api/admin/companies/${created.id}/history`)).json().total).toBe(history.length);
  });
});

describe('GET /api/admin/companies/{id}/employees', () => {
  it('lists name, role, active and last clock day, nothing personal beyond that', async () => {
    const response = await get(`/api/admin/companies/${ids.panaderia}/employees?pageSize=100`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.total).toBe(body.data.length);
    const ana = body.data.find((e: { name: string }) => e.name === 'Ana García');
    expect(ana).toMatchObject({ role: 'company', active: true });
    for (const employee of body.data) {
      expect(Object.keys(employee).sort()).toEqual(['active', 'id', 'last_clock_day', 'name', 'role']);
    }
    expect(
      body.data.some((e: { last_clock_day: string | null }) => /^\d{4}-\d{2}-\d{2}$/.test(e.last_clock_day ?? '')),
    ).toBe(true);
    const search = (await get(`/api/admin/companies/${ids.panaderia}/employees?search=carlos`)).json();
    expect(search).toMatchObject({ total: 1, data: [{ name: 'Carlos Ruiz', role: 'manager' }] });
    const page = (await get(`/api/admin/companies/${ids.panaderia}/employees?pageSize=1&page=2`)).json();
    expect(page.data).toHaveLength(1);
    expect(page.total).toBe(body.total);
  });

  it('another company’s employees only through its own id (the tenant of the path)', async () => {
    const talleres = (await get(`/api/admin/companies/${ids.talleres}/employees`)).json();
    expect(talleres.data.map((e: { name: string }) => e.name)).not.toContain('Ana García');
    expect(talleres.data.map((e: { name: string }) => e.name)).toContain('Elena Vidal');
  });
});

describe('platform reads are audited', () => {
  it('every read writes a platform.read row naming the navegatel user and what was read', async () => {
    const count = async () => (await platformLog('platform.read')).length;
    const before = await count();
    await get('/api/admin/stats');
    await get('/api/admin/companies?search=zeta');
    await get(`/api/admin/companies/${ids.panaderia}`);
    await get(`/api/admin/companies/${ids.panaderia}/employees`);
    await get(`/api/admin/companies/${ids.panaderia}/history`);
    await get('/api/admin/gestorias');
    await get(`/api/admin/gestorias/${ids.gestoria}`);
    const rows = (await platformLog('platform.read')).slice(before);
    expect(rows).toHaveLength(7);
    expect(rows.every((r) => r.actor_user_id === ids.navegatel)).toBe(true);
    expect(rows.map((r) => r.details.resource)).toEqual([
      'stats',
      'companies',
      'company',
      'company.employees',
      'company.history',
      'gestorias',
      'gestoria',
    ]);
    expect(rows[1]?.details.query).toMatchObject({ search: 'zeta' });
    expect(rows[3]?.details.entityId).toBe(ids.panaderia);
    expect(await count()).toBe(before + 7);
  });

  it('the platform path itself refuses an actor without the platform reach (not only the route guard)', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.company, undefined, nextIp());
    const user = (await get('/api/user', cookie)).json();
    await expect(
      listAdminCompanies(ctx.database.db, { user, ip: null }, { search: undefined, page: 1, pageSize: 20 }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('a refused caller leaves no platform row', async () => {
    const before = (await platformLog('platform.read')).length;
    const cookie = await loginAs(ctx.app, demoUsers.gestoria, undefined, nextIp());
    expect((await get('/api/admin/companies', cookie)).statusCode).toBe(403);
    expect((await platformLog('platform.read')).length).toBe(before);
  });
});

describe('GET /api/admin/stats', () => {
  it('counts companies by state, trials ending, active users, today’s clock events and open requests', async () => {
    const response = await get('/api/admin/stats');
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json();
    const total = (await get('/api/admin/companies')).json().total;
    expect(stats.companies.total).toBe(total);
    expect(stats.companies.trial + stats.companies.active + stats.companies.expired + stats.companies.suspended).toBe(
      total,
    );
    expect(stats.companies.suspended).toBe((await get('/api/admin/companies?state=suspended')).json().total);
    const [users] = await ctx.superuserQuery<{ n: number }>(
      'select count(*)::int as n from users where is_active and company_id is not null',
    );
    expect(stats.active_users).toBe(users?.n);
    const [events] = await ctx.superuserQuery<{ n: number }>(
      `select count(*)::int as n from clock_events
        where (occurred_at at time zone 'Europe/Madrid')::date = $1::date`,
      // Today by the app's clock (the JS one), as the route counts it; not the database's.
      [madridDate(new Date())],
    );
    expect(stats.clock_events_today).toBe(events?.n);
    const [trials] = await ctx.superuserQuery<{ n: number }>(
      `select count(*)::int as n from companies where suspended_at is null and subscription_status = 'trialing'
        and trial_ends_at > now() and trial_ends_at <= now() + interval '7 days'`,
    );
    expect(stats.trials_ending_in_7_days).toBe(trials?.n);
    expect(stats.open_contact_requests).toBeGreaterThanOrEqual(0);
  });

  it('a trial ending within a week and a clock event today are counted', async () => {
    const before = (await get('/api/admin/stats')).json();
    const created = await createCompany('Semana S.L.', { trial_days: 3 });
    const after = (await get('/api/admin/stats')).json();
    expect(after.trials_ending_in_7_days).toBe(before.trials_ending_in_7_days + 1);
    expect(after.companies.trial).toBe(before.companies.trial + 1);
    expect(after.active_users).toBe(before.active_users + 1);
    expect(created.state).toBe('trial');
    const worker = await loginAs(ctx.app, demoUsers.worker2, undefined, nextIp());
    // Another tenant's worker clocks once (a start, or an end if the demo left a shift open).
    let clock = await call(ctx.app, { method: 'POST', url: '/api/workshift/start', cookie: worker, payload: {} });
    if (clock.statusCode !== 200) {
      clock = await call(ctx.app, { method: 'POST', url: '/api/workshift/end', cookie: worker, payload: {} });
    }
    expect(clock.statusCode, clock.body).toBe(200);
    expect((await get('/api/admin/stats')).json().clock_events_today).toBe(after.clock_events_today + 1);
  });

  it('the trials it counts are the list filtered by trial_ends_within_days=7, the soonest first', async () => {
    await createCompany('Cuatro Días S.L.', { trial_days: 4 });
    await createCompany('Dos Días S.L.', { trial_days: 2 });
    await createCompany('Treinta Días S.L.', { trial_days: 30 });
    const stats = (await get('/api/admin/stats')).json();
    const ending = (await get('/api/admin/companies?trial_ends_within_days=7&pageSize=100')).json();
    expect(ending.total).toBe(stats.trials_ending_in_7_days);
    const names = ending.data.map((c: { name: string }) => c.name);
    expect(names.indexOf('Dos Días S.L.')).toBeLessThan(names.indexOf('Cuatro Días S.L.'));
    expect(names).not.toContain('Treinta Días S.L.');
    const ends = ending.data.map((c: { trial_ends_at: string }) => Date.parse(c.trial_ends_at));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(ending.data.every((c: { state: string }) => c.state === 'trial')).toBe(true);
    const bad = await get('/api/admin/companies?trial_ends_within_days=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ADMIN_MESSAGES.trialEndsWithinDays);
  });
});
