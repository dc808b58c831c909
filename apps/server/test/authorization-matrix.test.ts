import cookie from '@fastify/cookie';
import { API_KEY_MESSAGES } from '@jornada/shared/api/api-keys';
import { POS_MESSAGES } from '@jornada/shared/api/pos';
import { apiKeyScopes, can, isPosPermission, type Permission, permissionNames } from '@jornada/shared/permissions';
import { type Role, roles } from '@jornada/shared/roles';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin, type RoutePermission } from '../src/plugins/auth';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from './test-app';

/**
 * Every /api route × every role, generated from ctx.app.apiRoutes (filled by the auth plugin as
 * routes register), so a route added later is covered without anyone editing this file.
 */

const FORBIDDEN_MESSAGE = 'No tienes permiso para realizar esta acción';
const UNAUTHENTICATED_MESSAGE = 'No has iniciado sesión';

/**
 * 'pos': the demo kiosk's POS session (terminal POS-0001), which is no user. 'apikey': an API key of the
 * demo company with every scope, sent as an integration's server sends it.
 */
type Caller = Role | 'anonymous' | 'pos' | 'apikey';
const callers: Caller[] = ['anonymous', ...roles, 'pos', 'apikey'];

let ctx: TestContext;
/** Ids the `:params` of a route are filled with (see paramValue). */
const ids = { panaderiaManager: 0, panaderiaWorker: 0, panaderiaShift: 0, panaderiaCentre: 0 };
const cookies = new Map<Caller, string>();
const covered = new Set<string>();
/** `METHOD /url` → the callers the guard let through there (neither 401 nor 403). */
const letThrough = new Map<string, Set<Caller>>();

beforeAll(async () => {
  ctx = await createTestContext();
  const users = await ctx.database.ownerDb.selectFrom('users').select(['id', 'email']).execute();
  const idOf = (email: string) => users.find((u) => u.email === email)?.id ?? 0;
  ids.panaderiaManager = idOf(demoUsers.manager);
  ids.panaderiaWorker = idOf(demoUsers.worker);
  // A shift employees have: a DELETE that gets through is refused (409) and the fixture stays.
  const [shift] = await ctx.superuserQuery<{ id: number }>(
    `select s.id from shifts s join companies c on c.id = s.company_id
      where c.schema_name = 'panaderia_ejemplo' and s.name = 'Mañana'`,
  );
  ids.panaderiaShift = shift?.id ?? 0;
  // The default centre: a DELETE that gets through is refused (409) and the fixture stays.
  const [centre] = await ctx.superuserQuery<{ id: number }>(
    `select w.id from work_centres w join companies c on c.id = w.company_id
      where c.schema_name = 'panaderia_ejemplo' and w.is_default`,
  );
  ids.panaderiaCentre = centre?.id ?? 0;
});
afterAll(() => ctx.close());

/**
 * A plausible value for a route parameter, as the calling role would send it: for authUserId,
 * another user of the caller's own company, so a refusal can only come from the permission.
 * A new parameter name fails here on purpose: add how to fill it.
 */
function paramValue(name: string, caller: Caller): string {
  switch (name) {
    case 'authUserId':
      return String(caller === 'worker' ? ids.panaderiaManager : ids.panaderiaWorker);
    case 'id':
      // An employee on the manager's team, so only the permission can refuse it. For the company
      // admin DELETE /api/employees/:id deactivates this worker and the route registered right after
      // it, POST /api/employees/:id/reactivate, brings them back before any other route runs.
      return String(ids.panaderiaWorker);
    case 'month':
      // A month with no summary: only the permission can refuse it (otherwise 404).
      return '2031-02';
    case 'shiftId':
      // A shift of the caller's own company (panadería), so only the permission can refuse it.
      return String(ids.panaderiaShift);
    case 'userId':
      // A worker the demo terminal allows (POS routes), so only the session can refuse it.
      return String(ids.panaderiaWorker);
    case 'terminalId':
      return 'POS-0001';
    case 'centreId':
      // The default centre of the caller's own company (panadería), so only the permission can refuse it.
      return String(ids.panaderiaCentre);
    case 'token':
      // An inspector link's token that names none (the public routes answer 404, or 429 once guessed too often).
      return 'x'.repeat(43);
    default:
      throw new Error(`authorization-matrix: no sé rellenar el parámetro :${name}; añádelo a paramValue`);
  }
}

function fillUrl(url: string, caller: Caller): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => paramValue(name, caller));
}

