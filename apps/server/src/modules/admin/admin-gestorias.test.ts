import { ADMIN_MESSAGES } from '@jornada/shared/api/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, sessionCookieOf, type TestContext } from '../../../test/test-app';

/** The platform admin's gestorías: list, create with a first user, detail, edit, link. */

let ctx: TestContext;
let admin = '';
let ipCounter = 0;
const nextIp = () => `10.141.0.${++ipCounter}`;
const ids = { gestoria: 0, talleres: 0, navegatel: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx.app, demoUsers.navegatel, undefined, nextIp());
  const rows = await ctx.superuserQuery<{ kind: string; id: number }>(
    `select 'gestoria' as kind, id from gestorias where name = 'Asesoría Demo'
     union all select 'talleres', id from companies where schema_name = 'talleres_norte'
     union all select 'navegatel', id from users where email = $1`,
    [demoUsers.navegatel],
  );
  for (const row of rows) ids[row.kind as keyof typeof ids] = row.id;
});
afterAll(() => ctx?.close());

const get = (url: string, cookie = admin) => call(ctx.app, { method: 'GET', url, cookie });
const send = (method: 'POST' | 'PATCH', url: string, payload: object, cookie = admin) =>
  call(ctx.app, { method, url, payload, cookie });

const newGestoria = {
  name: 'Asesores Ribera S.L.',
  cif: 'b-1234567-4',
  contact_email: 'Info@Ribera.test',
  user: { name: 'Rosa Ribera', email: 'rosa@ribera.test' },
};

describe('gestorías', () => {
  let created: { id: number; temporary_password: string };

  it('POST creates the firm and its first user with a temporary password (no SMTP), who logs in as gestoría', async () => {
    const response = await send('POST', '/api/admin/gestorias', newGestoria);
    expect(response.statusCode, response.body).toBe(201);
    created = response.json();
    expect(created).toMatchObject({
      name: 'Asesores Ribera S.L.',
      cif: 'B12345674',
      contact_email: 'info@ribera.test',
      companies: [],
      users: [{ name: 'Rosa Ribera', email: 'rosa@ribera.test', active: true, activated: true }],
      invitation_sent: false,
      message:
        'Gestoría creada. Entrega la contraseña temporal: solo se muestra esta vez y deberá cambiarla al iniciar sesión.',
    });
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: 'rosa@ribera.test', password: created.temporary_password },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({ role: 'gestoria', gestoria_id: created.id, must_change_password: true });
    const mine = await get('/api/migestoria', sessionCookieOf(login));
    expect(mine.json()).toEqual({
      gestoria_id: created.id,
      name: 'Asesores Ribera S.L.',
      cif: 'B12345674',
      contact_email: 'info@ribera.test',
    });
    const [row] = await ctx.superuserQuery<{ actor_user_id: number; details: Record<string, unknown> }>(
      `select actor_user_id, details from platform_audit_log where action = 'gestoria.created'`,
    );
    expect(row).toMatchObject({
      actor_user_id: ids.navegatel,
      details: { entityId: created.id, user_email: 'rosa@ribera.test' },
    });
  });

  it('refuses a user email that already has an account (409)', async () => {
    const response = await send('POST', '/api/admin/gestorias', {
      ...newGestoria,
      user: { name: 'Otra', email: demoUsers.gestoria },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('El correo electrónico ya está registrado. Por favor, utiliza otro email.');
  });

  it('GET lists with counts, searches and paginates', async () => {
    const all = (await get('/api/admin/gestorias')).json();
    expect(all.total).toBe(2);
    expect(all.data.find((g: { id: number }) => g.id === ids.gestoria)).toMatchObject({
      name: 'Asesoría Demo',
      companies: 2,
      users: 1,
    });
    expect((await get('/api/admin/gestorias?search=ribera')).json()).toMatchObject({
      total: 1,
      data: [{ id: created.id, companies: 0, users: 1, contact_email: 'info@ribera.test' }],
    });
    const page = (await get('/api/admin/gestorias?pageSize=1&page=2')).json();
    expect(page.total).toBe(2);
    expect(page.data).toHaveLength(1);
  });

  it('linking a company through PATCH /api/admin/companies/{id} shows it in the gestoría’s detail', async () => {
    const link = await send('PATCH', `/api/admin/companies/${ids.talleres}`, { gestoria_id: created.id });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().gestoria).toEqual({ id: created.id, name: 'Asesores Ribera S.L.' });
    const detail = (await get(`/api/admin/gestorias/${created.id}`)).json();
    expect(detail.companies).toEqual([
      { id: ids.talleres, name: 'Talleres Norte S.L.', schema_name: 'talleres_norte', state: expect.any(String) },
    ]);
    const demo = (await get(`/api/admin/gestorias/${ids.gestoria}`)).json();
    expect(demo.companies.map((c: { id: number }) => c.id)).not.toContain(ids.talleres);
    const history = (await get(`/api/admin/companies/${ids.talleres}/history`)).json();
    expect(history.data.slice(0, 2).map((h: { action: string; details: unknown }) => [h.action, h.details])).toEqual([
      ['company.gestoria_linked', { gestoria_id: created.id }],
      ['company.gestoria_unlinked', { gestoria_id: ids.gestoria }],
    ]);
  });

  it('PATCH changes name, CIF and contact email, audited old → new', async () => {
    const response = await send('PATCH', `/api/admin/gestorias/${created.id}`, {
      name: 'Ribera Asesores S.L.',
      contact_email: 'hola@ribera.test',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Ribera Asesores S.L.',
      contact_email: 'hola@ribera.test',
      cif: 'B12345674',
    });
    const rows = await ctx.superuserQuery<{ details: Record<string, unknown> }>(
      `select details from platform_audit_log where action = 'gestoria.updated' order by id desc limit 1`,
    );
    expect(rows[0]?.details.changes).toEqual({
      name: { from: 'Asesores Ribera S.L.', to: 'Ribera Asesores S.L.' },
      contact_email: { from: 'info@ribera.test', to: 'hola@ribera.test' },
    });
    const invalid = await send('PATCH', `/api/admin/gestorias/${created.id}`, { contact_email: 'no' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Correo electrónico inválido');
    const missing = await send('PATCH', '/api/admin/gestorias/999999', { name: 'Nadie S.L.' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ADMIN_MESSAGES.gestoriaNotFound);
  });
});

describe('OpenAPI', () => {
  it('documents every console route', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode, response.body).toBe(200);
    const { paths } = response.json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(paths['/api/admin/stats'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/admin/companies'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/admin/companies/{id}'] ?? {}).sort()).toEqual(['get', 'patch']);
    expect(Object.keys(paths['/api/admin/companies/{id}/employees'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/admin/companies/{id}/history'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/admin/gestorias'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/admin/gestorias/{id}'] ?? {}).sort()).toEqual(['get', 'patch']);
  });
});
