import { API_KEY_MESSAGES } from '@jornada/shared/api/api-keys';
import { RESTRICTED_MODE_MESSAGE } from '@jornada/shared/api/session';
import { apiKeyScopeAllows, apiKeyScopes, isPosPermission, rolesWith } from '@jornada/shared/permissions';
import type { Role } from '@jornada/shared/roles';
import { DEMO_POS_TERMINAL } from '../../src/modules/demo/seed-demo';
import type { RoutePermission } from '../../src/plugins/auth';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../test-app';

/** 'apikey': an API key of the demo company with every scope, sent as a bearer. */
export type Caller = Role | 'anonymous' | 'pos' | 'apikey';

/** The guard's refusal when a role lacks the permission (authorization-matrix.test.ts checks the text). */
const FORBIDDEN_MESSAGE = 'No tienes permiso para realizar esta acción';
/** Logins of the fuzzer's own callers come from here, never from the addresses the cases use. */
const LOGIN_ADDRESS = '10.99.0.1';

const demoEmail: Record<Role, string> = {
  navegatel: demoUsers.navegatel,
  gestoria: demoUsers.gestoria,
  company: demoUsers.company,
  manager: demoUsers.manager,
  worker: demoUsers.worker,
};

/**
 * Who may call a route past the guard: every role holding its permission, the POS, anyone, or, for the
 * calls only an integration makes (no role's, a key scope's), an API key.
 */
export function callersOf(permission: RoutePermission): Caller[] {
  if (permission === 'public') return ['anonymous'];
  if (isPosPermission(permission)) return ['pos'];
  const roles = rolesWith(permission);
  if (roles.length === 0 && apiKeyScopes.some((scope) => apiKeyScopeAllows(scope, permission))) return ['apikey'];
  return roles;
}

/**
 * The database, app and sessions the cases run against. A random case may well succeed at
 * something that ruins the next ones (log the caller out, deactivate them, change their password,
 * suspend their company): a session that answers 401 is logged in again, and when that fails, or
 * the company has gone restricted (402), or a role lost its permission, the whole context is
 * thrown away and a fresh demo database takes its place. No route is skipped for being destructive.
 */
export class FuzzWorld {
  resets = 0;
  private cookies = new Map<Caller, string>();

  private constructor(private context: TestContext) {}

  static async open(): Promise<FuzzWorld> {
    return new FuzzWorld(await createTestContext());
  }

  get ctx(): TestContext {
    return this.context;
  }

  async close(): Promise<void> {
    await this.context.close();
  }

  private async reset(): Promise<void> {
    this.resets++;
    this.cookies.clear();
    await this.context.close();
    this.context = await createTestContext();
  }

  private async login(caller: Exclude<Caller, 'anonymous'>): Promise<string> {
    if (caller === 'apikey') return this.createApiKey();
    if (caller !== 'pos') return loginAs(this.context.app, demoEmail[caller], undefined, LOGIN_ADDRESS);
    const response = await call(this.context.app, {
      method: 'POST',
      url: '/api/pos/login',
      payload: { id_acceso: DEMO_POS_TERMINAL.idAcceso, pin: DEMO_POS_TERMINAL.pin },
      remoteAddress: LOGIN_ADDRESS,
    });
    const cookie = response.cookies.find((c) => c.name.endsWith('jornada_pos'));
    if (response.statusCode !== 200 || !cookie) throw new Error(`login del POS falló: ${response.body}`);
    return `${cookie.name}=${cookie.value}`;
  }

  /** A key with every scope, made by the demo company's admin (Premium: the plan includes the API). */
  private async createApiKey(): Promise<string> {
    const response = await call(this.context.app, {
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'Fuzz', scopes: [...apiKeyScopes] },
      cookie: await this.cookieOf('company'),
    });
    if (response.statusCode !== 201) throw new Error(`clave de API no creada: ${response.body}`);
    return response.json().key;
  }

  /** How the caller presents itself: its cookie, or its API key as a bearer header. */
  async credentialsOf(caller: Caller): Promise<{ cookie?: string; headers?: Record<string, string> }> {
    const credential = await this.cookieOf(caller);
    if (!credential) return {};
    return caller === 'apikey' ? { headers: { authorization: `Bearer ${credential}` } } : { cookie: credential };
  }

  /** The caller's cookie or key (none for anonymous), logging in again, or starting over, when needed. */
  async cookieOf(caller: Caller): Promise<string | undefined> {
    if (caller === 'anonymous') return undefined;
    const known = this.cookies.get(caller);
    if (known) return known;
    let cookie: string;
    try {
      cookie = await this.login(caller);
    } catch {
      await this.reset();
      cookie = await this.login(caller);
    }
    this.cookies.set(caller, cookie);
    return cookie;
  }

  /** What a case's answer says about the caller's session and the demo data, acted on before the next case. */
  async afterCase(caller: Caller, response: { statusCode: number; body: string }): Promise<void> {
    if (caller === 'anonymous') return;
    const message = messageOf(response.body);
    if (response.statusCode === 402 && message === RESTRICTED_MODE_MESSAGE) await this.reset();
    else if (response.statusCode === 403 && message === FORBIDDEN_MESSAGE && !(await this.holdsRole(caller))) {
      await this.reset();
    } else if (response.statusCode === 401 && (caller !== 'apikey' || message === API_KEY_MESSAGES.invalidKey)) {
      // A key's 401 can also come from a case that sent its own Authorization header: the key is still good.
      this.cookies.delete(caller);
    }
  }

  /** Whether the caller's session still belongs to a user of the role it logged in as (a case may change roles). */
  private async holdsRole(caller: Exclude<Caller, 'anonymous'>): Promise<boolean> {
    const cookie = this.cookies.get(caller);
    if (caller === 'pos' || caller === 'apikey' || !cookie) return true;
    const response = await call(this.context.app, { method: 'GET', url: '/api/user', cookie });
    return response.statusCode === 200 && response.json().role === caller;
  }
}

function messageOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
}
