import { errorResponse } from '@jornada/shared/api/error';
import {
  mfaDisableRequest,
  mfaDisableResponse,
  mfaEnableRequest,
  mfaEnableResponse,
  mfaSetupResponse,
  mfaStatusResponse,
} from '@jornada/shared/api/mfa';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import { currentUser } from '../../plugins/auth';
import { disableMfa, enableMfa, getMfaStatus, type MfaActor, startMfaSetup } from './mfa.service';
import type { MfaSecretBox } from './mfa-secret-box';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 429: errorResponse };
const tags = ['sesión'];

export interface MfaRoutesOptions {
  db: Db;
  secretBox: MfaSecretBox;
  isPlatformMfaRequired: boolean;
}

/** Two-step verification of one's own account (ADR 015). */
export const mfaRoutes: FastifyPluginAsyncZod<MfaRoutesOptions> = async (app, options) => {
  const { db, secretBox } = options;
  const actorOf = (request: FastifyRequest): MfaActor => ({ user: currentUser(request), ip: request.ip });

  app.get(
    '/api/auth/mfa',
    {
      config: { permission: 'manage:own-mfa' },
      schema: {
        tags,
        summary: 'Estado de la verificación en dos pasos de la cuenta',
        response: { 200: mfaStatusResponse, ...errors },
      },
    },
    async (request) => getMfaStatus(db, currentUser(request), options.isPlatformMfaRequired),
  );

  app.post(
    '/api/auth/mfa/setup',
    {
      config: { permission: 'manage:own-mfa' },
      schema: {
        tags,
        summary: 'Generar el secreto TOTP (base32) y su otpauth:// para el QR; queda pendiente hasta activarlo',
        response: { 200: mfaSetupResponse, ...errors },
      },
    },
    async (request) => startMfaSetup(db, secretBox, currentUser(request)),
  );

  app.post(
    '/api/auth/mfa/enable',
    {
      config: { permission: 'manage:own-mfa' },
      schema: {
        tags,
        summary: 'Activar con un código de la aplicación; devuelve 10 códigos de recuperación de un solo uso (una vez)',
        body: mfaEnableRequest,
        response: { 200: mfaEnableResponse, ...errors },
      },
    },
    async (request) => enableMfa(db, secretBox, actorOf(request), request.body.code),
  );

  app.post(
    '/api/auth/mfa/disable',
    {
      config: { permission: 'manage:own-mfa' },
      schema: {
        tags,
        summary: 'Desactivar con la contraseña y un código (de la aplicación o de recuperación)',
        body: mfaDisableRequest,
        response: { 200: mfaDisableResponse, ...errors },
      },
    },
    async (request) => disableMfa(db, secretBox, actorOf(request), request.body),
  );
};
