import { POS_MESSAGES } from '@jornada/shared/api/pos';
import { describe, expect, it } from 'vitest';
import { call, createTestContext, DEMO_PASSWORD, demoUsers, sessionCookieOf } from '../../../test/test-app';
import { hashToken } from '../../lib/tokens';
import { LOGIN_LIMITS } from '../password-attempts/password-attempts.service';
import {
  ctx,
  DEMO_POS,
  idOf,
  LUCIA,
  MANAGER,
  PABLO,
  tomorrowAtNine,
  usePosContext,
} from '../terminals/pos.test-helpers';

/** The embed widgets' sessions (ADR 013): logins that answer a token, and that token as a bearer. */
usePosContext({ fakeNow: () => tomorrowAtNine() });

const CSRF_MESSAGE = 'Solicitud rechazada por seguridad (CSRF). Recarga la página.';
const NO_SESSION = 'No has iniciado sesión';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function embedLogin(email: string, password = DEMO_PASSWORD, ip = '10.90.0.1', headers: Record<string, string> = {}) {
  return call(ctx.app, {
    method: 'POST',
    url: '/api/embed/login',
    payload: { email, password },
    remoteAddress: ip,
    headers,
  });
}

async function tokenOf(email: string, ip = '10.90.0.1'): Promise<string> {
  const response = await embedLogin(email, DEMO_PASSWORD, ip);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token;
}

function withBearer(token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return call(ctx.app, { method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

describe('GET /api/embed/config', () => {
  it('answers no origins without EMBED_ALLOWED_ORIGINS, and the normalised list with it', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/embed/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ allowed_origins: [] });

    const configured = await createTestContext({
      seed: false,
      env: { EMBED_ALLOWED_ORIGINS: 'https://Intranet.Ejemplo.es/,http://127.0.0.1:5173' },
    });
    try {
      const listed = await call(configured.app, { method: 'GET', url: '/api/embed/config' });
      expect(listed.json()).toEqual({ allowed_origins: ['https://intranet.ejemplo.es', 'http://127.0.0.1:5173'] });
    } finally {
      await configured.close();
    }
  });
});

describe('POST /api/embed/login', () => {
  it("answers POST /api/login's user and a token, sets no cookie, and keeps only the token's hash", async () => {
    const app = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: LUCIA, password: DEMO_PASSWORD },
    });
    const response = await embedLogin(LUCIA);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const { user, token } = response.json();
    expect(user).toEqual(app.json().user);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await ctx.superuserQuery<{ token_hash: string }>('select token_hash from sessions');
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('refuses a wrong password with the Spanish 401, and bad input with 400', async () => {
    const wrong = await embedLogin(LUCIA, 'incorrecta', '10.90.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Email o contraseña incorrectos');
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const empty = await call(ctx.app, {
      method: 'POST',
      url: '/api/embed/login',
      payload: { email: 'x', password: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ password: 'La contraseña es requerida' });
  });

  it("spends the same failure budget as POST /api/login: one route's failures lock the other out", async () => {
    const ip = '10.90.0.3';
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i++) {
      const url = i % 2 === 0 ? '/api/login' : '/api/embed/login';
      const failed = await call(ctx.app, {
        method: 'POST',
        url,
        payload: { email: MANAGER, password: 'mal' },
        remoteAddress: ip,
      });
      expect(failed.statusCode).toBe(401);
    }
    const locked = await embedLogin(MANAGER, DEMO_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Demasiados intentos fallidos/);
    const app = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: MANAGER, password: DEMO_PASSWORD },
      remoteAddress: ip,
    });
    expect(app.statusCode).toBe(429);
  });

  it('ends the bearer the widget still held, as a login ends the previous cookie', async () => {
    const first = await tokenOf(PABLO, '10.90.0.4');
    const second = await embedLogin(PABLO, DEMO_PASSWORD, '10.90.0.4', bearer(first));
    expect(second.statusCode).toBe(200);
    expect((await withBearer(first, 'GET', '/api/user')).statusCode).toBe(401);
    expect((await withBearer(second.json().token, 'GET', '/api/user')).statusCode).toBe(200);
  });
});

