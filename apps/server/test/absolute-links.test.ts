import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { type Mailbox, startMailbox } from './smtp-mailbox';
import { call, createTestContext, loginAs, type TestContext } from './test-app';

/**
 * Every absolute link (password reset, inspector link) comes from the configured origin: PUBLIC_URL,
 * or without it http://localhost:PORT. A request's Host header is the caller's to choose, so a link
 * built from it would send a reset token to whoever asked.
 */
const EVIL = { host: 'evil.example:8443', 'x-forwarded-host': 'evil.example:8443' };

describe('absolute links without PUBLIC_URL', () => {
  let ctx: TestContext;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    ctx = await createTestContext({ env: { SMTP_URL: mailbox.url, PORT: '3456' } });
  });
  afterAll(async () => {
    await ctx?.close();
    await mailbox?.close();
  });

  it('the password-reset e-mail links to http://localhost:PORT whatever the Host header says', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'javier.moreno@jornada.test' },
      headers: EVIL,
    });
    expect(response.statusCode).toBe(200);
    const mail = await mailbox.nthMailTo('javier.moreno@jornada.test', 1);
    expect(mail.text).toMatch(/http:\/\/localhost:3456\/reset-password\?token=[A-Za-z0-9_-]+/);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html ?? '').not.toContain('evil.example');
  });

  it("an inspector link's url is on the configured origin", async () => {
    const cookie = await loginAs(ctx.app, 'empresa@jornada.test');
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/inspector-links',
      cookie,
      headers: EVIL,
      payload: {
        label: 'ITSS',
        from: '2026-01-01',
        to: '2026-01-31',
        expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().url).toMatch(/^http:\/\/localhost:3456\/inspeccion\//);
  });
});

describe('PUBLIC_URL in the configuration', () => {
  it('is the origin of every link, without its trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://jornada.ejemplo.es/' });
    expect(config.publicOrigin).toBe('https://jornada.ejemplo.es');
    expect(config.isPublicUrlMissing).toBe(false);
  });

  it('falls back to http://localhost:PORT for a local start (npm start, the e2e)', () => {
    const config = loadConfig({ PORT: '4000' });
    expect(config.publicOrigin).toBe('http://localhost:4000');
    expect(config.isPublicUrlMissing).toBe(false);
  });

  it('is required when NODE_ENV=production is set explicitly or DATABASE_URL is set', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).isPublicUrlMissing).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/jornada' }).isPublicUrlMissing).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/jornada', PUBLIC_URL: 'https://j.es' }).isPublicUrlMissing).toBe(
      false,
    );
  });
});
