import { SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE } from '@jornada/shared/api/session';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/tokens';
import { call, createTestContext, DEMO_PASSWORD, demoUsers, loginAs, type TestContext } from './test-app';

let ctx: TestContext;
beforeAll(async () => {
  // These tests move session clocks and user rows straight in SQL, as time passing would; the
  // in-memory session cache would only see that after its TTL (session-cache.test.ts covers it).
  ctx = await createTestContext({ env: { SESSION_CACHE_SECONDS: '0' } });
});
afterAll(() => ctx.close());

const CSRF_MESSAGE = 'Solicitud rechazada por seguridad (CSRF). Recarga la página.';
const TOO_MANY_MESSAGE = 'Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo.';

function login(email: string, password: string, ip: string, headers: Record<string, string> = {}) {
  return call(ctx.app, { method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip, headers });
}

function whoAmI(cookie: string) {
  return call(ctx.app, { method: 'GET', url: '/api/user', cookie });
}

function expectNoCookie(response: { cookies: unknown[]; headers: Record<string, unknown> }) {
  expect(response.cookies).toHaveLength(0);
  expect(response.headers['set-cookie']).toBeUndefined();
}

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

/** Moves a session's clock columns, as time passing would. */
async function ageSession(cookie: string, column: 'last_seen_at' | 'expires_at', minutesAgo: number) {
  const result = await ctx.database.ownerDb
    .updateTable('sessions')
    .set({ [column]: sql<Date>`now() - make_interval(mins => ${minutesAgo})` })
    .where('token_hash', '=', hashToken(tokenOf(cookie)))
    .executeTakeFirst();
  expect(result.numUpdatedRows).toBe(1n);
}

async function lastSeenOf(cookie: string): Promise<number> {
  const row = await ctx.database.ownerDb
    .selectFrom('sessions')
    .select('last_seen_at')
    .where('token_hash', '=', hashToken(tokenOf(cookie)))
    .executeTakeFirstOrThrow();
  return row.last_seen_at.getTime();
}

describe('CSRF', () => {
  it('refuses a login without X-Requested-With, even with the right password, and sets no cookie', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: demoUsers.company, password: DEMO_PASSWORD },
      skipCsrfHeader: true,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(CSRF_MESSAGE);
    expectNoCookie(response);
  });

  it('refuses logout and change-password without X-Requested-With, and they have no effect', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.manager, DEMO_PASSWORD, '10.50.0.1');
    const logout = await call(ctx.app, { method: 'POST', url: '/api/logout', cookie, skipCsrfHeader: true });
    expect(logout.statusCode).toBe(403);
    expect(logout.json().message).toBe(CSRF_MESSAGE);
    expectNoCookie(logout);

    const change = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: DEMO_PASSWORD, new_password: 'Forzada#2025' },
      cookie,
      skipCsrfHeader: true,
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe(CSRF_MESSAGE);
    expectNoCookie(change);

    expect((await whoAmI(cookie)).statusCode).toBe(200);
    expect((await login(demoUsers.manager, DEMO_PASSWORD, '10.50.0.1')).statusCode).toBe(200);
  });

  it('refuses another origin, and a browser saying the request is cross-site', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:8080' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of crossSite) {
      const response = await login(demoUsers.company, DEMO_PASSWORD, '10.50.0.2', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().message).toBe(CSRF_MESSAGE);
      expectNoCookie(response);
    }
  });

  it('lets a same-origin request through (inject talks to host localhost:80)', async () => {
    const sameOrigin: Record<string, string>[] = [
      { origin: 'http://localhost:80' },
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of sameOrigin) {
      const response = await login(demoUsers.company, DEMO_PASSWORD, '10.50.0.3', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      // The session cookie, with its readable marker (plugins/session-marker.ts).
      expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual(['jornada_has_session', 'jornada_session']);
    }
  });

  it('cannot be dodged with a spelling of the path', async () => {
    for (const url of ['//api/login', '/api//login', '/API/login', '/api/login/', '/api/./login', '/api/%6Cogin']) {
      const response = await call(ctx.app, {
        method: 'POST',
        url,
        payload: { email: demoUsers.company, password: DEMO_PASSWORD },
        skipCsrfHeader: true,
      });
      expect([403, 404], url).toContain(response.statusCode);
      expectNoCookie(response);
    }
  });

  it('does not ask reads for the header', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.company, DEMO_PASSWORD, '10.50.0.4');
    const response = await call(ctx.app, { method: 'GET', url: '/api/user', cookie, skipCsrfHeader: true });
    expect(response.statusCode).toBe(200);
  });
});