describe('Authorization: Bearer on the user routes', () => {
  it('is the session: the current user, and a clock action the API then shows', async () => {
    const token = await tokenOf(LUCIA, '10.90.1.1');
    const me = await withBearer(token, 'GET', '/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(LUCIA);
    const start = await withBearer(token, 'POST', '/api/workshift/start', {});
    expect(start.statusCode, start.body).toBe(200);
    expect(start.headers['set-cookie']).toBeUndefined();
    const current = await withBearer(token, 'GET', '/api/workshift/current');
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ status: 'in_progress', user_id: idOf(LUCIA) });
  });

  it('logout with the bearer ends that session only and clears no cookie', async () => {
    const token = await tokenOf(LUCIA, '10.90.1.2');
    const cookieLogin = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: LUCIA, password: DEMO_PASSWORD },
    });
    const cookie = sessionCookieOf(cookieLogin);
    const out = await call(ctx.app, { method: 'POST', url: '/api/logout', cookie, headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.headers['set-cookie']).toBeUndefined();
    const after = await withBearer(token, 'GET', '/api/user');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(NO_SESSION);
    expect((await call(ctx.app, { method: 'GET', url: '/api/user', cookie })).statusCode).toBe(200);
  });

  it('an expired or revoked session is 401, like a cookie’s', async () => {
    const expired = await tokenOf(LUCIA, '10.90.1.3');
    await ctx.superuserQuery("update sessions set expires_at = now() - interval '1 minute' where token_hash = $1", [
      hashToken(expired),
    ]);
    const idle = await tokenOf(LUCIA, '10.90.1.3');
    await ctx.superuserQuery(
      'update sessions set last_seen_at = now() - make_interval(mins => $2) where token_hash = $1',
      [hashToken(idle), ctx.config.sessionIdleMinutes + 1],
    );
    const revoked = await tokenOf(LUCIA, '10.90.1.3');
    await ctx.superuserQuery('update sessions set revoked_at = now() where token_hash = $1', [hashToken(revoked)]);
    for (const token of [expired, idle, revoked]) {
      const response = await withBearer(token, 'GET', '/api/user');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(NO_SESSION);
    }
  });

  it('a password change ends embed sessions like any other; made with the bearer, it sets no cookie', async () => {
    const email = 'javier.moreno@jornada.test';
    const widget = await tokenOf(email, '10.90.1.5');
    const otherWidget = await tokenOf(email, '10.90.1.6');
    const change = await withBearer(widget, 'POST', '/api/auth/change-password', {
      current_password: DEMO_PASSWORD,
      new_password: 'Masa&Madre2025',
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.headers['set-cookie']).toBeUndefined();
    // The widget logs in again with the new password (the change renews only a cookie).
    for (const token of [widget, otherWidget])
      expect((await withBearer(token, 'GET', '/api/user')).statusCode).toBe(401);
    expect((await embedLogin(email, 'Masa&Madre2025', '10.90.1.5')).statusCode).toBe(200);
  });

  it('keeps the CSRF guard: a state change without X-Requested-With, or from another origin, is refused', async () => {
    const token = await tokenOf(demoUsers.worker, '10.90.1.4');
    const noHeader = await call(ctx.app, {
      method: 'POST',
      url: '/api/workshift/break/start',
      headers: bearer(token),
      payload: {},
      skipCsrfHeader: true,
    });
    const crossSite = await call(ctx.app, {
      method: 'POST',
      url: '/api/logout',
      headers: { ...bearer(token), origin: 'https://evil.example' },
    });
    for (const response of [noHeader, crossSite]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(CSRF_MESSAGE);
    }
    expect((await withBearer(token, 'GET', '/api/user')).statusCode).toBe(200);
  });

  it('a malformed Authorization header is 401, never 5xx; a bearer is judged alone, another scheme is ignored', async () => {
    const cookieLogin = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: LUCIA, password: DEMO_PASSWORD },
    });
    const cookie = sessionCookieOf(cookieLogin);
    const garbage = [
      'garbage',
      'Bearer',
      'Bearer ',
      'Bearer a b',
      `Bearer ${'x'.repeat(5000)}`,
      'Bearer ñ',
      'Basic dTpw',
      'Token abc',
    ];
    for (const authorization of garbage) {
      for (const url of ['/api/user', '/api/pos/employees']) {
        const response = await call(ctx.app, { method: 'GET', url, headers: { authorization } });
        expect(response.statusCode, `${authorization.slice(0, 20)} ${url}`).toBe(401);
      }
    }
    // A bearer header decides alone, even next to a valid cookie.
    const withBadBearer = await call(ctx.app, {
      method: 'GET',
      url: '/api/user',
      cookie,
      headers: { authorization: 'Bearer nada' },
    });
    expect(withBadBearer.statusCode).toBe(401);
    // Another scheme (a proxy's Basic) is not ours: the cookie still counts.
    const withBasic = await call(ctx.app, {
      method: 'GET',
      url: '/api/user',
      cookie,
      headers: { authorization: 'Basic dTpw' },
    });
    expect(withBasic.statusCode).toBe(200);
  });
});

