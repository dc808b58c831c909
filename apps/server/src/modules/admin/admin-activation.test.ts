import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from '../../../test/smtp-mailbox';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';

/** With SMTP, a company or gestoría created by the platform admin gets an activation email, as employees do. */

let mailbox: Mailbox;
let ctx: TestContext;
let admin = '';
let planId = 0;

beforeAll(async () => {
  mailbox = await startMailbox();
  ctx = await createTestContext({ env: { SMTP_URL: mailbox.url, PUBLIC_URL: 'http://jornada.test' } });
  admin = await loginAs(ctx.app, demoUsers.navegatel, undefined, '10.142.0.1');
  const [plan] = await ctx.superuserQuery<{ id: number }>(`select id from plans where type = 'professional'`);
  planId = plan?.id ?? 0;
});
afterAll(async () => {
  await ctx?.close();
  await mailbox?.close();
});

async function activateFromMail(email: string, password: string) {
  const mail = await mailbox.nthMailTo(email, 1);
  const token = mail.text.match(/http:\/\/jornada\.test\/activate\?token=([A-Za-z0-9_-]+)/)?.[1];
  expect(token, mail.text).toBeDefined();
  const info = await call(ctx.app, { method: 'GET', url: `/api/auth/token?token=${token}` });
  expect(info.json()).toEqual({ kind: 'activation', email, needsPassword: true });
  const activate = await call(ctx.app, { method: 'POST', url: '/api/auth/activate', payload: { token, password } });
  expect(activate.statusCode, activate.body).toBe(200);
  return mail;
}

describe('activation emails from the console', () => {
  it('the new company’s admin activates by email, then logs in to the company', async () => {
    const email = 'duena@olivos.test';
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/admin/companies',
      cookie: admin,
      payload: { name: 'Olivos del Sur S.L.', cif: 'B11111119', plan_id: planId, admin: { name: 'Inés Olivo', email } },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      invitation_sent: true,
      message: `Empresa creada. Hemos enviado a ${email} un enlace para que elija su contraseña.`,
      admins: [{ email, activated: false }],
      plan: { type: 'professional' },
    });
    expect(body).not.toHaveProperty('temporary_password');
    // No password until the link is used.
    const early = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'Aceite#Virgen2024' },
      remoteAddress: '10.142.0.2',
    });
    expect(early.statusCode).toBe(401);

    const mail = await activateFromMail(email, 'Aceite#Virgen2024');
    expect(mail.subject).toBe('Te hemos dado de alta en Jornada: la empresa Olivos del Sur S.L.');
    expect(mail.text).toContain('Hola Inés Olivo:');
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'Aceite#Virgen2024' },
      remoteAddress: '10.142.0.3',
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({
      role: 'company',
      company_id: body.id,
      company_name: 'Olivos del Sur S.L.',
      must_change_password: false,
    });
    const detail = await call(ctx.app, { method: 'GET', url: `/api/admin/companies/${body.id}`, cookie: admin });
    expect(detail.json().admins).toEqual([expect.objectContaining({ email, activated: true })]);
  });

  it('the new gestoría’s user activates by email, then logs in as gestoría', async () => {
    const email = 'paco@asesoria-norte.test';
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/admin/gestorias',
      cookie: admin,
      payload: {
        name: 'Asesoría Norte',
        cif: 'B22222228',
        contact_email: 'info@asesoria-norte.test',
        user: { name: 'Paco Norte', email },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ invitation_sent: true, users: [{ email, activated: false }] });
    await activateFromMail(email, 'Cuentas#Claras2024');
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'Cuentas#Claras2024' },
      remoteAddress: '10.142.0.4',
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({ role: 'gestoria', gestoria_id: response.json().id });
  });
});

describe('when the activation email cannot be sent', () => {
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

  it('the company is still created and its admin gets a temporary password, once', async () => {
    const cookie = await loginAs(failing.app, demoUsers.navegatel, undefined, '10.142.1.1');
    const email = 'sin.correo@empresa.test';
    const response = await call(failing.app, {
      method: 'POST',
      url: '/api/admin/companies',
      cookie,
      payload: { name: 'Sin Correo S.L.', cif: 'B33333337', plan_id: 1, admin: { name: 'Sin Correo', email } },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.invitation_sent).toBe(false);
    expect(body.temporary_password).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    await loginAs(failing.app, email, body.temporary_password, '10.142.1.2');
    const [row] = await failing.superuserQuery<{ n: number }>(
      `select count(*)::int as n from platform_audit_log where action = 'user.invitation_failed'`,
    );
    expect(row?.n).toBe(1);
  });
});
