import { POS_MESSAGES } from '@jornada/shared/api/pos';
import {
  RESTRICTED_MODE_MESSAGE,
  type SessionUser,
  SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE,
} from '@jornada/shared/api/session';
import { isCompanyRestricted } from '@jornada/shared/domain/subscription';
import {
  type ApiKeyScope,
  apiKeyScopeAllows,
  can,
  isPosPermission,
  type Permission,
  restrictedModePermissions,
} from '@jornada/shared/permissions';
import { isCompanyAdminRole, type Role } from '@jornada/shared/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ActiveSession, type PosSession, posSessionEndMessage, type ResolvedApiKey } from '../access/principals';
import type { Actor, ApiKeyActor } from '../access/reach';
import { AppError } from '../lib/app-error';
import { clearSessionMarker, SESSION_MARKER_COOKIE, setSessionMarker } from './session-marker';

export type RoutePermission = Permission | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /api route declares one; the app refuses to start otherwise. */
    permission?: RoutePermission;
    /** Polling calls that must not keep an idle session alive (SPEC §4.4's 30 s check). */
    isBackgroundPoll?: boolean;
    /**
     * The API-key scope that opens this route to an integration's key; the scope must
     * grant the route's permission (`apiKeyGrants`). Without it, every key is refused here (403).
     */
    apiKeyScope?: ApiKeyScope;
  }
  interface FastifyRequest {
    session: ActiveSession | null;
    /** The POS session of a POS route's request (live or ended: the guard decides), else null. */
    posSession: PosSession | null;
    /** The live API key of a request that sent one as its bearer, else null. */
    apiKey: ResolvedApiKey | null;
  }
  interface FastifyInstance {
    sessionCookie: SessionCookie;
    /** The POS terminal's cookie: a name of its own, never the user session's (ADR 012). */
    posCookie: SessionCookie;
    apiRoutes: { method: string; url: string; permission: RoutePermission; apiKeyScope?: ApiKeyScope }[];
  }
}

export interface SessionCookie {
  name: string;
  read(request: FastifyRequest): string | undefined;
  /** `role`: the session user's, for the readable marker (session-marker.ts). */
  set(reply: FastifyReply, token: string, role?: Role): void;
  clear(reply: FastifyReply): void;
  /** Brings the marker's role in step with the session user's, when the request came with the cookie. */
  markRole(request: FastifyRequest, reply: FastifyReply, role: Role): void;
}

/** The user session's and the POS terminal's cookies (ADR 004, ADR 012), before any prefix. */
export const SESSION_COOKIE_BASE = 'jornada_session';
export const POS_COOKIE_BASE = 'jornada_pos';

/** A session cookie's name: under HTTPS the __Host- prefix pins it to this exact host, path / and Secure. */
export function cookieNameOf(baseName: string, isSecure: boolean): string {
  return isSecure ? `__Host-${baseName}` : baseName;
}

function createSessionCookie(options: {
  baseName: string;
  isSecure: boolean;
  maxAgeSeconds: number;
  /** The user session's: the readable "a session may exist" cookie travels with it (session-marker.ts). */
  hasMarker?: boolean;
}): SessionCookie {
  const name = cookieNameOf(options.baseName, options.isSecure);
  const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: options.isSecure };
  return {
    name,
    read: (request) => request.cookies[name],
    set: (reply, token, role) => {
      reply.setCookie(name, token, { ...base, maxAge: options.maxAgeSeconds });
      if (options.hasMarker) setSessionMarker(reply, options, role);
    },
    clear: (reply) => {
      reply.clearCookie(name, base);
      if (options.hasMarker) clearSessionMarker(reply, options.isSecure);
    },
    markRole: (request, reply, role) => {
      if (!options.hasMarker || request.cookies[name] === undefined) return;
      if (request.cookies[SESSION_MARKER_COOKIE] !== role) setSessionMarker(reply, options, role);
    },
  };
}