describe('login rate limit', () => {
  it('after 10 failures of one account from one IP, even the right password gets 429 there, but not elsewhere', async () => {
    const email = 'javier.moreno@jornada.test';
    for (let attempt = 1; attempt <= 10; attempt++) {
      // Any casing is the same account.
      const typed = attempt % 2 === 0 ? email.toUpperCase() : email;
      const response = await login(typed, `incorrecta-${attempt}`, '10.51.0.1');
      expect(response.statusCode, `intento ${attempt}`).toBe(401);
      expect(response.json().message).toBe('Email o contraseña incorrectos');
    }
    const blocked = await login(email, DEMO_PASSWORD, '10.51.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(TOO_MANY_MESSAGE);
    expect(blocked.headers['retry-after']).toBe('900');
    expectNoCookie(blocked);

    // No lockout an attacker can hold: the owner, from their own address, still gets in.
    expect((await login(email, DEMO_PASSWORD, '10.51.0.2')).statusCode).toBe(200);
    // And other accounts from the blocked address are not affected by this pair's count.
    expect((await login(demoUsers.worker, DEMO_PASSWORD, '10.51.0.1')).statusCode).toBe(200);
  });

  it('holds under a burst of parallel guesses: at most 10 are checked, the rest get 429', async () => {
    const email = demoUsers.manager;
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => login(email, `adivinanza-${i}`, '10.51.0.6')));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    let checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeLessThanOrEqual(10);
    // Whatever the burst used up, the pair gets exactly 10 checked guesses in all.
    for (let more = 0; more < 20; more++) {
      const response = await login(email, `otra-${more}`, '10.51.0.6');
      if (response.statusCode === 429) break;
      expect(response.statusCode).toBe(401);
      checked++;
    }
    expect(checked).toBe(10);
    expect((await login(email, DEMO_PASSWORD, '10.51.0.6')).statusCode).toBe(429);
  });

  it('a success clears the pair: 9 failures, a success, 9 more failures, the right password still works', async () => {
    const email = 'marta.sanchez@jornada.test';
    const fail = async (n: number) => {
      for (let i = 0; i < n; i++) expect((await login(email, 'incorrecta', '10.51.0.3')).statusCode).toBe(401);
    };
    await fail(9);
    expect((await login(email, DEMO_PASSWORD, '10.51.0.3')).statusCode).toBe(200);
    await fail(9);
    const response = await login(email, DEMO_PASSWORD, '10.51.0.3');
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(email);
  });

  it('caps one IP at 50 failures across accounts, whatever emails it tries', async () => {
    for (let i = 0; i < 50; i++) {
      const response = await login(`inventado${i}@jornada.test`, 'incorrecta', '10.51.0.4');
      expect(response.statusCode, `intento ${i}`).toBe(401);
    }
    const blocked = await login(demoUsers.gestoria, DEMO_PASSWORD, '10.51.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(TOO_MANY_MESSAGE);
    expect((await login(demoUsers.gestoria, DEMO_PASSWORD, '10.51.0.5')).statusCode).toBe(200);
  });
});

describe('subscription', () => {
  it("an expired trial shuts out talleres_norte's worker with SPEC's message, and nobody else", async () => {
    await ctx.database.ownerDb
      .updateTable('companies')
      .set({ subscription_status: 'trialing', trial_ends_at: sql<Date>`now() - interval '1 minute'` })
      .where('schema_name', '=', 'talleres_norte')
      .execute();
    try {
      // The admin comes in, in restricted mode (subscription-states.test.ts covers what it allows).
      const admin = await login(demoUsers.company2, DEMO_PASSWORD, '10.52.0.1');
      expect(admin.statusCode).toBe(200);
      expect(admin.json().user.company_state).toBe('expired');

      const worker = await login(demoUsers.worker2, DEMO_PASSWORD, '10.52.0.1');
      expect(worker.statusCode).toBe(403);
      expect(worker.json().message).toBe(SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE);
      expectNoCookie(worker);

      // Only after the right password: a wrong one still says just that.
      const wrong = await login(demoUsers.worker2, 'incorrecta', '10.52.0.1');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('Email o contraseña incorrectos');

      for (const email of [demoUsers.company, demoUsers.manager, demoUsers.worker]) {
        expect((await login(email, DEMO_PASSWORD, '10.52.0.2')).statusCode, email).toBe(200);
      }
    } finally {
      await ctx.database.ownerDb
        .updateTable('companies')
        .set({ subscription_status: 'active', trial_ends_at: null })
        .where('schema_name', '=', 'talleres_norte')
        .execute();
    }
    expect((await login(demoUsers.company2, DEMO_PASSWORD, '10.52.0.1')).statusCode).toBe(200);
  });
});

