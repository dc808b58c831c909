import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from '../../../test/smtp-mailbox';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';

/** With SMTP configured, a new employee is invited by email to choose a password. */

let mailbox: Mailbox;
let ctx: TestContext;
let admin = '';

const newEmployee = { name: 'Irene Soto', identification: 'Z1234567R', role: 'manager' };

async function login(email: string, password: string, ip: string) {
  return call(ctx.app, { method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });
}

beforeAll(async () => {
  mailbox = await startMailbox();
  ctx = await createTestContext({ env: { SMTP_URL: mailbox.url, PUBLIC_URL: 'http://jornada.test' } });
  admin = await loginAs(ctx.app, demoUsers.company);
});
afterAll(async () => {
  await ctx?.close();
  await mailbox?.close();
});

describe('POST /api/employees with SMTP: an invitation email', () => {
  const email = 'irene.soto@jornada.test';
  let token = '';

  it('answers without any password and sends an activation link', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/employees',
      cookie: admin,
      payload: { ...newEmployee, email },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      invitation_sent: true,
      message: `Empleado creado. Hemos enviado a ${email} un enlace para que elija su contraseña.`,
      employee: { email, role: 'manager', pending_activation: true, active: true },
    });
    expect(body).not.toHaveProperty('temporary_password');

    const mail = await mailbox.nthMailTo(email, 1);
    expect(mail.subject).toBe('Panadería Ejemplo S.L. te ha dado de alta en Jornada');
    expect(mail.text).toContain('Hola Irene Soto:');
    const match = mail.text.match(/http:\/\/jornada\.test\/activate\?token=([A-Za-z0-9_-]+)/);
    expect(match, mail.text).not.toBeNull();
    token = match?.[1] as string;
    expect(mail.html).toContain(`/activate?token=${token}`);
  });

  it('has no password until the link is used: login is refused', async () => {
    const [user] = await ctx.superuserQuery<{ password_hash: string | null; email_verified_at: Date | null }>(
      'select password_hash, email_verified_at from users where email = $1',
      [email],
    );
    expect(user).toEqual({ password_hash: null, email_verified_at: null });
    expect((await login(email, 'Cualquier#Clave1', '10.70.0.1')).statusCode).toBe(401);
  });

  it('the link opens the activation page’s flow: choose a password, then log in', async () => {
    const info = await call(ctx.app, { method: 'GET', url: `/api/auth/token?token=${token}` });
    expect(info.json()).toEqual({ kind: 'activation', email, needsPassword: true });
    const activate = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/activate',
      payload: { token, password: 'Horno#Leña2024' },
    });
    expect(activate.statusCode, activate.body).toBe(200);
    const response = await login(email, 'Horno#Leña2024', '10.70.0.2');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ email, role: 'manager', must_change_password: false });
    const list = await call(ctx.app, { method: 'GET', url: '/api/employees', cookie: admin });
    expect(list.json().find((e: { email: string }) => e.email === email)?.pending_activation).toBe(false);
    // The link is single-use.
    const again = await call(ctx.app, { method: 'POST', url: '/api/auth/activate', payload: { token } });
    expect(again.statusCode).toBe(410);
  });

  it('a deletion makes a pending invitation link useless', async () => {
    const pending = 'pendiente@jornada.test';
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/employees',
      cookie: admin,
      payload: { ...newEmployee, role: 'worker', email: pending },
    });
    const id = created.json().employee.id as number;
    const mail = await mailbox.nthMailTo(pending, 1);
    const link = mail.text.match(/activate\?token=([A-Za-z0-9_-]+)/)?.[1] as string;
    await call(ctx.app, { method: 'DELETE', url: `/api/employees/${id}`, cookie: admin });
    const activate = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/activate',
      payload: { token: link, password: 'Horno#Leña2024' },
    });
    expect(activate.statusCode).toBe(410);
  });
});

describe('when the invitation email cannot be sent', () => {
  let failing: TestContext;
  beforeAll(async () => {
    failing = await createTestContext({
      mailer: {
        isConfigured: true,
        async send() {
          throw new Error('SMTP caído');
        },
      },
    });
  });
  afterAll(() => failing?.close());

  it('the employee is still created, with a temporary password returned once (and no stale link)', async () => {
    const cookie = await loginAs(failing.app, demoUsers.company);
    const email = 'sin.correo@jornada.test';
    const response = await call(failing.app, {
      method: 'POST',
      url: '/api/employees',
      cookie,
      payload: { ...newEmployee, email },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.invitation_sent).toBe(false);
    expect(body.temporary_password).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    const employeeCookie = await loginAs(failing.app, email, body.temporary_password, '10.71.0.1');
    const check = await call(failing.app, {
      method: 'GET',
      url: '/api/auth/check-default-password',
      cookie: employeeCookie,
    });
    expect(check.json()).toEqual({ isDefaultPassword: true });
    const [tokens] = await failing.superuserQuery<{ n: number }>(
      'select count(*)::int as n from one_time_tokens t join users u on u.id = t.user_id where u.email = $1 and t.used_at is null',
      [email],
    );
    expect(tokens?.n).toBe(0);
  });
});