/** What a credential of ours looks like (tokens.ts: 32 random bytes, base64url); anything else names no session. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The `Authorization: Bearer` credential of an embed widget (ADR 013): undefined when the request has
 * none (another scheme, such as a proxy's Basic, is not ours and is ignored), else its token, or null
 * when the header says Bearer but carries no usable token. A bearer request is judged by the header
 * alone: a cookie sent along is not looked at.
 */
export function bearerOf(request: FastifyRequest): { token: string | null } | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^\s*bearer(?:\s+(.*))?$/i.exec(header);
  if (!match) return undefined;
  const token = match[1]?.trim() ?? '';
  return { token: TOKEN_SHAPE.test(token) ? token : null };
}

/** The session token a request presents for one kind of session: its bearer, else its cookie of that kind. */
export function presentedToken(request: FastifyRequest, cookie: SessionCookie): string | undefined {
  const bearer = bearerOf(request);
  if (bearer) return bearer.token ?? undefined;
  const token = cookie.read(request);
  return token && token.length <= 100 ? token : undefined;
}

/** The POS session of a POS route (the guard guarantees it is there, live unless the route takes ended ones). */
export function currentPos(request: FastifyRequest): PosSession {
  if (!request.posSession) throw new AppError('UNAUTHENTICATED', POS_MESSAGES.noSession);
  return request.posSession;
}

/** The one POS permission a session that has ended may still use: to learn that it has, and why. */
const POS_PERMISSIONS_FOR_ENDED_SESSIONS = new Set<Permission>(['verify:pos-session']);

/** The session of a guarded route (the guard guarantees it is there). */
export function currentSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new AppError('UNAUTHENTICATED', 'No has iniciado sesión');
  return request.session;
}

/**
 * Who acts on a route an API key may call: the request's key (its company, within its scopes), else
 * the logged-in user. Services take either and ask `reachFor` (access/reach.ts).
 */
export function currentActor(request: FastifyRequest): Actor {
  return request.apiKey?.actor ?? currentUser(request);
}

/** The logged-in user of a guarded route (the guard guarantees it is there). */
export function currentUser(request: FastifyRequest): SessionUser {
  return currentSession(request).user;
}

/**
 * What the guard asks of the modules that own each credential (session, terminals, api-keys): app.ts
 * hands them in, so this plugin knows their shapes (access/principals.ts) and nothing of their tables (ADR 026).
 */
export interface AuthPluginOptions {
  isSecure: boolean;
  /** The user session cookie's lifetime: the session's absolute limit. */
  sessionMaxAgeSeconds: number;
  posSessionMaxAgeSeconds: number;
  /** The live session a user's token names, else undefined; a background poll does not extend its idle time. */
  resolveSession(token: string, options: { isBackgroundPoll: boolean }): Promise<ActiveSession | undefined>;
  /** Ends one user session (a worker of a company that expired or was suspended). */
  revokeSession(sessionId: number): Promise<unknown>;
  /** The POS session a terminal's token names, live or ended; undefined when unknown. */
  resolvePosSession(token: string): Promise<PosSession | undefined>;
  /** Whether a bearer token is an API key's (told apart by its prefix, never looked up as a session). */
  isApiKeyToken(token: string): boolean;
  /** The live key a bearer names; throws the 401 (unknown, revoked) or the 429 (too many attempts). */
  resolveApiKey(token: string, request: { ip: string; route: string }): Promise<ResolvedApiKey>;
  /** Why a live key may not call a route (its scope, plan, company state), or null when it may. */
  apiKeyRefusal(key: ResolvedApiKey, permission: Permission, scope: ApiKeyScope | undefined): AppError | null;
  /** Writes a refused key call to its company's activity log. */
  recordApiKeyRefusal(key: ApiKeyActor, refusal: AppError): Promise<void>;
}

