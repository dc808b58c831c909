import { createGestoriaUserResponse, gestoriaUsersResponse } from '@jornada/shared/api/gestoria';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let gestoria: string;

beforeAll(async () => {
  ctx = await createTestContext();
  gestoria = await loginAs(ctx.app, demoUsers.gestoria);
});

afterAll(async () => {
  await ctx.close();
});

const send = (cookie: string | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  call(ctx.app, { method, url, cookie, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });

describe('gestoría users', () => {
  it('invites a colleague who logs in with the temporary password, sees the clients, and is deactivated', async () => {
    const created = await send(gestoria, 'POST', '/api/gestoria/users', {
      name: 'Pedro Asesor',
      email: 'Pedro.Asesor@jornada.test',
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = createGestoriaUserResponse.parse(created.json());
    expect(body.user).toMatchObject({ name: 'Pedro Asesor', email: 'pedro.asesor@jornada.test', active: true });

    const list = gestoriaUsersResponse.parse((await send(gestoria, 'GET', '/api/gestoria/users')).json());
    expect(list.map((u) => u.name)).toEqual(['Laura Martín', 'Pedro Asesor']);

    const colleague = await loginAs(ctx.app, 'pedro.asesor@jornada.test', body.temporary_password);
    const me = (await send(colleague, 'GET', '/api/user')).json();
    expect(me).toMatchObject({ role: 'gestoria', must_change_password: true });
    expect((await send(colleague, 'GET', '/api/gestoria/companies')).statusCode).toBe(200);

    const again = await send(gestoria, 'POST', '/api/gestoria/users', {
      name: 'Otro',
      email: 'pedro.asesor@jornada.test',
    });
    expect(again.statusCode).toBe(409);

    const deactivated = await send(gestoria, 'DELETE', `/api/gestoria/users/${body.user.id}`);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await send(colleague, 'GET', '/api/gestoria/companies')).statusCode).toBe(401);
    const after = gestoriaUsersResponse.parse((await send(gestoria, 'GET', '/api/gestoria/users')).json());
    expect(after.find((u) => u.id === body.user.id)?.active).toBe(false);

    const audit = await ctx.superuserQuery<{ action: string }>(
      `select action from platform_audit_log where action like 'gestoria.user_%' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['gestoria.user_created', 'gestoria.user_deactivated']);
  });

  it('refuses bad input, oneself, another firm’s user and every other role', async () => {
    const bad = await send(gestoria, 'POST', '/api/gestoria/users', { name: '', email: 'no-es-un-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    const selfId = (await send(gestoria, 'GET', '/api/user')).json().id as number;
    const self = await send(gestoria, 'DELETE', `/api/gestoria/users/${selfId}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('No puedes desactivar tu propio usuario');
    const companyAdminId = (
      await ctx.superuserQuery<{ id: number }>('select id from users where email = $1', [demoUsers.company])
    )[0]?.id;
    expect((await send(gestoria, 'DELETE', `/api/gestoria/users/${companyAdminId}`)).statusCode).toBe(404);
    for (const email of [demoUsers.company, demoUsers.worker, demoUsers.navegatel]) {
      const cookie = await loginAs(ctx.app, email);
      expect((await send(cookie, 'GET', '/api/gestoria/users')).statusCode, email).toBe(403);
    }
  });

  it('keeps GET /api/migestoria in SPEC’s shape, with the CIF and contact email for the settings page', async () => {
    const response = await send(gestoria, 'GET', '/api/migestoria');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      gestoria_id: expect.any(Number),
      name: 'Asesoría Demo',
      cif: 'B12345674',
      contact_email: 'gestoria@jornada.test',
    });
  });
});
