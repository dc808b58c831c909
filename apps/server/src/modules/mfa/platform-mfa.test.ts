import { MFA_MESSAGES } from '@jornada/shared/api/mfa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliOn } from '../../../test/run-cli';
import { call, createTestContext, demoUsers, loginAs, sessionCookieOf, type TestContext } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { inNextStep, loginWith, turnOn } from './mfa.test-helpers';

/** The platform admin's console waits for its two-step verification (ADR 015). */
describe('the platform admin with PLATFORM_MFA_REQUIRED', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { PLATFORM_MFA_REQUIRED: 'true' } });
  });
  afterAll(() => ctx.close());

  it('is refused /api/admin/* (403 mfa_setup_required) until it turns the verification on', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.navegatel);
    for (const url of ['/api/admin/stats', '/api/admin/companies', '/api/admin/contact-requests']) {
      const refused = await call(ctx.app, { method: 'GET', url, cookie });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual({
        message: MFA_MESSAGES.setupRequired,
        code: 'MFA_SETUP_REQUIRED',
        mfa_setup_required: true,
      });
    }
    const status = (await call(ctx.app, { method: 'GET', url: '/api/auth/mfa', cookie })).json();
    expect(status).toMatchObject({ is_enabled: false, is_required: true });
    // Its own account pages still work.
    expect((await call(ctx.app, { method: 'GET', url: '/api/sessions', cookie })).statusCode).toBe(200);

    const { secret } = await turnOn(ctx, cookie);
    expect((await call(ctx.app, { method: 'GET', url: '/api/admin/stats', cookie })).statusCode).toBe(200);
    const [logged] = await ctx.superuserQuery<{ action: string }>(
      `select action from platform_audit_log where action = 'user.mfa_enabled'`,
    );
    expect(logged?.action).toBe('user.mfa_enabled');

    const password = await loginWith(ctx, demoUsers.navegatel, '10.2.0.1');
    expect(password.json()).toMatchObject({ mfa_required: true });
    const withCode = await loginWith(ctx, demoUsers.navegatel, '10.2.0.1', { code: await inNextStep(secret) });
    expect(withCode.statusCode).toBe(200);
    const stats = await call(ctx.app, { method: 'GET', url: '/api/admin/stats', cookie: sessionCookieOf(withCode) });
    expect(stats.statusCode).toBe(200);
  });

  it('is reset by the operator (CLI reset-mfa) for a locked-out account, in the platform log', async () => {
    // The CLI runs on PostgreSQL only in the tests (PGlite's data dir is this process's).
    if (!ctx.databaseUrl) return;
    const result = await runCliOn(ctx, ['reset-mfa', '--email', 'Plataforma@Jornada.test']);
    expect(result.stdout).toBe('Verificación en dos pasos desactivada para plataforma@jornada.test.\n');
    expect(result.code).toBe(0);
    expect((await loginWith(ctx, demoUsers.navegatel, '10.2.0.2')).statusCode).toBe(200);
    const [logged] = await ctx.superuserQuery<{ actor_user_id: number | null }>(
      `select actor_user_id from platform_audit_log where action = 'user.mfa_disabled'`,
    );
    expect(logged).toEqual({ actor_user_id: null });
    const again = await runCliOn(ctx, ['reset-mfa', '--email', demoUsers.navegatel]);
    expect(again.stdout).toBe('plataforma@jornada.test no tiene la verificación en dos pasos activada.\n');
  });

  it('leaves the other roles as they were', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.company);
    expect((await call(ctx.app, { method: 'GET', url: '/api/auth/mfa', cookie })).json().is_required).toBe(false);
    expect((await call(ctx.app, { method: 'GET', url: '/api/admin/stats', cookie })).json().mfa_setup_required).toBe(
      undefined,
    );
  });
});

describe('PLATFORM_MFA_REQUIRED', () => {
  it('defaults to on in production (NODE_ENV unset is production) and off elsewhere; set, it wins', () => {
    expect(loadConfig({}).platformMfaRequired).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).platformMfaRequired).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).platformMfaRequired).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PLATFORM_MFA_REQUIRED: 'false' }).platformMfaRequired).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', PLATFORM_MFA_REQUIRED: 'true' }).platformMfaRequired).toBe(true);
    expect(loadConfig({ PLATFORM_MFA_REQUIRED: '' }).platformMfaRequired).toBe(true);
    expect(() => loadConfig({ PLATFORM_MFA_REQUIRED: 'si' })).toThrow(/PLATFORM_MFA_REQUIRED/);
  });
});
