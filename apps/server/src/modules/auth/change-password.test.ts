import { describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, demoUsers, loginAs, sessionCookieOf } from '../../../test/test-app';
import { BREACHED_PASSWORD_MESSAGE } from '../../lib/breached-passwords';
import { LOGIN_LIMITS } from '../password-attempts/password-attempts.service';
import { useAuthTestContext } from './auth.test-helpers';

const { ctx, login, whoAmI } = useAuthTestContext();

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

  it('refuses a password found in breach corpora, on its field, changing nothing', async () => {
    const cookie = await loginAs(ctx.app, email, newPassword, '10.42.0.5');
    const breached = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: newPassword, new_password: 'Victoria' },
      cookie,
    });
    expect(breached.statusCode).toBe(400);
    expect(breached.json()).toMatchObject({
      message: BREACHED_PASSWORD_MESSAGE,
      fields: { new_password: BREACHED_PASSWORD_MESSAGE },
    });
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    expect((await login(email, 'Victoria', '10.42.0.6')).statusCode).toBe(401);
    expect((await login(email, newPassword, '10.42.0.6')).statusCode).toBe(200);
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
