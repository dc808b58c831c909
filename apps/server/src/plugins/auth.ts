import { POS_MESSAGES } from '@jornada/shared/api/pos';
import {
  RESTRICTED_MODE_MESSAGE,
  type SessionUser,
  SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE,
} from '@jornada/shared/api/session';
import { isCompanyRestricted } from '@jornada/shared/domain/subscription';
import { can, isPosPermission, type Permission, restrictedModePermissions } from '@jornada/shared/permissions';
import { isCompanyAdminRole } from '@jornada/shared/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/tenant';
import { AppError } from '../lib/app-error';
import {
  POS_SESSION_DAYS,
  type PosSession,
  posSessionEndMessage,
  resolvePosSession,
} from '../modules/pos/pos-session.service';
import { revokeSession } from '../modules/session/session.repository';
import { type ActiveSession, resumeSession, type SessionPolicy } from '../modules/session/session.service';

export type RoutePermission = Permission | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /api route declares one; the app refuses to start otherwise. */
    permission?: RoutePermission;
    /** Polling calls that must not keep an idle session alive (SPEC §4.4's 30 s check). */
    isBackgroundPoll?: boolean;
  }
  interface FastifyRequest {
    session: ActiveSession | null;
    /** The POS session of a POS route's request (live or ended: the guard decides), else null. */
    posSession: PosSession | null;
  }
  interface FastifyInstance {
    sessionCookie: SessionCookie;
    /** The POS terminal's cookie: a name of its own, never the user session's (ADR 012). */
    posCookie: SessionCookie;
    apiRoutes: { method: string; url: string; permission: RoutePermission }[];
  }
}

export interface SessionCookie {
  name: string;
  read(request: FastifyRequest): string | undefined;
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
}

function createSessionCookie(options: { baseName: string; isSecure: boolean; maxAgeSeconds: number }): SessionCookie {
  // Under HTTPS the __Host- prefix pins the cookie to this exact host, path / and Secure.
  const name = options.isSecure ? `__Host-${options.baseName}` : options.baseName;
  const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: options.isSecure };
  return {
    name,
    read: (request) => request.cookies[name],
    set: (reply, token) => reply.setCookie(name, token, { ...base, maxAge: options.maxAgeSeconds }),
    clear: (reply) => reply.clearCookie(name, base),
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

/** The logged-in user of a guarded route (the guard guarantees it is there). */
export function currentUser(request: FastifyRequest): SessionUser {
  return currentSession(request).user;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; policy: SessionPolicy; isSecure: boolean }) => {
    app.decorate(
      'sessionCookie',
      createSessionCookie({
        baseName: 'jornada_session',
        isSecure: options.isSecure,
        maxAgeSeconds: options.policy.absoluteMinutes * 60,
      }),
    );
    app.decorate(
      'posCookie',
      createSessionCookie({
        baseName: 'jornada_pos',
        isSecure: options.isSecure,
        maxAgeSeconds: POS_SESSION_DAYS * 86_400,
      }),
    );
    app.decorate('apiRoutes', []);
    app.decorateRequest('session', null);
    app.decorateRequest('posSession', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      const permission = route.config?.permission;
      if (!permission) throw new Error(`La ruta ${route.method} ${route.url} no declara su permiso`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, permission });
      }
    });

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      // A POS route looks a token up only among POS sessions, every other route only among the users':
      // the two never mix, whether the token comes in a cookie or as a bearer.
      const permission = request.routeOptions.config?.permission;
      if (permission && permission !== 'public' && isPosPermission(permission)) {
        const posToken = presentedToken(request, app.posCookie);
        if (posToken) request.posSession = (await resolvePosSession(options.db, posToken)) ?? null;
        return;
      }
      const token = presentedToken(request, app.sessionCookie);
      if (!token) return;
      request.session =
        (await resumeSession(options.db, options.policy, token, {
          isBackgroundPoll: request.routeOptions.config?.isBackgroundPoll === true,
        })) ?? null;
    });

    app.addHook('preValidation', async (request, reply) => {
      const permission = request.routeOptions.config?.permission;
      if (!permission || permission === 'public') return;
      if (isPosPermission(permission)) {
        const pos = request.posSession;
        if (!pos) throw new AppError('UNAUTHENTICATED', POS_MESSAGES.noSession);
        if (pos.ended && !POS_PERMISSIONS_FOR_ENDED_SESSIONS.has(permission)) {
          throw new AppError('UNAUTHENTICATED', posSessionEndMessage(pos.ended));
        }
        return;
      }
      if (!request.session) throw new AppError('UNAUTHENTICATED', 'No has iniciado sesión');
      const { user } = request.session;
      const isRestricted = isCompanyRestricted(user.company_state);
      if (isRestricted && !isCompanyAdminRole(user.role)) {
        // An expired or suspended company ends its workers' and managers' open sessions, not only new logins.
        await revokeSession(options.db, request.session.sessionId);
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
  },
);