/** The kiosk's POS session, activating it again when a route (POST /api/pos/logout) ended it. */
async function posSession(): Promise<string> {
  const existing = cookies.get('pos');
  if (existing && (await call(ctx.app, { method: 'GET', url: '/api/pos/verify', cookie: existing })).json().valid) {
    return existing;
  }
  const response = await call(ctx.app, {
    method: 'POST',
    url: '/api/pos/login',
    payload: { id_acceso: 'POS-0001', pin: '123456' },
    remoteAddress: '10.20.0.2',
  });
  const cookie = response.cookies.find((c) => c.name.endsWith('jornada_pos'));
  if (!cookie) throw new Error(`sin sesión del POS: ${response.body}`);
  cookies.set('pos', `${cookie.name}=${cookie.value}`);
  return `${cookie.name}=${cookie.value}`;
}

/** The demo company's API key with every scope, created by its admin the first time it is asked for. */
async function apiKey(): Promise<string> {
  const existing = cookies.get('apikey');
  if (existing) return existing;
  const response = await call(ctx.app, {
    method: 'POST',
    url: '/api/api-keys',
    payload: { name: 'Matriz', scopes: [...apiKeyScopes] },
    cookie: await sessionOf('company'),
  });
  if (response.statusCode !== 201) throw new Error(`sin clave de API: ${response.body}`);
  cookies.set('apikey', response.json().key);
  return response.json().key;
}

/** How the caller presents itself: nothing, its session cookie, or its API key as bearer. */
async function credentialsOf(caller: Caller): Promise<{ cookie?: string; headers?: Record<string, string> }> {
  if (caller === 'anonymous') return {};
  if (caller === 'apikey') return { headers: { authorization: `Bearer ${await apiKey()}` } };
  return { cookie: await sessionOf(caller) };
}

/** The role's session, logging in again when a route (POST /api/logout) ended it. */
async function sessionOf(role: Role | 'pos'): Promise<string> {
  if (role === 'pos') return posSession();
  const existing = cookies.get(role);
  if (existing && (await call(ctx.app, { method: 'GET', url: '/api/user', cookie: existing })).statusCode === 200) {
    return existing;
  }
  const demoEmail: Record<Role, string> = {
    navegatel: demoUsers.navegatel,
    gestoria: demoUsers.gestoria,
    company: demoUsers.company,
    manager: demoUsers.manager,
    worker: demoUsers.worker,
  };
  const fresh = await loginAs(ctx.app, demoEmail[role]);
  cookies.set(role, fresh);
  return fresh;
}

/**
 * POS routes take only a POS session and every other route only a user's (ADR 012): the other kind
 * of session, or none, is 401.
 */
function expectedOutcome(
  caller: Caller,
  permission: RoutePermission,
  apiKeyScope: string | undefined,
): 'allowed' | 401 | 403 {
  if (permission === 'public') return 'allowed';
  // A key opens only the routes that declare a scope (it holds them all here), whatever the permission.
  if (caller === 'apikey') return apiKeyScope ? 'allowed' : 403;
  if (isPosPermission(permission)) return caller === 'pos' ? 'allowed' : 401;
  if (caller === 'anonymous' || caller === 'pos') return 401;
  return can(caller, permission as Permission) ? 'allowed' : 403;
}

function refusalMessage(expected: 401 | 403, permission: RoutePermission, caller: Caller): string {
  if (caller === 'apikey') return API_KEY_MESSAGES.routeNotAllowed;
  if (expected === 403) return FORBIDDEN_MESSAGE;
  return permission !== 'public' && isPosPermission(permission) ? POS_MESSAGES.noSession : UNAUTHENTICATED_MESSAGE;
}