export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  app.decorate(
    'sessionCookie',
    createSessionCookie({
      baseName: SESSION_COOKIE_BASE,
      isSecure: options.isSecure,
      maxAgeSeconds: options.sessionMaxAgeSeconds,
      hasMarker: true,
    }),
  );
  app.decorate(
    'posCookie',
    createSessionCookie({
      baseName: POS_COOKIE_BASE,
      isSecure: options.isSecure,
      maxAgeSeconds: options.posSessionMaxAgeSeconds,
    }),
  );
  app.decorate('apiRoutes', []);
  app.decorateRequest('session', null);
  app.decorateRequest('posSession', null);
  app.decorateRequest('apiKey', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const permission = route.config?.permission;
    if (!permission) throw new Error(`La ruta ${route.method} ${route.url} no declara su permiso`);
    const apiKeyScope = route.config?.apiKeyScope;
    if (apiKeyScope && (permission === 'public' || !apiKeyScopeAllows(apiKeyScope, permission))) {
      throw new Error(`La ruta ${route.method} ${route.url}: el permiso ${apiKeyScope} no concede ${permission}`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        app.apiRoutes.push({ method, url: route.url, permission, ...(apiKeyScope && { apiKeyScope }) });
    }
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    // A POS route looks a token up only among POS sessions, every other route only among the users':
    // the two never mix, whether the token comes in a cookie or as a bearer.
    const permission = request.routeOptions.config?.permission;
    // An integration's key is told apart by its prefix and looked up among the keys
    // only, whatever the route: never as a user's or a terminal's session. Public routes ignore it.
    const bearer = bearerOf(request);
    if (permission && permission !== 'public' && bearer?.token && options.isApiKeyToken(bearer.token)) {
      request.apiKey = await options.resolveApiKey(bearer.token, {
        ip: request.ip,
        route: `${request.method} ${request.routeOptions.url}`,
      });
      return;
    }
    if (permission && permission !== 'public' && isPosPermission(permission)) {
      const posToken = presentedToken(request, app.posCookie);
      if (posToken) request.posSession = (await options.resolvePosSession(posToken)) ?? null;
      return;
    }
    const token = presentedToken(request, app.sessionCookie);
    if (!token) return;
    request.session =
      (await options.resolveSession(token, {
        isBackgroundPoll: request.routeOptions.config?.isBackgroundPoll === true,
      })) ?? null;
  });

  app.addHook('preValidation', async (request, reply) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission || permission === 'public') return;
    if (request.apiKey) {
      const refusal = options.apiKeyRefusal(request.apiKey, permission, request.routeOptions.config?.apiKeyScope);
      if (refusal) {
        await options.recordApiKeyRefusal(request.apiKey.actor, refusal);
        throw refusal;
      }
      return;
    }
    if (isPosPermission(permission)) {
      const pos = request.posSession;
      if (!pos) throw new AppError('UNAUTHENTICATED', POS_MESSAGES.noSession);
      if (pos.ended && !POS_PERMISSIONS_FOR_ENDED_SESSIONS.has(permission)) {
        throw new AppError('UNAUTHENTICATED', posSessionEndMessage(pos.ended));
      }
      return;
    }
    if (!request.session) {
      // A cookie whose session has ended (idle, revoked): dropped with its marker, so the next visit
      // is an anonymous one at once (no GET /api/user, the prerendered landing).
      if (!bearerOf(request) && app.sessionCookie.read(request)) app.sessionCookie.clear(reply);
      throw new AppError('UNAUTHENTICATED', 'No has iniciado sesión');
    }
    const { user } = request.session;
    const isRestricted = isCompanyRestricted(user.company_state);
    if (isRestricted && !isCompanyAdminRole(user.role)) {
      // An expired or suspended company ends its workers' and managers' open sessions, not only new logins.
      await options.revokeSession(request.session.sessionId);
      request.session = null;
      app.sessionCookie.clear(reply);
      throw new AppError('UNAUTHENTICATED', SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE, {
        fields: { subscription: 'expired' },
      });
    }
    if (!can(user.role, permission)) {
      throw new AppError('FORBIDDEN', 'No tienes permiso para realizar esta acción');
    }
    if (isRestricted && !restrictedModePermissions.has(permission)) {
      throw new AppError('PAYMENT_REQUIRED', RESTRICTED_MODE_MESSAGE, { fields: { subscription: 'restricted' } });
    }
  });
});
