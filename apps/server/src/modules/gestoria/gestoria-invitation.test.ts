import { createGestoriaUserResponse } from '@jornada/shared/api/gestoria';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from '../../../test/smtp-mailbox';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';

/** With SMTP, a colleague invited by their gestoría chooses a password from an email. */
let mailbox: Mailbox;
let ctx: TestContext;

beforeAll(async () => {
  mailbox = await startMailbox();
  ctx = await createTestContext({ env: { SMTP_URL: mailbox.url, PUBLIC_URL: 'http://jornada.test' } });
});
afterAll(async () => {
  await ctx?.close();
  await mailbox?.close();
});

describe('POST /api/gestoria/users with SMTP', () => {
  it('emails the colleague a link; no password is returned and none works until they choose one', async () => {
    const gestoria = await loginAs(ctx.app, demoUsers.gestoria, undefined, '10.143.0.1');
    const email = 'rocio.cuentas@jornada.test';
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/gestoria/users',
      cookie: gestoria,
      payload: { name: 'Rocío Cuentas', email },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = createGestoriaUserResponse.strict().parse(response.json());
    expect(body).toMatchObject({
      invitation_sent: true,
      message: `Usuario invitado. Hemos enviado a ${email} un enlace para que elija su contraseña.`,
      user: { email, active: true },
    });
    expect(body.temporary_password).toBeUndefined();

    const mail = await mailbox.nthMailTo(email, 1);
    expect(mail.subject).toBe('Te hemos dado de alta en Jornada: tu acceso a Asesoría Demo');
    expect(mail.text).toContain('Laura Martín ha dado de alta tu acceso a Asesoría Demo');
    const token = mail.text.match(/http:\/\/jornada\.test\/activate\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token, mail.text).toBeDefined();
    const activate = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/activate',
      payload: { token, password: 'Balance#Anual2026' },
    });
    expect(activate.statusCode, activate.body).toBe(200);

    const colleague = await loginAs(ctx.app, email, 'Balance#Anual2026', '10.143.0.2');
    const me = (await call(ctx.app, { method: 'GET', url: '/api/user', cookie: colleague })).json();
    expect(me).toMatchObject({ role: 'gestoria', must_change_password: false });
    const clients = await call(ctx.app, { method: 'GET', url: '/api/gestoria/companies', cookie: colleague });
    expect(clients.statusCode).toBe(200);
  });
});

describe('when the invitation cannot be mailed', () => {
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

  it('the colleague still gets in: a temporary password, once, and the failure in the platform log', async () => {
    const gestoria = await loginAs(failing.app, demoUsers.gestoria, undefined, '10.143.1.1');
    const email = 'sin.correo@asesoria.test';
    const response = await call(failing.app, {
      method: 'POST',
      url: '/api/gestoria/users',
      cookie: gestoria,
      payload: { name: 'Sin Correo', email },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = createGestoriaUserResponse.parse(response.json());
    expect(body.invitation_sent).toBe(false);
    expect(body.temporary_password).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    const colleague = await loginAs(failing.app, email, body.temporary_password, '10.143.1.2');
    const me = (await call(failing.app, { method: 'GET', url: '/api/user', cookie: colleague })).json();
    expect(me).toMatchObject({ role: 'gestoria', must_change_password: true });
    const rows = await failing.superuserQuery<{ action: string }>(
      `select action from platform_audit_log where (details->>'entityId')::int = $1 order by id`,
      [body.user.id],
    );
    expect(rows.map((r) => r.action)).toEqual(['gestoria.user_created', 'user.invitation_failed']);
  });
});
