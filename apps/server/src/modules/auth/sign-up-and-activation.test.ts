import { TAX_ID_MESSAGES } from '@jornada/shared/domain/tax-id';
import { describe, expect, it } from 'vitest';
import { call, demoUsers, sessionCookieOf } from '../../../test/test-app';
import { BREACHED_PASSWORD_MESSAGE } from '../../lib/breached-passwords';
import { linkIn, useAuthTestContext } from './auth.test-helpers';

const { ctx, mailsTo, nthMailTo, login, whoAmI } = useAuthTestContext();

describe('company sign-up and activation', () => {
  const email = 'duena@ferreteria-prueba.test';
  const password = 'Tornillo#2024';
  let activation: { url: string; token: string };
  let professionalPlan: { id: number; user_limit: number };

  it('refuses a CIF whose control character is wrong (the settings rule): 400 in Spanish, nothing created', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        company_name: 'Control Erróneo S.L.',
        cif: 'B12345678',
        name: 'Rosa Prieto',
        email: 'rosa@control-erroneo.test',
        password,
        accept_terms: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: TAX_ID_MESSAGES.control,
      fields: { cif: TAX_ID_MESSAGES.control },
    });
    expect(TAX_ID_MESSAGES.control).toMatch(/^El CIF\/NIF no es válido/);
    const company = await ctx.database.ownerDb
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Control Erróneo S.L.')
      .executeTakeFirst();
    expect(company).toBeUndefined();
    expect(mailsTo('rosa@control-erroneo.test')).toHaveLength(0);
  });

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
        cif: 'b-1234567-4',
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
    expect(company).toMatchObject({ plan_id: professionalPlan.id, subscription_status: 'trialing', cif: 'B12345674' });
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
          cif: 'B99887762',
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
        cif: 'B55443329',
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

  it('refuses a password found in breach corpora, and creates nothing', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        company_name: 'Clave Filtrada S.L.',
        cif: 'B55443329',
        name: 'Pepa',
        email: 'pepa@clave-filtrada.test',
        password: 'Corvette',
        accept_terms: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: BREACHED_PASSWORD_MESSAGE,
      fields: { password: BREACHED_PASSWORD_MESSAGE },
    });
    expect(mailsTo('pepa@clave-filtrada.test')).toHaveLength(0);
    const user = await ctx.database.ownerDb
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'pepa@clave-filtrada.test')
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
