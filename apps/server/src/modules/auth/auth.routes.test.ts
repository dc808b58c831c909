import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, type ReceivedMail, startMailbox } from '../../../test/smtp-mailbox';
import {
  call,
  createTestContext,
  DEMO_PASSWORD,
  demoUsers,
  loginAs,
  sessionCookieOf,
  type TestContext,
} from '../../../test/test-app';
import { hashToken } from '../../lib/tokens';
import { LOGIN_LIMITS } from '../session/login.service';
import { issueToken } from './auth.service';

let mailbox: Mailbox;
let ctx: TestContext;
const mailsTo = (email: string) => mailbox.mailsTo(email);
const nthMailTo = (email: string, n: number) => mailbox.nthMailTo(email, n);

function linkIn(mail: ReceivedMail, path: string): { url: string; token: string } {
  const match = mail.text.match(new RegExp(`(http://jornada\\.test${path}\\?token=([A-Za-z0-9_-]+))`));
  if (!match?.[1] || !match[2]) throw new Error(`no hay enlace ${path} en el email:\n${mail.text}`);
  return { url: match[1], token: match[2] };
}

async function userIdOf(email: string): Promise<number> {
  const row = await ctx.database.ownerDb
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function login(email: string, password: string, ip = '10.40.0.1') {
  return call(ctx.app, { method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });
}

async function whoAmI(cookie: string) {
  return call(ctx.app, { method: 'GET', url: '/api/user', cookie });
}

beforeAll(async () => {
  mailbox = await startMailbox();
  ctx = await createTestContext({ env: { SMTP_URL: mailbox.url, PUBLIC_URL: 'http://jornada.test' } });
});
afterAll(async () => {
  await ctx?.close();
  await mailbox?.close();
});

describe('company sign-up and activation', () => {
  const email = 'duena@ferreteria-prueba.test';
  const password = 'Tornillo#2024';
  let activation: { url: string; token: string };
  let professionalPlan: { id: number; user_limit: number };

  it('registers a company: 200 and an activation mail with /activate?token=…', async () => {
    const plans = await call(ctx.app, { method: 'GET', url: '/api/public/subscriptions' });
    expect(plans.statusCode).toBe(200);
    professionalPlan = plans.json().find((p: { type: string }) => p.type === 'professional');
    expect(professionalPlan).toBeDefined();

    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        company_name: 'Ferretería La Prueba S.L.',
        cif: 'b12345678',
        name: 'Rosa Prieto',
        email: 'Duena@Ferreteria-Prueba.test',
        password,
        plan_id: professionalPlan.id,
        accept_terms: true,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Cuenta creada. Te hemos enviado un email para activarla.',
    });

    const mail = await nthMailTo(email, 1);
    expect(mail.subject).toBe('Activa tu cuenta de Jornada');
    expect(mail.text).toContain('Hola Rosa Prieto:');
    activation = linkIn(mail, '/activate');
    expect(activation.url.startsWith('http://jornada.test/activate?token=')).toBe(true);
    expect(mail.html).toContain(activation.url);

    // The company exists on the chosen plan, in a 14-day trial, with the plan's user limit.
    const company = await ctx.database.ownerDb
      .selectFrom('companies')
      .selectAll()
      .where('schema_name', '=', 'ferreteria_la_prueba')
      .executeTakeFirstOrThrow();
    expect(company).toMatchObject({ plan_id: professionalPlan.id, subscription_status: 'trialing', cif: 'B12345678' });
    const trialDays = ((company.trial_ends_at as Date).getTime() - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);
  });

  it('refuses login before activation with the activation message', async () => {
    const response = await login(email, password);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Debes activar tu cuenta con el enlace que te enviamos por email.');
    expect(response.cookies).toHaveLength(0);
  });

  it('describes the link as an activation for that email', async () => {
    const response = await call(ctx.app, { method: 'GET', url: `/api/auth/token?token=${activation.token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'activation', email, needsPassword: false });
  });

  it('activates once; the same link a second time is 410', async () => {
    const first = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/activate',
      payload: { token: activation.token },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: 'Cuenta activada. Ya puedes iniciar sesión.' });

    const again = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/activate',
      payload: { token: activation.token },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('El enlace no es válido o ha caducado. Solicita uno nuevo.');
    const info = await call(ctx.app, { method: 'GET', url: `/api/auth/token?token=${activation.token}` });
    expect(info.statusCode).toBe(410);
  });

  it('now logs in as the company admin of the new tenant', async () => {
    const response = await login(email, password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      email,
      name: 'Rosa Prieto',
      role: 'company',
      schema_name: 'ferreteria_la_prueba',
      company_name: 'Ferretería La Prueba S.L.',
      must_change_password: false,
    });
    const me = await whoAmI(sessionCookieOf(response));
    expect(me.json().schema_name).toBe('ferreteria_la_prueba');
  });

  it('refuses a second sign-up with the same email (any casing): 409', async () => {
    for (const duplicate of ['duena@ferreteria-prueba.test', 'DUENA@ferreteria-prueba.TEST', demoUsers.worker]) {
      const response = await call(ctx.app, {
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          company_name: 'Otra Empresa S.L.',
          cif: 'B99887766',
          name: 'Otra Persona',
          email: duplicate,
          password: 'OtraClave#2024',
          accept_terms: true,
        },
      });
      expect(response.statusCode, duplicate).toBe(409);
      expect(response.json().message).toBe('El correo electrónico ya está registrado. Por favor, utiliza otro email.');
    }
    const companies = await ctx.database.ownerDb
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Otra Empresa S.L.')
      .execute();
    expect(companies).toHaveLength(0);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('refuses a common password with the Spanish message, and creates nothing', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        company_name: 'Clave Débil S.L.',
        cif: 'B55443322',
        name: 'Pepe',
        email: 'pepe@clave-debil.test',
        password: 'password123',
        accept_terms: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Esa contraseña es demasiado común. Elige otra más difícil de adivinar.');
    expect(response.json().fields).toMatchObject({
      password: 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar.',
    });
    expect(mailsTo('pepe@clave-debil.test')).toHaveLength(0);
    const user = await ctx.database.ownerDb
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'pepe@clave-debil.test')
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('requires accepting the terms', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        company_name: 'Sin Términos S.L.',
        cif: 'B55443311',
        name: 'Pepa',
        email: 'pepa@sin-terminos.test',
        password: 'Segura#2024x',
        accept_terms: false,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Debes aceptar los términos y condiciones.');
  });
});

describe('links and plans that do not exist', () => {
  it('refuses an unknown plan with 400 and creates nothing', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        company_name: 'Plan Fantasma S.L.',
        cif: 'B10203040',
        name: 'Luis',
        email: 'luis@plan-fantasma.test',
        password: 'Segura#2024x',
        plan_id: 987654,
        accept_terms: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('El plan seleccionado no existe');
    expect(mailsTo('luis@plan-fantasma.test')).toHaveLength(0);
  });

  it('answers 410 for a token that was never issued, on every endpoint that takes one', async () => {
    const token = 'x'.repeat(43);
    const responses = [
      await call(ctx.app, { method: 'GET', url: `/api/auth/token?token=${token}` }),
      await call(ctx.app, { method: 'POST', url: '/api/auth/activate', payload: { token } }),
      await call(ctx.app, {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'Nueva#2025x' },
      }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toBe('El enlace no es válido o ha caducado. Solicita uno nuevo.');
    }
  });
});

describe('invitation (an account without a password yet)', () => {
  const email = 'invitada@jornada.test';
  let token: string;

  beforeAll(async () => {
    const company = await ctx.database.ownerDb
      .selectFrom('companies')
      .select('id')
      .where('schema_name', '=', 'panaderia_ejemplo')
      .executeTakeFirstOrThrow();
    const user = await ctx.database.ownerDb
      .insertInto('users')
      .values({ email, name: 'Invitada', role: 'worker', company_id: company.id, password_hash: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    token = await issueToken(ctx.database.db, user.id, 'activation');
  });

  it('asks for a password, refuses to activate without one, and activates with one', async () => {
    const info = await call(ctx.app, { method: 'GET', url: `/api/auth/token?token=${token}` });
    expect(info.json()).toEqual({ kind: 'activation', email, needsPassword: true });

    const without = await call(ctx.app, { method: 'POST', url: '/api/auth/activate', payload: { token } });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe('Elige una contraseña para activar tu cuenta');

    const weak = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/activate',
      payload: { token, password: 'corta' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('La contraseña debe tener al menos 8 caracteres');

    const activated = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/activate',
      payload: { token, password: 'Elegida#2025' },
    });
    expect(activated.statusCode).toBe(200);
    const response = await login(email, 'Elegida#2025', '10.44.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ role: 'worker', must_change_password: false });
  });
});

describe('forgotten password', () => {
  const email = 'javier.moreno@jornada.test';
  const newPassword = 'Horno&Pan2025';

  it('answers the same for an existing and an unknown email, and mails only the existing one', async () => {
    const existing = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'Javier.Moreno@jornada.test' },
    });
    const unknown = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nadie@jornada.test' },
    });
    expect(existing.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(existing.body);
    expect(existing.json()).toEqual({
      success: true,
      message: 'Si existe una cuenta con ese email, te hemos enviado un enlace para restablecer la contraseña.',
    });

    const mail = await nthMailTo(email, 1);
    expect(mail.subject).toBe('Restablece tu contraseña de Jornada');
    expect(linkIn(mail, '/reset-password').url.startsWith('http://jornada.test/reset-password?token=')).toBe(true);
    expect(mailsTo('nadie@jornada.test')).toHaveLength(0);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('sends one account at most 3 links an hour, answering every request the same', async () => {
    const target = demoUsers.worker2;
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(
        await call(ctx.app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email: target } }),
      );
    }
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    await nthMailTo(target, 3);
    // The held-back requests finish in the background too: give them time to (not) mail.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(target)).toHaveLength(3);
    const tokens = await ctx.superuserQuery<{ n: number }>(
      "select count(*)::int as n from one_time_tokens t join users u on u.id = t.user_id where u.email = $1 and t.kind = 'password_reset'",
      [target],
    );
    expect(tokens[0]?.n).toBe(3);
  });

  it('answers an existing email as fast as an unknown one, even when the mail server is slow', async () => {
    const email = demoUsers.company2;
    const timed = async (address: string) => {
      const started = performance.now();
      const response = await call(ctx.app, {
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: address },
      });
      expect(response.statusCode).toBe(200);
      return performance.now() - started;
    };
    mailbox.setAcceptDelay(1500);
    try {
      const unknown = await timed('tampoco-existe@jornada.test');
      const existing = await timed(email);
      // Waiting for the SMTP server before answering would tell an attacker which emails have accounts.
      expect(existing).toBeLessThan(unknown + 1000);
      await nthMailTo(email, 1);
    } finally {
      mailbox.setAcceptDelay(0);
    }
  });

  it('resets with the mailed link: every old session ends, the old password fails, the new one works', async () => {
    const sessionA = await loginAs(ctx.app, email, DEMO_PASSWORD, '10.41.0.1');
    const sessionB = await loginAs(ctx.app, email, DEMO_PASSWORD, '10.41.0.2');
    const { token } = linkIn(await nthMailTo(email, 1), '/reset-password');

    const info = await call(ctx.app, { method: 'GET', url: `/api/auth/token?token=${token}` });
    expect(info.json()).toEqual({ kind: 'password_reset', email, needsPassword: false });

    const reset = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: 'Contraseña actualizada. Ya puedes iniciar sesión.' });

    expect((await whoAmI(sessionA)).statusCode).toBe(401);
    expect((await whoAmI(sessionB)).statusCode).toBe(401);
    const old = await login(email, DEMO_PASSWORD, '10.41.0.3');
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe('Email o contraseña incorrectos');
    expect((await login(email, newPassword, '10.41.0.3')).statusCode).toBe(200);

    const reused = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'OtraMas#2025' },
    });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().message).toBe('El enlace no es válido o ha caducado. Solicita uno nuevo.');
    expect((await login(email, newPassword, '10.41.0.3')).statusCode).toBe(200);
  });

  it('refuses an expired link with 410 and leaves the password alone', async () => {
    const target = demoUsers.manager;
    await call(ctx.app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email: target } });
    const { token } = linkIn(await nthMailTo(target, 1), '/reset-password');
    const expired = await ctx.database.ownerDb
      .updateTable('one_time_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    expect(expired.numUpdatedRows).toBe(1n);

    expect((await call(ctx.app, { method: 'GET', url: `/api/auth/token?token=${token}` })).statusCode).toBe(410);
    const reset = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Caducado#2025' },
    });
    expect(reset.statusCode).toBe(410);
    expect(reset.json().message).toBe('El enlace no es válido o ha caducado. Solicita uno nuevo.');
    expect((await login(target, DEMO_PASSWORD, '10.41.0.4')).statusCode).toBe(200);
  });

  it('a reset link does not activate an account through the activation endpoint', async () => {
    await call(ctx.app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email: demoUsers.gestoria } });
    const { token } = linkIn(await nthMailTo(demoUsers.gestoria, 1), '/reset-password');
    const response = await call(ctx.app, { method: 'POST', url: '/api/auth/activate', payload: { token } });
    expect(response.statusCode).toBe(410);
  });

  it('a newer link replaces the previous one (a platform account, outside any company)', async () => {
    const email = demoUsers.navegatel;
    await call(ctx.app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const first = linkIn(await nthMailTo(email, 1), '/reset-password').token;
    // The user asks again after the first mail came.
    await call(ctx.app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const second = linkIn(await nthMailTo(email, 2), '/reset-password').token;
    expect(second).not.toBe(first);

    const old = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: first, password: 'Plataforma#2025' },
    });
    expect(old.statusCode).toBe(410);
    const current = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: second, password: 'Plataforma#2025' },
    });
    expect(current.statusCode).toBe(200);
    expect((await login(email, 'Plataforma#2025', '10.41.0.5')).json().user.role).toBe('navegatel');
  });
});

describe('changing one’s own password', () => {
  const email = 'marta.sanchez@jornada.test';
  const newPassword = 'Masa&Madre2025';

  it('refuses a wrong current password with 400, keeping the session', async () => {
    const cookie = await loginAs(ctx.app, email, DEMO_PASSWORD, '10.42.0.1');
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: 'no-es-la-mia', new_password: newPassword },
      cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('La contraseña actual no es correcta');
    expect((await whoAmI(cookie)).statusCode).toBe(200);
  });

  it('changes it: a NEW session cookie, the previous one and every other session end', async () => {
    const current = await loginAs(ctx.app, email, DEMO_PASSWORD, '10.42.0.1');
    const otherDevice = await loginAs(ctx.app, email, DEMO_PASSWORD, '10.42.0.2');

    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: DEMO_PASSWORD, new_password: newPassword },
      cookie: current,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Contraseña actualizada' });
    const renewed = sessionCookieOf(response);
    expect(renewed).not.toBe(current);

    expect((await whoAmI(current)).statusCode).toBe(401);
    expect((await whoAmI(otherDevice)).statusCode).toBe(401);
    const me = await whoAmI(renewed);
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);

    expect((await login(email, DEMO_PASSWORD, '10.42.0.3')).statusCode).toBe(401);
    expect((await login(email, newPassword, '10.42.0.3')).statusCode).toBe(200);
  });

  it('refuses a new password equal to the current one or too common', async () => {
    const cookie = await loginAs(ctx.app, email, newPassword, '10.42.0.4');
    const same = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: newPassword, new_password: newPassword },
      cookie,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('La nueva contraseña debe ser distinta de la actual');
    const common = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: newPassword, new_password: 'Password123' },
      cookie,
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe('Esa contraseña es demasiado común. Elige otra más difícil de adivinar.');
    expect((await whoAmI(cookie)).statusCode).toBe(200);
  });
});

describe('guessing a password through change-password', () => {
  it('spends the same budget as the login: after 10 wrong guesses from an IP, 429 there and at the login', async () => {
    const email = demoUsers.worker;
    const ip = '10.48.0.1';
    const cookie = await loginAs(ctx.app, email, DEMO_PASSWORD, ip);
    const guess = (current: string) =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { current_password: current, new_password: 'Adivina#2025x' },
        cookie,
        remoteAddress: ip,
      });
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i += 1) {
      const wrong = await guess(`Intento#${i}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('La contraseña actual no es correcta');
    }
    const blocked = await guess(DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo.',
    );
    expect((await login(email, DEMO_PASSWORD, ip)).statusCode).toBe(429);
    // The password is unchanged, and another IP is not blocked.
    expect((await login(email, DEMO_PASSWORD, '10.48.0.2')).statusCode).toBe(200);
  });
});

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
