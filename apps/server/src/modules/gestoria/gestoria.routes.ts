import { errorResponse } from '@jornada/shared/api/error';
import {
  clientCompaniesResponse,
  companyGestoriaResponse,
  createGestoriaUserRequest,
  createGestoriaUserResponse,
  deactivateGestoriaUserResponse,
  gestoriaBundleQuery,
  gestoriaUserParams,
  gestoriaUsersResponse,
  revokeGestoriaResponse,
} from '@jornada/shared/api/gestoria';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import type { Mailer } from '../../lib/mailer';
import { currentUser } from '../../plugins/auth';
import { mailContextOf } from '../auth/auth.service';
import type { RecordSigningKey } from '../record/signing-key';
import { getCompanyGestoria, listGestoriaClients, revokeCompanyGestoria } from './gestoria.service';
import { buildGestoriaBundle } from './gestoria-bundle.service';
import { createUser, deactivateUser, listUsers } from './gestoria-users.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The company's link to its gestoría, and the gestoría's portfolio of client companies. */
export const gestoriaRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mailer: Mailer;
  /** config.publicOrigin: the base of every absolute link. */
  publicOrigin: string;
  /** The record key, which signs each company's bundle. */
  signingKey: () => RecordSigningKey;
}> = async (app, { db, mailer, publicOrigin, signingKey }) => {
  const mailContext = (request: FastifyRequest) => mailContextOf(request, mailer, publicOrigin);

  app.get(
    '/api/company/gestoria',
    {
      config: { permission: 'read:gestoria-link' },
      schema: {
        tags: ['gestoría'],
        summary: 'La gestoría vinculada a la empresa (lee su registro, alertas y empleados), o null',
        response: { 200: companyGestoriaResponse, ...errors },
      },
    },
    async (request) => getCompanyGestoria(db, currentUser(request)),
  );

  app.delete(
    '/api/company/gestoria',
    {
      config: { permission: 'revoke:gestoria-link' },
      schema: {
        tags: ['gestoría'],
        summary: 'Desvincular la gestoría: deja de ver los datos de la empresa desde su siguiente petición',
        response: { 200: revokeGestoriaResponse, ...errors },
      },
    },
    async (request) => revokeCompanyGestoria(db, { user: currentUser(request), ip: request.ip }),
  );

  app.get(
    '/api/gestoria/companies',
    {
      config: { permission: 'read:client-company' },
      schema: {
        tags: ['gestoría'],
        summary:
          'Empresas clientes de la gestoría: plan, estado, empleados activos, activos hoy, jornadas abiertas, peticiones pendientes y alertas del mes',
        response: { 200: clientCompaniesResponse, ...errors },
      },
    },
    async (request) => listGestoriaClients(db, currentUser(request)),
  );

  app.get(
    '/api/gestoria/users',
    {
      config: { permission: 'manage:gestoria-user' },
      schema: {
        tags: ['gestoría'],
        summary: 'Usuarios de la gestoría (activos y desactivados)',
        response: { 200: gestoriaUsersResponse, ...errors },
      },
    },
    async (request) => listUsers(db, currentUser(request)),
  );

  app.post(
    '/api/gestoria/users',
    {
      config: { permission: 'manage:gestoria-user' },
      schema: {
        tags: ['gestoría'],
        summary:
          'Invitar a un compañero: email para elegir su contraseña o, sin SMTP, una contraseña temporal que se devuelve una sola vez',
        body: createGestoriaUserRequest,
        response: { 201: createGestoriaUserResponse, ...errors, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const actor = { user: currentUser(request), ip: request.ip };
      const created = await createUser(db, mailContext(request), actor, request.body);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/api/gestoria/users/:id',
    {
      config: { permission: 'manage:gestoria-user' },
      schema: {
        tags: ['gestoría'],
        summary: 'Desactivar a un compañero: se cierran sus sesiones',
        params: gestoriaUserParams,
        response: { 200: deactivateGestoriaUserResponse, ...errors },
      },
    },
    async (request) => deactivateUser(db, { user: currentUser(request), ip: request.ip }, request.params.id),
  );

  app.get(
    '/api/gestoria/bundle',
    {
      config: {
        permission: 'read:client-company',
        fileResponse: { description: 'Los paquetes de las empresas cliente (ZIP)', contentTypes: ['application/zip'] },
      },
      schema: {
        tags: ['gestoría'],
        summary: 'Un ZIP con el paquete mensual del registro de cada empresa cliente (una carpeta por empresa)',
        querystring: gestoriaBundleQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await buildGestoriaBundle(db, currentUser(request), request.query.month, {
        ip: request.ip,
        key: signingKey(),
      });
      const raw = reply as FastifyReply;
      raw.header('content-disposition', `attachment; filename="${file.filename}"`);
      raw.header('cache-control', 'no-store');
      return raw.type('application/zip').send(file.body);
    },
  );
};
