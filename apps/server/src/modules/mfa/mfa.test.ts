import { MFA_MESSAGES } from '@jornada/shared/api/mfa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestContext,
  DEMO_PASSWORD,
  demoUsers,
  loginAs,
  sessionCookieOf,
  type TestContext,
} from '../../../test/test-app';
import { LOGIN_LIMITS } from '../password-attempts/password-attempts.service';
import { actionsInLog, codeNow, inNextStep, loginWith, post, wrongCode } from './mfa.test-helpers';

describe('two-step verification (company admin, optional)', () => {
  let ctx: TestContext;
  let cookie: string;
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    ctx = await createTestContext();
    cookie = await loginAs(ctx.app, demoUsers.company);
  });
  afterAll(() => ctx.close());

  it('sets up a pending secret (base32 and otpauth://) kept sealed, and enables it only with a right code', async () => {
    const status = await call(ctx.app, { method: 'GET', url: '/api/auth/mfa', cookie });
    expect(status.json()).toEqual({ is_enabled: false, enabled_at: null, recovery_codes_left: 0, is_required: false });

    const setup = await post(ctx, '/api/auth/mfa/setup', cookie);
    expect(setup.statusCode).toBe(200);
    const body = setup.json() as { secret: string; otpauth_url: string };
    secret = body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(body.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(`${url.host}${decodeURIComponent(url.pathname)}`).toBe('totp/Jornada:empresa@jornada.test');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Jornada');

    const [stored] = await ctx.superuserQuery<{ secret: string; enabled_at: Date | null }>(
      'select m.secret, m.enabled_at from user_mfa m join users u on u.id = m.user_id where u.email = $1',
      [demoUsers.company],
    );
    expect(stored?.enabled_at).toBeNull();
    expect(stored?.secret).not.toContain(secret);

    // Still pending: the login does not ask for a code yet.
    expect((await loginWith(ctx, demoUsers.company, '10.1.0.1')).statusCode).toBe(200);

    const missing = await post(ctx, '/api/auth/mfa/enable', cookie, { code: '12 34' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MFA_MESSAGES.codeFormat);
    const wrong = await post(ctx, '/api/auth/mfa/enable', cookie, { code: await wrongCode(secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: MFA_MESSAGES.wrongCode, fields: { code: MFA_MESSAGES.wrongCode } });

    const enable = await post(ctx, '/api/auth/mfa/enable', cookie, { code: await codeNow(secret) });
    expect(enable.statusCode).toBe(200);
    recoveryCodes = enable.json().recovery_codes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);

    const hashes = await ctx.superuserQuery<{ code_hash: string }>(
      'select r.code_hash from mfa_recovery_codes r join users u on u.id = r.user_id where u.email = $1',
      [demoUsers.company],
    );
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) {
      expect(recoveryCodes.some((code) => code_hash.includes(code.replace('-', '')))).toBe(false);
    }

    const after = (await call(ctx.app, { method: 'GET', url: '/api/auth/mfa', cookie })).json();
    expect(after).toMatchObject({ is_enabled: true, recovery_codes_left: 10, is_required: false });
    expect(Date.parse(after.enabled_at)).not.toBeNaN();
    // Never shown again: a new setup is refused while it is on.
    const again = await post(ctx, '/api/auth/mfa/setup', cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MFA_MESSAGES.alreadyEnabled);
    expect(await actionsInLog(ctx, cookie, 'user.mfa_enabled')).toHaveLength(1);
  });

  it('asks for the code after the right password (401 mfa_required) and lets in with it, once per code', async () => {
    const ip = '10.1.0.2';
    const noCode = await loginWith(ctx, demoUsers.company, ip);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({ message: MFA_MESSAGES.required, code: 'MFA_REQUIRED', mfa_required: true });
    expect(noCode.cookies).toHaveLength(0);
    const empty = await loginWith(ctx, demoUsers.company, ip, { code: '  ' });
    expect(empty.json()).toMatchObject({ mfa_required: true, message: MFA_MESSAGES.required });

    // A wrong password says nothing about the second step.
    const badPassword = await loginWith(ctx, demoUsers.company, ip, { password: 'otra-cosa' });
    expect(badPassword.statusCode).toBe(401);
    expect(badPassword.json().mfa_required).toBeUndefined();
    expect(badPassword.json().message).toBe('Email o contraseña incorrectos');

    const wrong = await loginWith(ctx, demoUsers.company, ip, { code: await wrongCode(secret) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ mfa_required: true, message: MFA_MESSAGES.wrongCode });

    const code = await inNextStep(secret);
    const ok = await loginWith(ctx, demoUsers.company, ip, { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(ok.statusCode).toBe(200);
    const me = await call(ctx.app, { method: 'GET', url: '/api/user', cookie: sessionCookieOf(ok) });
    expect(me.json().email).toBe(demoUsers.company);

    const replay = await loginWith(ctx, demoUsers.company, ip, { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ mfa_required: true, message: MFA_MESSAGES.reusedCode });
  });

  it('takes each recovery code once, typed in any case and grouping, and logs its use', async () => {
    const ip = '10.1.0.3';
    const [first, second] = recoveryCodes as [string, string];
    const ok = await loginWith(ctx, demoUsers.company, ip, { code: first });
    expect(ok.statusCode).toBe(200);
    const reused = await loginWith(ctx, demoUsers.company, ip, { code: first });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ mfa_required: true, message: MFA_MESSAGES.wrongCode });

    const typed = ` ${second.toLowerCase().replace('-', ' ')} `;
    expect((await loginWith(ctx, demoUsers.company, ip, { code: typed })).statusCode).toBe(200);
    const status = (await call(ctx.app, { method: 'GET', url: '/api/auth/mfa', cookie })).json();
    expect(status.recovery_codes_left).toBe(8);
    expect(await actionsInLog(ctx, cookie, 'user.mfa_recovery_code_used')).toHaveLength(2);
  });

  it('counts a missing or wrong code against the login rate limit', async () => {
    const ip = '10.1.0.4';
    const wrong = await wrongCode(secret);
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAccountAndIp; attempt += 1) {
      const response = await loginWith(ctx, demoUsers.company, ip, attempt % 2 === 0 ? {} : { code: wrong });
      expect(response.statusCode, `intento ${attempt + 1}`).toBe(401);
    }
    const blocked = await loginWith(ctx, demoUsers.company, ip, { code: recoveryCodes[2] });
    expect(blocked.statusCode).toBe(429);
    // The recovery code was not looked at, so it is still there.
    expect((await loginWith(ctx, demoUsers.company, '10.1.0.5', { code: recoveryCodes[2] })).statusCode).toBe(200);
  });

  it('asks the embed login for the code too', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/embed/login',
      remoteAddress: '10.1.0.6',
      payload: { email: demoUsers.company, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ mfa_required: true });
  });

  it('disables only with the password and a code, and then the login needs the password alone', async () => {
    const url = '/api/auth/mfa/disable';
    const noBody = await post(ctx, url, cookie, {});
    expect(noBody.statusCode).toBe(400);
    const badPassword = await post(ctx, url, cookie, { password: 'otra-cosa', code: recoveryCodes[3] });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json()).toMatchObject({ fields: { password: MFA_MESSAGES.wrongPassword } });
    const badCode = await post(ctx, url, cookie, { password: DEMO_PASSWORD, code: await wrongCode(secret) });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toMatchObject({ fields: { code: MFA_MESSAGES.wrongCode } });
    expect((await call(ctx.app, { method: 'GET', url: '/api/auth/mfa', cookie })).json().is_enabled).toBe(true);

    const ok = await post(ctx, url, cookie, { password: DEMO_PASSWORD, code: recoveryCodes[3] });
    expect(ok.statusCode).toBe(200);
    expect((await call(ctx.app, { method: 'GET', url: '/api/auth/mfa', cookie })).json()).toMatchObject({
      is_enabled: false,
      recovery_codes_left: 0,
    });
    const rows = await ctx.superuserQuery(
      'select 1 from mfa_recovery_codes r join users u on u.id = r.user_id where u.email = $1',
      [demoUsers.company],
    );
    expect(rows).toHaveLength(0);
    expect((await loginWith(ctx, demoUsers.company, '10.1.0.7')).statusCode).toBe(200);
    expect(await actionsInLog(ctx, cookie, 'user.mfa_disabled')).toHaveLength(1);
    const again = await post(ctx, url, cookie, { password: DEMO_PASSWORD, code: recoveryCodes[4] });
    expect(again.statusCode).toBe(409);
  });

  it('is for company admins, gestoría users and the platform: workers and managers get 403', async () => {
    for (const email of [demoUsers.gestoria, demoUsers.navegatel]) {
      const own = await loginAs(ctx.app, email);
      expect((await call(ctx.app, { method: 'GET', url: '/api/auth/mfa', cookie: own })).statusCode, email).toBe(200);
    }
    for (const email of [demoUsers.worker, demoUsers.manager]) {
      const own = await loginAs(ctx.app, email);
      const response = await post(ctx, '/api/auth/mfa/setup', own);
      expect(response.statusCode, email).toBe(403);
      expect(response.json().message).toBe('No tienes permiso para realizar esta acción');
    }
  });
});