describe('session expiry', () => {
  it('ends a session idle for longer than SESSION_IDLE_MINUTES, not one just under it', async () => {
    const idle = ctx.config.sessionIdleMinutes;
    const fresh = await loginAs(ctx.app, demoUsers.worker, DEMO_PASSWORD, '10.53.0.1');
    await ageSession(fresh, 'last_seen_at', idle - 1);
    expect((await whoAmI(fresh)).statusCode).toBe(200);

    const stale = await loginAs(ctx.app, demoUsers.worker, DEMO_PASSWORD, '10.53.0.2');
    await ageSession(stale, 'last_seen_at', idle + 1);
    const response = await whoAmI(stale);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('No has iniciado sesión');
    const check = await call(ctx.app, { method: 'GET', url: '/api/auth/check-default-password', cookie: stale });
    expect(check.statusCode).toBe(401);
  });

  it('a background poll (GET /api/user) does not keep the session alive; a real request does', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.navegatel, DEMO_PASSWORD, '10.53.0.3');
    await ageSession(cookie, 'last_seen_at', 5);
    const aged = await lastSeenOf(cookie);

    expect((await whoAmI(cookie)).statusCode).toBe(200);
    expect(await lastSeenOf(cookie)).toBe(aged);

    const check = await call(ctx.app, { method: 'GET', url: '/api/auth/check-default-password', cookie });
    expect(check.statusCode).toBe(200);
    const touched = await lastSeenOf(cookie);
    expect(touched).toBeGreaterThan(aged + 4 * 60_000);

    // At most one write a minute: a second request right away leaves it alone.
    await call(ctx.app, { method: 'GET', url: '/api/auth/check-default-password', cookie });
    expect(await lastSeenOf(cookie)).toBe(touched);
  });

  it('ends a session past its absolute expiry, however active', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.gestoria, DEMO_PASSWORD, '10.53.0.4');
    expect((await call(ctx.app, { method: 'GET', url: '/api/migestoria', cookie })).statusCode).toBe(200);
    await ageSession(cookie, 'expires_at', 1);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'GET', url: '/api/migestoria', cookie })).statusCode).toBe(401);
  });

  it('a deactivated user loses the open session and cannot log in again', async () => {
    const email = 'pablo.diaz@jornada.test';
    const cookie = await loginAs(ctx.app, email, DEMO_PASSWORD, '10.53.0.5');
    await ctx.database.ownerDb.updateTable('users').set({ is_active: false }).where('email', '=', email).execute();

    expect((await whoAmI(cookie)).statusCode).toBe(401);
    const again = await login(email, DEMO_PASSWORD, '10.53.0.5');
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('Tu cuenta está desactivada. Contacta con el administrador de tu empresa.');
    expectNoCookie(again);
    // A wrong password does not reveal the account's state.
    const wrong = await login(email, 'incorrecta', '10.53.0.5');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Email o contraseña incorrectos');
  });
});

describe('bad input never becomes a 500', () => {
  it('malformed JSON → 400 in Spanish', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "empresa@jornada.test", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('El cuerpo de la petición no es JSON válido');
  });

  it('an empty JSON body is no body (SPEC’s client sends the header on every call): 400 where one is needed', async () => {
    const empty = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^Entrada inválida/);

    const cookie = await loginAs(ctx.app, demoUsers.worker, DEMO_PASSWORD, '10.54.0.2');
    const logout = await call(ctx.app, {
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
      cookie,
    });
    expect(logout.statusCode).toBe(200);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('a body of an unsupported type → 415', async () => {
    const text = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login><email>empresa@jornada.test</email></login>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Tipo de contenido no admitido');
  });

  it('wrong types in the body or the URL → 400 with a message, not 500', async () => {
    const body = await call(ctx.app, { method: 'POST', url: '/api/login', payload: { email: 42, password: ['x'] } });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toEqual(expect.any(String));

    const admin = await loginAs(ctx.app, demoUsers.company, DEMO_PASSWORD, '10.54.0.1');
    const param = await call(ctx.app, {
      method: 'PATCH',
      url: '/api/auth/update-password/no-es-un-id',
      payload: { email: 'x@jornada.test' },
      cookie: admin,
    });
    expect(param.statusCode).toBe(400);

    const query = await call(ctx.app, { method: 'GET', url: '/api/auth/token' });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe('El enlace no es válido');
  });

  it('a NUL character anywhere (body, query) → 400 in Spanish, and nothing is written', async () => {
    const cookie = await loginAs(ctx.app, demoUsers.worker2, DEMO_PASSWORD, '10.54.0.3');
    const post = (url: string, payload: object) => call(ctx.app, { method: 'POST', url, payload, cookie });
    expect((await post('/api/workshift/start', {})).statusCode).toBe(200);
    const end = await post('/api/workshift/end', { observaciones: 'Cierre\u0000; commit' });
    expect(end.statusCode).toBe(400);
    expect(end.json().message).toBe('El texto contiene un carácter no válido (nulo)');
    const current = await call(ctx.app, { method: 'GET', url: '/api/workshift/current', cookie });
    expect(current.json().status).toBe('in_progress');
    expect((await post('/api/workshift/end', { observaciones: 'Cierre' })).statusCode).toBe(200);

    const admin = await loginAs(ctx.app, demoUsers.company, DEMO_PASSWORD, '10.54.0.4');
    const search = await call(ctx.app, { method: 'GET', url: '/api/logs?action=a%00b', cookie: admin });
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe('El texto contiene un carácter no válido (nulo)');
  });

  it('an unknown /api path → 404 Recurso no encontrado', async () => {
    for (const url of ['/api/no-existe', '/api/auth/no-existe?x=1', '/api']) {
      const response = await call(ctx.app, { method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Recurso no encontrado' });
    }
  });

  it('a body over 1 MiB → 413', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: demoUsers.company, password: 'x'.repeat(1024 * 1024 + 1) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('El cuerpo de la petición es demasiado grande');
  });
});
