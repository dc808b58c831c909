import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, sessionCookieOf, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('session', () => {
  it('GET /api/user answers 401 without a session and the user with one', async () => {
    const anonymous = await call(ctx.app, { method: 'GET', url: '/api/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('No has iniciado sesión');

    const cookie = await loginAs(ctx.app, demoUsers.company);
    const me = await call(ctx.app, { method: 'GET', url: '/api/user', cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'empresa@jornada.test',
      role: 'company',
      schema_name: 'panaderia_ejemplo',
      company_name: 'Panadería Ejemplo S.L.',
    });
  });

  it('accepts a form-encoded login body', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=Trabajador%40Jornada.test&password=Demo1234%21',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe('worker');
  });

  it('sets an HttpOnly SameSite=Lax cookie and rotates the token at each login', async () => {
    const first = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: demoUsers.worker, password: 'Demo1234!' },
    });
    const cookie = first.cookies[0];
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const firstCookie = sessionCookieOf(first);

    const second = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: demoUsers.worker, password: 'Demo1234!' },
      cookie: firstCookie,
    });
    const secondCookie = sessionCookieOf(second);
    expect(secondCookie).not.toBe(firstCookie);
    expect((await call(ctx.app, { method: 'GET', url: '/api/user', cookie: firstCookie })).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'GET', url: '/api/user', cookie: secondCookie })).statusCode).toBe(200);
  });

  it('logout ends the session on the server', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.manager);
    const out = await call(ctx.app, { method: 'POST', url: '/api/logout', cookie });
    expect(out.statusCode).toBe(200);
    expect((await call(ctx.app, { method: 'GET', url: '/api/user', cookie })).statusCode).toBe(401);
  });

  it('stores only the SHA-256 of the token', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.gestoria);
    const token = cookie.split('=')[1] as string;
    const rows = await ctx.database.ownerDb.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    const { createHash } = await import('node:crypto');
    const hashed = createHash('sha256').update(token).digest('hex');
    expect(rows.some((r) => r.token_hash === hashed)).toBe(true);
  });

  it('rejects a wrong password with a Spanish message and no cookie', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: demoUsers.company, password: 'incorrecta' },
      remoteAddress: '10.9.9.9',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Email o contraseña incorrectos');
    expect(response.cookies).toHaveLength(0);
  });

  it('validates the login body with SPEC messages', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: 'no-es-email', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      email: 'Correo electrónico inválido',
      password: 'La contraseña es requerida',
    });
  });

  it('reports the temporary-password state and the gestoría', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.gestoria);
    const check = await call(ctx.app, { method: 'GET', url: '/api/auth/check-default-password', cookie });
    expect(check.json()).toEqual({ isDefaultPassword: false });
    const mine = await call(ctx.app, { method: 'GET', url: '/api/migestoria', cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().name).toBe('Asesoría Demo');
  });

  it('GET /api/migestoria adds the CIF and contact email, null when the firm has none', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.gestoria);
    const mine = await call(ctx.app, { method: 'GET', url: '/api/migestoria', cookie });
    expect(mine.json()).toMatchObject({ cif: 'B12345674', contact_email: 'gestoria@jornada.test' });

    await ctx.superuserQuery(`update gestorias set cif = null, email = null where name = 'Asesoría Demo'`);
    try {
      const bare = await call(ctx.app, { method: 'GET', url: '/api/migestoria', cookie });
      expect(bare.statusCode).toBe(200);
      expect(bare.json()).toEqual({
        gestoria_id: mine.json().gestoria_id,
        name: 'Asesoría Demo',
        cif: null,
        contact_email: null,
      });
    } finally {
      await ctx.superuserQuery(
        `update gestorias set cif = 'B12345674', email = 'gestoria@jornada.test' where name = 'Asesoría Demo'`,
      );
    }
  });
});
