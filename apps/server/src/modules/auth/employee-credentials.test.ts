import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, demoUsers, loginAs, sessionCookieOf } from '../../../test/test-app';
import { useAuthTestContext } from './auth.test-helpers';

const { ctx, login, whoAmI } = useAuthTestContext();

async function userIdOf(email: string): Promise<number> {
  const row = await ctx.database.ownerDb
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('PATCH /api/auth/update-password/{authUserId} (company admin fixes an employee)', () => {
  const worker = 'pablo.diaz@jornada.test';
  const newEmail = 'pablo.nuevo@jornada.test';
  let workerId: number;
  let admin: string;

  beforeAll(async () => {
    workerId = await userIdOf(worker);
    admin = await loginAs(ctx.app, demoUsers.company, DEMO_PASSWORD, '10.43.0.1');
  });

  it('changes the email: 200, and the worker logs in with the new one only', async () => {
    const response = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/auth/update-password/${workerId}`,
      payload: { email: ' Pablo.Nuevo@Jornada.test ' },
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Credenciales actualizadas', email: newEmail });
    expect((await login(newEmail, DEMO_PASSWORD, '10.43.0.2')).statusCode).toBe(200);
    expect((await login(worker, DEMO_PASSWORD, '10.43.0.2')).statusCode).toBe(401);
  });

  it('refuses an email another account already has: 409', async () => {
    const response = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/auth/update-password/${workerId}`,
      payload: { email: demoUsers.manager },
      cookie: admin,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('El correo electrónico ya está registrado. Por favor, utiliza otro email.');
  });

  it('sets a temporary password: the worker must change it after logging in with it', async () => {
    const workerSession = await loginAs(ctx.app, newEmail, DEMO_PASSWORD, '10.43.0.3');
    const response = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/auth/update-password/${workerId}`,
      payload: { password: 'Temporal#2025' },
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    // The worker's open session ends with the old password.
    expect((await whoAmI(workerSession)).statusCode).toBe(401);

    const cookie = await loginAs(ctx.app, newEmail, 'Temporal#2025', '10.43.0.3');
    const check = await call(ctx.app, { method: 'GET', url: '/api/auth/check-default-password', cookie });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ isDefaultPassword: true });
    expect((await whoAmI(cookie)).json().must_change_password).toBe(true);

    // Choosing their own password clears the flag.
    const changed = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: 'Temporal#2025', new_password: 'MiPropia#2025' },
      cookie,
    });
    expect(changed.statusCode).toBe(200);
    const after = await call(ctx.app, {
      method: 'GET',
      url: '/api/auth/check-default-password',
      cookie: sessionCookieOf(changed),
    });
    expect(after.json()).toEqual({ isDefaultPassword: false });
  });

  it("refuses to set the admin's own password this way (it would end their session): 400", async () => {
    const adminId = await userIdOf(demoUsers.company);
    const response = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/auth/update-password/${adminId}`,
      payload: { password: 'OtraClave#2025' },
      cookie: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Para cambiar tu propia contraseña usa «Cambiar contraseña».');
    expect((await whoAmI(admin)).statusCode).toBe(200);
  });

  it('needs an email or a password in the body', async () => {
    const response = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/auth/update-password/${workerId}`,
      payload: {},
      cookie: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Indica el nuevo email o la nueva contraseña');
  });

  it('is refused to a manager and to a worker: 403, nothing changes', async () => {
    const targetId = await userIdOf(demoUsers.worker);
    for (const email of [demoUsers.manager, demoUsers.worker]) {
      const cookie = await loginAs(ctx.app, email, DEMO_PASSWORD, '10.43.0.4');
      const response = await call(ctx.app, {
        method: 'PATCH',
        url: `/api/auth/update-password/${targetId}`,
        payload: { email: 'secuestrado@jornada.test', password: 'Secuestro#2025' },
        cookie,
      });
      expect(response.statusCode, email).toBe(403);
      expect(response.json().message).toBe('No tienes permiso para realizar esta acción');
    }
    expect((await login(demoUsers.worker, DEMO_PASSWORD, '10.43.0.5')).statusCode).toBe(200);
    expect((await login('secuestrado@jornada.test', 'Secuestro#2025', '10.43.0.5')).statusCode).toBe(401);
  });
});
