import { errorResponse } from '@jornada/shared/api/error';
import {
  checkDefaultPasswordResponse,
  endSessionResponse,
  getMiGestoriaResponse,
  getUserResponse,
  listSessionsResponse,
  loginRequest,
  loginResponse,
  logoutResponse,
  sessionIdParams,
} from '@jornada/shared/api/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import { clientInfo } from '../../lib/request-info';
import { hashToken } from '../../lib/tokens';
import { bearerOf, currentSession, currentUser, presentedToken } from '../../plugins/auth';
import type { MfaSecretBox } from '../mfa/mfa-secret-box';
import { login } from './login.service';
import { endOpenSession, listOpenSessions } from './open-sessions.service';
import { findGestoria, revokeSessionByTokenHash } from './session.repository';
import type { SessionPolicy } from './session.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse };

export const sessionRoutes: FastifyPluginAsyncZod<{
  db: Db;
  policy: SessionPolicy;
  mfaSecrets: MfaSecretBox;
  mailer: Mailer;
}> = async (app, { db, policy, mfaSecrets, mailer }) => {
  app.get(
    '/api/user',
    {
      config: { permission: 'read:session', isBackgroundPoll: true },
      schema: { tags: ['sesión'], summary: 'Usuario de la sesión', response: { 200: getUserResponse, ...errors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      app.sessionCookie.markRole(request, reply, user.role);
      return user;
    },
  );

  app.post(
    '/api/login',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['sesión'],
        summary: 'Iniciar sesión (JSON o formulario)',
        body: loginRequest,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { ip, userAgent } = clientInfo(request);
      const result = await login(
        db,
        policy,
        {
          ...request.body,
          ip,
          userAgent,
          previousToken: app.sessionCookie.read(request),
        },
        mfaSecrets,
        mailer,
      );
      app.sessionCookie.set(reply, result.token, result.user.role);
      return { user: result.user };
    },
  );

  app.post(
    '/api/logout',
    {
      config: { permission: 'public' },
      schema: { tags: ['sesión'], summary: 'Cerrar sesión', response: { 200: logoutResponse, ...errors } },
    },
    async (request, reply) => {
      const token = presentedToken(request, app.sessionCookie);
      if (token) await revokeSessionByTokenHash(db, hashToken(token));
      // An embed widget's bearer session had no cookie: the app's, if the browser has one, stays.
      if (!bearerOf(request)) app.sessionCookie.clear(reply);
      return { success: true as const };
    },
  );

  app.get(
    '/api/auth/check-default-password',
    {
      config: { permission: 'read:session' },
      schema: {
        tags: ['sesión'],
        summary: '¿Debe el usuario cambiar una contraseña temporal?',
        response: { 200: checkDefaultPasswordResponse, ...errors },
      },
    },
    async (request) => ({ isDefaultPassword: currentUser(request).must_change_password }),
  );

  app.get(
    '/api/migestoria',
    {
      config: { permission: 'read:gestoria' },
      schema: {
        tags: ['sesión'],
        summary: 'Gestoría del usuario',
        response: { 200: getMiGestoriaResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const gestoria = user.gestoria_id ? await findGestoria(db, user.gestoria_id) : undefined;
      if (!gestoria) throw new AppError('NOT_FOUND', 'No perteneces a ninguna gestoría');
      return {
        gestoria_id: gestoria.id,
        name: gestoria.name,
        cif: gestoria.cif,
        contact_email: gestoria.contact_email,
      };
    },
  );

  app.get(
    '/api/sessions',
    {
      config: { permission: 'manage:own-session' },
      schema: {
        tags: ['sesión'],
        summary: 'Sesiones abiertas del usuario (dispositivo, IP, último uso); la actual primero',
        response: { 200: listSessionsResponse, ...errors },
      },
    },
    async (request) => listOpenSessions(db, currentSession(request), policy),
  );

  app.delete(
    '/api/sessions/:id',
    {
      config: { permission: 'manage:own-session' },
      schema: {
        tags: ['sesión'],
        summary: 'Cerrar otra de las sesiones propias (al instante)',
        params: sessionIdParams,
        response: { 200: endSessionResponse, ...errors, 404: errorResponse },
      },
    },
    async (request) => endOpenSession(db, { session: currentSession(request), ip: request.ip }, request.params.id),
  );
};