describe('POS embed sessions', () => {
  async function posEmbedLogin(ip = '10.91.0.1', headers: Record<string, string> = {}) {
    return call(ctx.app, {
      method: 'POST',
      url: '/api/embed/pos/login',
      payload: { id_acceso: DEMO_POS.idAcceso, pin: DEMO_POS.pin },
      remoteAddress: ip,
      headers,
    });
  }

  it("answers POST /api/pos/login's body plus a token, without a cookie; the bearer makes POS calls", async () => {
    const kiosk = await call(ctx.app, {
      method: 'POST',
      url: '/api/pos/login',
      payload: { id_acceso: DEMO_POS.idAcceso, pin: DEMO_POS.pin },
      remoteAddress: '10.91.0.1',
    });
    const response = await posEmbedLogin();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const { token, ...company } = response.json();
    expect(company).toEqual(kiosk.json());
    const employees = await withBearer(token, 'GET', '/api/pos/employees');
    expect(employees.statusCode, employees.body).toBe(200);
    expect(employees.json().length).toBeGreaterThan(0);
    const verify = await withBearer(token, 'GET', '/api/pos/verify');
    expect(verify.json()).toMatchObject({ valid: true });
  });

  it('a wrong PIN is the kiosk’s Spanish 401', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/embed/pos/login',
      payload: { id_acceso: DEMO_POS.idAcceso, pin: '000000' },
      remoteAddress: '10.91.0.2',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(POS_MESSAGES.wrongCredentials);
  });

  it('never mixes with a user bearer: each kind is 401 on the other’s routes', async () => {
    const userToken = await tokenOf(LUCIA, '10.91.0.3');
    const posToken = (await posEmbedLogin('10.91.0.3')).json().token;
    const userOnPos = await withBearer(userToken, 'GET', '/api/pos/employees');
    expect(userOnPos.statusCode).toBe(401);
    expect(userOnPos.json().message).toBe(POS_MESSAGES.noSession);
    const posOnUser = await withBearer(posToken, 'GET', '/api/user');
    expect(posOnUser.statusCode).toBe(401);
    expect(posOnUser.json().message).toBe(NO_SESSION);
    const posClocksAsUser = await withBearer(posToken, 'POST', '/api/workshift/start', {});
    expect(posClocksAsUser.statusCode).toBe(401);
  });

  it('POST /api/pos/logout with the bearer ends that POS session and clears no cookie', async () => {
    const token = (await posEmbedLogin('10.91.0.4')).json().token;
    const out = await withBearer(token, 'POST', '/api/pos/logout');
    expect(out.statusCode).toBe(200);
    expect(out.headers['set-cookie']).toBeUndefined();
    expect((await withBearer(token, 'GET', '/api/pos/verify')).json()).toMatchObject({ valid: false });
    const employees = await withBearer(token, 'GET', '/api/pos/employees');
    expect(employees.statusCode).toBe(401);
    expect(employees.json().message).toBe(POS_MESSAGES.sessionClosed);
  });
});

describe('OpenAPI', () => {
  it('documents the embed calls and the bearer scheme', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/docs/json' });
    const doc = response.json() as {
      paths: Record<string, Record<string, unknown>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(Object.keys(doc.paths['/api/embed/config'] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/embed/login'] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/embed/pos/login'] ?? {})).toEqual(['post']);
    expect(doc.components.securitySchemes.embedToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