describe('authorization matrix (every /api route × every role)', () => {
  it('knows the routes it is about to check', () => {
    // Guards the generated tests below: an empty list would make them pass vacuously.
    expect(ctx.app.apiRoutes.length).toBeGreaterThanOrEqual(14);
  });

  for (const caller of callers) {
    it(`${caller}: 401 without the right kind of session, 403 without the permission, otherwise let through`, async () => {
      for (const route of ctx.app.apiRoutes) {
        const label = `${caller} ${route.method} ${route.url} [${route.permission}]`;
        const response = await call(ctx.app, {
          method: route.method as 'GET',
          url: fillUrl(route.url, caller),
          ...(route.method === 'GET' ? {} : { payload: {} }),
          ...(await credentialsOf(caller)),
          remoteAddress: '10.20.0.1',
        });
        const expected = expectedOutcome(caller, route.permission, route.apiKeyScope);
        if (expected === 'allowed') {
          expect.soft([401, 403], `${label} → ${response.body}`).not.toContain(response.statusCode);
        } else {
          expect.soft(response.statusCode, `${label} → ${response.body}`).toBe(expected);
          expect.soft(response.json().message, label).toBe(refusalMessage(expected, route.permission, caller));
        }
        // Whatever the outcome, a request with a plausible shape never crashes the server.
        expect.soft(response.statusCode, `${label} → ${response.body}`).toBeLessThan(500);
        covered.add(`${caller} ${route.method} ${route.url}`);
        if (![401, 403].includes(response.statusCode)) {
          const key = `${route.method} ${route.url}`;
          letThrough.set(key, (letThrough.get(key) ?? new Set<Caller>()).add(caller));
        }
      }
    });
  }

  it('covered every route for every caller', () => {
    expect(covered.size).toBe(ctx.app.apiRoutes.length * callers.length);
  });

  it('the OpenAPI document names, for every operation, the credentials the guard let through there', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/docs/json' });
    const { paths } = response.json() as { paths: Record<string, Record<string, { security?: object[] }>> };
    // A role's session (sent here as its cookie; the embed token is the same session as a bearer),
    // the terminal's session, the company's key; a public operation needs none.
    const schemesOf = (callers: Set<Caller>) => {
      if (callers.has('anonymous')) return [];
      const isUser = [...callers].some((caller) => (roles as readonly string[]).includes(caller));
      return [
        ...(isUser ? [{ session: [] }, { embedToken: [] }] : []),
        ...(callers.has('pos') ? [{ posSession: [] }, { embedPosToken: [] }] : []),
        ...(callers.has('apikey') ? [{ apiKey: [] }] : []),
      ];
    };
    for (const route of ctx.app.apiRoutes) {
      const key = `${route.method} ${route.url}`;
      const operation = paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect.soft(operation?.security, key).toEqual(schemesOf(letThrough.get(key) ?? new Set()));
    }
  });

  it('the matrix really refuses: a worker on the credentials route gets 403 and changes nothing', async () => {
    // One concrete cell, checked for its effect as well as its status.
    const before = await ctx.database.ownerDb
      .selectFrom('users')
      .select('email')
      .where('id', '=', ids.panaderiaManager)
      .executeTakeFirstOrThrow();
    const response = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/auth/update-password/${ids.panaderiaManager}`,
      payload: { email: 'cambiado-por-un-trabajador@jornada.test' },
      cookie: await sessionOf('worker'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(FORBIDDEN_MESSAGE);
    const after = await ctx.database.ownerDb
      .selectFrom('users')
      .select('email')
      .where('id', '=', ids.panaderiaManager)
      .executeTakeFirstOrThrow();
    expect(after.email).toBe(before.email);
  });
});

/** Routes as Fastify itself knows them, read from printRoutes' tree (one node per line). */
function routesFromPrintout(printout: string): { method: string; url: string }[] {
  const found: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of printout.split('\n')) {
    const match = line.match(/^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method) found.push({ method, url });
    }
  }
  return found;
}

describe('every /api route declares its permission', () => {
  it('apiRoutes has a permission for every entry, and it is a known one', () => {
    const known = new Set<string>(['public', ...permissionNames]);
    for (const route of ctx.app.apiRoutes) {
      expect(route.permission, `${route.method} ${route.url}`).toBeDefined();
      expect(known.has(route.permission), `${route.method} ${route.url}: ${route.permission}`).toBe(true);
    }
  });

  it('every /api route Fastify serves (except the OpenAPI docs) is in apiRoutes, and nothing else', () => {
    const served = routesFromPrintout(ctx.app.printRoutes({ commonPrefix: false }))
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    const declared = ctx.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    // Sanity check of the parser itself: known routes must be found.
    expect(served).toContain('GET /api/user');
    expect(served).toContain('PATCH /api/auth/update-password/:authUserId');
    expect(served).toEqual(declared);
  });

  it('registering an /api route without config.permission makes the app refuse to start', async () => {
    const app = Fastify({ logger: false });
    await app.register(cookie);
    // Only its route check is under test here: no request reaches the resolvers.
    const unused = () => {
      throw new Error('not reached');
    };
    await app.register(authPlugin, {
      isSecure: false,
      sessionMaxAgeSeconds: 7200,
      posSessionMaxAgeSeconds: 7200,
      resolveSession: unused,
      revokeSession: unused,
      resolvePosSession: unused,
      isApiKeyToken: () => false,
      resolveApiKey: unused,
      apiKeyRefusal: unused,
      recordApiKeyRefusal: unused,
    });
    await app.register(async (scope) => {
      scope.get('/api/con-permiso', { config: { permission: 'read:session' } }, async () => ({}));
      scope.get('/fuera-de-la-api', async () => ({}));
    });
    const start = async () => {
      await app.register(async (scope) => {
        scope.post('/api/sin-permiso', async () => ({}));
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow('La ruta POST /api/sin-permiso no declara su permiso');
    expect(app.apiRoutes).toEqual([{ method: 'GET', url: '/api/con-permiso', permission: 'read:session' }]);
    await app.close().catch(() => {});
  });
});
