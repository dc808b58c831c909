import {
  ACCOUNT_NOT_ACTIVATED_CODE,
  ACCOUNT_NOT_ACTIVATED_MESSAGE,
  RESEND_ACTIVATION_MESSAGES,
} from '@jornada/shared/api/session';
import { describe, expect, it } from 'vitest';
import { call, demoUsers } from '../../../test/test-app';
import { linkIn, useAuthTestContext } from './auth.test-helpers';
import { RESEND_ACTIVATION_EMAIL_LIMIT, RESEND_ACTIVATION_IP_LIMIT } from './resend-activation';

const { ctx, mailbox, mailsTo, nthMailTo, login } = useAuthTestContext();

const password = 'Persiana#2026';
const resend = (email: string, ip = '10.60.0.1') =>
  call(ctx.app, { method: 'POST', url: '/api/auth/resend-activation', payload: { email }, remoteAddress: ip });

async function signUp(email: string, companyName: string) {
  const response = await call(ctx.app, {
    method: 'POST',
    url: '/api/auth/register',
    payload: { company_name: companyName, cif: 'B12345674', name: 'Marta Soler', email, password, accept_terms: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  return linkIn(await nthMailTo(email, 1), '/activate');
}

describe('POST /api/auth/resend-activation', () => {
  const email = 'marta@persianas-soler.test';
  let firstLink: { url: string; token: string };

  it('the login of an account not activated yet says so with a code the page can act on', async () => {
    firstLink = await signUp(email, 'Persianas Soler S.L.');
    const response = await login(email, password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: ACCOUNT_NOT_ACTIVATED_MESSAGE, code: ACCOUNT_NOT_ACTIVATED_CODE });
  });

  it('answers a pending, an activated and an unknown email alike, and mails only the pending one', async () => {
    const pending = await resend('Marta@Persianas-Soler.test');
    const activated = await resend(demoUsers.worker);
    const unknown = await resend('nadie@persianas-soler.test');
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({ success: true, message: RESEND_ACTIVATION_MESSAGES.sent });
    expect(activated.body).toBe(pending.body);
    expect(unknown.body).toBe(pending.body);

    const mail = await nthMailTo(email, 2);
    expect(mail.subject).toBe('Activa tu cuenta de Jornada');
    expect(mail.text).toContain('Hola Marta Soler:');
    const link = linkIn(mail, '/activate');
    // Built on the configured origin (config.publicOrigin), not on the request's Host.
    expect(link.url.startsWith('http://jornada.test/activate?token=')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(demoUsers.worker)).toHaveLength(0);
    expect(mailsTo('nadie@persianas-soler.test')).toHaveLength(0);

    // The new link replaces the first one, and activates the account.
    const old = await call(ctx.app, { method: 'POST', url: '/api/auth/activate', payload: { token: firstLink.token } });
    expect(old.statusCode).toBe(410);
    const activate = await call(ctx.app, { method: 'POST', url: '/api/auth/activate', payload: { token: link.token } });
    expect(activate.statusCode, activate.body).toBe(200);
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('sends nothing once the account is activated', async () => {
    expect((await resend(email)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(email)).toHaveLength(2);
  });

  it(`allows ${RESEND_ACTIVATION_EMAIL_LIMIT.perIp} requests an hour per email, from any address, known or not`, async () => {
    const pendingEmail = 'luis@toldos-vera.test';
    await signUp(pendingEmail, 'Toldos Vera S.L.');
    for (const address of [pendingEmail, 'tampoco@toldos-vera.test']) {
      const answers = [];
      for (let i = 0; i <= RESEND_ACTIVATION_EMAIL_LIMIT.perIp; i += 1)
        answers.push(await resend(address, `10.61.0.${i + 1}`));
      expect(answers.slice(0, -1).map((a) => a.statusCode)).toEqual(
        Array(RESEND_ACTIVATION_EMAIL_LIMIT.perIp).fill(200),
      );
      const refused = answers.at(-1);
      expect(refused?.statusCode).toBe(429);
      expect(refused?.json().message).toBe(RESEND_ACTIVATION_MESSAGES.tooManyForEmail);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The sign-up's mail and one per accepted request.
    await nthMailTo(pendingEmail, 1 + RESEND_ACTIVATION_EMAIL_LIMIT.perIp);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(pendingEmail)).toHaveLength(1 + RESEND_ACTIVATION_EMAIL_LIMIT.perIp);
  });

  it(`allows ${RESEND_ACTIVATION_IP_LIMIT.perIp} requests an hour per IP, whatever the emails`, async () => {
    const ip = '10.62.0.1';
    for (let i = 0; i < RESEND_ACTIVATION_IP_LIMIT.perIp; i += 1) {
      expect((await resend(`persona${i}@otra-empresa.test`, ip)).statusCode).toBe(200);
    }
    const refused = await resend('otra-mas@otra-empresa.test', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(RESEND_ACTIVATION_MESSAGES.tooManyFromIp);
    expect((await resend('otra-mas@otra-empresa.test', '10.62.0.2')).statusCode).toBe(200);
  });

  it('answers a pending account as fast as an unknown email, even when the mail server is slow', async () => {
    const pendingEmail = 'eva@rejas-mar.test';
    await signUp(pendingEmail, 'Rejas Mar S.L.');
    const timed = async (address: string) => {
      const started = performance.now();
      expect((await resend(address, '10.63.0.1')).statusCode).toBe(200);
      return performance.now() - started;
    };
    mailbox.setAcceptDelay(1500);
    try {
      const unknown = await timed('no-existe@rejas-mar.test');
      const pending = await timed(pendingEmail);
      expect(pending).toBeLessThan(unknown + 1000);
      await nthMailTo(pendingEmail, 2);
    } finally {
      mailbox.setAcceptDelay(0);
    }
  });

  it('refuses a malformed email in Spanish', async () => {
    const response = await resend('no-es-un-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[Ee]mail|[Cc]orreo/);
  });
});
