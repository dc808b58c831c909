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

describe('POST /api/employees/{id}/invitation: resending a lost invitation', () => {
  const email = 'olga.vidal@jornada.test';
  let employeeId = 0;
  const resend = (cookie: string, id = employeeId) =>
    call(ctx.app, { method: 'POST', url: `/api/employees/${id}/invitation`, cookie });
  const linkOf = (text: string) => text.match(/\/activate\?token=([A-Za-z0-9_-]+)/)?.[1] as string;

  it('mails a new link and withdraws the old one; once activated there is nothing to resend', async () => {
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/employees',
      cookie: admin,
      payload: { name: 'Olga Vidal', identification: '12345678Z', role: 'worker', email },
    });
    expect(created.statusCode, created.body).toBe(200);
    employeeId = created.json().employee.id;
    const first = linkOf((await mailbox.nthMailTo(email, 1)).text);

    const response = await resend(admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      invitation_sent: true,
      message: `Invitación reenviada a ${email}. El enlace anterior ya no sirve.`,
    });
    const second = linkOf((await mailbox.nthMailTo(email, 2)).text);
    expect(second).not.toBe(first);

    const old = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/activate',
      payload: { token: first, password: 'Olga#Vidal2025' },
    });
    expect(old.statusCode).toBe(410);
    const current = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/activate',
      payload: { token: second, password: 'Olga#Vidal2025' },
    });
    expect(current.statusCode, current.body).toBe(200);

    const again = await resend(admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('El empleado ya ha activado su cuenta: no hace falta otra invitación');
    const [audit] = await ctx.superuserQuery<{ n: number }>(
      "select count(*)::int as n from audit_log where action = 'employee.invitation_resent' and entity_id = $1",
      [String(employeeId)],
    );
    expect(audit?.n).toBe(1);
  });

  it('is the company admin’s: a manager gets 403, another company 404', async () => {
    const manager = await loginAs(ctx.app, demoUsers.manager, undefined, '10.70.0.5');
    expect((await resend(manager)).statusCode).toBe(403);
    const other = await loginAs(ctx.app, demoUsers.company2, undefined, '10.70.0.6');
    const foreign = await resend(other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toEqual(expect.any(String));
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

  it('a resent invitation that cannot be mailed becomes a temporary password too', async () => {
    const cookie = await loginAs(failing.app, demoUsers.company);
    // An employee still waiting to activate (the invitation went out before the mail server failed).
    const [pending] = await failing.superuserQuery<{ id: number }>(
      "update users set password_hash = null, email_verified_at = null where email = 'sin.correo@jornada.test' returning id",
    );
    const response = await call(failing.app, {
      method: 'POST',
      url: `/api/employees/${pending?.id}/invitation`,
      cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ invitation_sent: false, temporary_password: expect.any(String) });
    expect((await login2(failing, 'sin.correo@jornada.test', response.json().temporary_password)).statusCode).toBe(200);
  });
});

function login2(context: TestContext, email: string, password: string) {
  return call(context.app, {
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: '10.71.0.2',
  });
}
