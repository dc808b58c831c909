import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, demoUsers, loginAs } from '../../../test/test-app';
import { hashToken } from '../../lib/tokens';
import { linkIn, useAuthTestContext } from './auth.test-helpers';

const { ctx, mailbox, mailsTo, nthMailTo, login, whoAmI } = useAuthTestContext();

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
