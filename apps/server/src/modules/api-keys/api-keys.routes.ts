import {
  apiKeyParams,
  createApiKeyRequest,
  createApiKeyResponse,
  listApiKeysResponse,
} from '@jornada/shared/api/api-keys';
import { errorResponse } from '@jornada/shared/api/error';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/tenant';
import { currentUser } from '../../plugins/auth';
import { createApiKey, listApiKeys, revokeCompanyApiKey } from './api-keys.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const tags = ['claves de API'];

const adminOf = (request: FastifyRequest) => ({ user: currentUser(request), ip: request.ip });

/** The company admin's API keys for integrations (premium and enterprise plans). */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/api-keys',
    {
      config: { permission: 'manage:api-key' },
      schema: {
        tags,
        summary: 'Claves de API activas de la empresa (nunca la clave), y si el plan incluye la API',
        response: { 200: listApiKeysResponse, ...errors },
      },
    },
    async (request) => listApiKeys(db, adminOf(request)),
  );

  app.post(
    '/api/api-keys',
    {
      config: { permission: 'manage:api-key' },
      schema: {
        tags,
        summary:
          'Crear una clave de API con nombre y permisos (register:read, employees:read, clock:write). La clave se muestra solo esta vez; solo en los planes Premium y Empresa',
        body: createApiKeyRequest,
        response: { 201: createApiKeyResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createApiKey(db, adminOf(request), request.body)),
  );

  app.delete(
    '/api/api-keys/:id',
    {
      config: { permission: 'manage:api-key' },
      schema: {
        tags,
        summary: 'Revocar una clave de API: deja de funcionar al momento (401)',
        params: apiKeyParams,
        response: { 204: z.null().describe('Revocada'), ...errors },
      },
    },
    async (request, reply) => {
      await revokeCompanyApiKey(db, adminOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
