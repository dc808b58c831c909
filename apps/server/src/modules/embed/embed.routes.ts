import {
  embedConfigResponse,
  embedLoginRequest,
  embedLoginResponse,
  embedPosLoginRequest,
  embedPosLoginResponse,
} from '@jornada/shared/api/embed';
import { errorResponse } from '@jornada/shared/api/error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import type { Mailer } from '../../lib/mailer';
import { clientInfo } from '../../lib/request-info';
import { bearerOf } from '../../plugins/auth';
import type { MfaSecretBox } from '../mfa/mfa-secret-box';
import { login } from '../session/login.service';
import type { SessionPolicy } from '../session/session.service';
import { posLogin } from '../terminals/pos-session.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse };
const tags = ['widgets'];

export interface EmbedRoutesOptions {
  db: Db;
  policy: SessionPolicy;
  /** EMBED_ALLOWED_ORIGINS, normalised. */
  allowedOrigins: string[];
  mfaSecrets: MfaSecretBox;
  mailer: Mailer;
}

/**
 * The embed widgets' calls (ADR 013). Their logins are the app's and the kiosk's own
 * services (same limits, checks, audit and session rows); they answer the token instead of setting a
 * cookie, and the widget sends it back as `Authorization: Bearer`. A bearer the widget still held is
 * ended, as a login ends the cookie's previous session.
 */
export const embedRoutes: FastifyPluginAsyncZod<EmbedRoutesOptions> = async (
  app,
  { db, policy, allowedOrigins, mfaSecrets, mailer },
) => {
  const config = { allowed_origins: allowedOrigins };

  app.get(
    '/api/embed/config',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Orígenes que pueden insertar los widgets (EMBED_ALLOWED_ORIGINS)',
        response: { 200: embedConfigResponse },
      },
    },
    async () => config,
  );

  app.post(
    '/api/embed/login',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Iniciar sesión en un widget: como POST /api/login, pero devuelve el token (Bearer) y no fija cookie',
        body: embedLoginRequest,
        response: { 200: embedLoginResponse, ...errors },
      },
    },
    async (request) => {
      const { ip, userAgent } = clientInfo(request);
      const { token, user } = await login(
        db,
        policy,
        { ...request.body, ip, userAgent, previousToken: bearerOf(request)?.token ?? undefined },
        mfaSecrets,
        mailer,
      );
      return { user, token };
    },
  );

  app.post(
    '/api/embed/pos/login',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary:
          'Activar el POS en un widget: como POST /api/pos/login, pero devuelve el token (Bearer) y no fija cookie',
        body: embedPosLoginRequest,
        response: { 200: embedPosLoginResponse, ...errors },
      },
    },
    async (request) => {
      const { ip, userAgent } = clientInfo(request);
      const { token, company } = await posLogin(db, {
        body: request.body,
        ip,
        userAgent,
        previousToken: bearerOf(request)?.token ?? undefined,
      });
      return { ...company, token };
    },
  );
};
