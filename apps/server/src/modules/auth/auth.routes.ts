import {
  activateRequest,
  activateResponse,
  changePasswordRequest,
  changePasswordResponse,
  forgotPasswordRequest,
  forgotPasswordResponse,
  getTokenInfoQuery,
  getTokenInfoResponse,
  registerRequest,
  registerResponse,
  resetPasswordRequest,
  resetPasswordResponse,
  updateEmployeeCredentialsParams,
  updateEmployeeCredentialsRequest,
  updateEmployeeCredentialsResponse,
} from '@jornada/shared/api/auth';
import { errorResponse } from '@jornada/shared/api/error';
import { resendActivationRequest, resendActivationResponse } from '@jornada/shared/api/session';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import type { Mailer } from '../../lib/mailer';
import { clientInfo } from '../../lib/request-info';
import { bearerOf, currentUser } from '../../plugins/auth';
import type { SessionPolicy } from '../session/session.service';
import {
  activateAccount,
  changeOwnPassword,
  describeToken,
  mailContextOf,
  registerCompany,
  requestPasswordReset,
  resetPassword,
  updateEmployeeCredentials,
} from './auth.service';
import { resendActivation } from './resend-activation';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  410: errorResponse,
};

export interface AuthRoutesOptions {
  db: Db;
  policy: SessionPolicy;
  mailer: Mailer;
  /** config.publicOrigin: the base of every absolute link. */
  publicOrigin: string;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { db, policy } = options;
  const mailContext = (request: FastifyRequest) => mailContextOf(request, options.mailer, options.publicOrigin);

  app.post(
    '/api/auth/register',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['cuentas'],
        summary: 'Alta de empresa con 14 días de prueba',
        body: registerRequest,
        response: { 200: registerResponse, ...errors, 429: errorResponse },
      },
    },
    async (request) => registerCompany(db, mailContext(request), { ...request.body, ip: request.ip }),
  );

  app.get(
    '/api/auth/token',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['cuentas'],
        summary: 'Para qué sirve un enlace de activación o de restablecimiento',
        querystring: getTokenInfoQuery,
        response: { 200: getTokenInfoResponse, ...errors },
      },
    },
    async (request) => describeToken(db, request.query.token),
  );

  app.post(
    '/api/auth/activate',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['cuentas'],
        summary: 'Activar una cuenta (y elegir contraseña si es una invitación)',
        body: activateRequest,
        response: { 200: activateResponse, ...errors },
      },
    },
    async (request) => activateAccount(db, { ...request.body, ip: request.ip }),
  );

  app.post(
    '/api/auth/resend-activation',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['cuentas'],
        summary: 'Reenviar el email de activación (misma respuesta exista o no la cuenta)',
        body: resendActivationRequest,
        response: { 200: resendActivationResponse, ...errors, 429: errorResponse },
      },
    },
    async (request) => resendActivation(db, mailContext(request), { email: request.body.email, ip: request.ip }),
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['cuentas'],
        summary: 'Enviar un enlace para restablecer la contraseña',
        body: forgotPasswordRequest,
        response: { 200: forgotPasswordResponse, ...errors },
      },
    },
    async (request) => requestPasswordReset(db, mailContext(request), request.body),
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['cuentas'],
        summary: 'Elegir una contraseña nueva con el enlace recibido',
        body: resetPasswordRequest,
        response: { 200: resetPasswordResponse, ...errors },
      },
    },
    async (request) => resetPassword(db, { ...request.body, ip: request.ip }),
  );

  app.post(
    '/api/auth/change-password',
    {
      config: { permission: 'update:own-password' },
      schema: {
        tags: ['cuentas'],
        summary: 'Cambiar la contraseña propia (renueva la sesión)',
        body: changePasswordRequest,
        response: { 200: changePasswordResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { ip, userAgent } = clientInfo(request);
      const token = await changeOwnPassword(db, policy, {
        user: currentUser(request),
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
        ip,
        userAgent,
      });
      // An embed widget's bearer session ended with the others and gets no cookie: it logs in again (ADR 013).
      if (!bearerOf(request)) app.sessionCookie.set(reply, token, currentUser(request).role);
      return { success: true as const, message: 'Contraseña actualizada' };
    },
  );

  app.patch(
    '/api/auth/update-password/:authUserId',
    {
      config: { permission: 'update:employee-credentials' },
      schema: {
        tags: ['cuentas'],
        summary: 'Cambiar el email o la contraseña de un empleado',
        params: updateEmployeeCredentialsParams,
        body: updateEmployeeCredentialsRequest,
        response: { 200: updateEmployeeCredentialsResponse, ...errors },
      },
    },
    async (request) =>
      updateEmployeeCredentials(db, {
        actor: currentUser(request),
        targetUserId: request.params.authUserId,
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
      }),
  );
};
