import {
  adminCompanyDetailsSchema,
  adminCompanyHistoryResponse,
  adminCompanyIdParams,
  adminGestoriaDetailsSchema,
  adminGestoriaIdParams,
  adminStatsResponse,
  createAdminCompanyRequest,
  createAdminCompanyResponse,
  createAdminGestoriaRequest,
  createAdminGestoriaResponse,
  listAdminCompaniesQuery,
  listAdminCompaniesResponse,
  listAdminCompanyEmployeesQuery,
  listAdminCompanyEmployeesResponse,
  listAdminGestoriasQuery,
  listAdminGestoriasResponse,
  listAdminPageQuery,
  updateAdminCompanyRequest,
  updateAdminGestoriaRequest,
} from '@jornada/shared/api/admin';
import { errorResponse } from '@jornada/shared/api/error';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlatformActor } from '../../access/platform';
import type { Db } from '../../db/tenant';
import type { Mailer } from '../../lib/mailer';
import { currentUser } from '../../plugins/auth';
import { mailContextOf } from '../auth/auth.service';
import {
  createAdminCompany,
  getAdminCompany,
  getAdminCompanyHistory,
  listAdminCompanies,
  listAdminCompanyEmployees,
  updateAdminCompany,
} from './admin-companies.service';
import {
  createAdminGestoria,
  getAdminGestoria,
  listAdminGestorias,
  updateAdminGestoria,
} from './admin-gestorias.service';
import { getAdminStats } from './admin-stats.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const tags = ['plataforma'];

export interface AdminRoutesOptions {
  db: Db;
  mailer: Mailer;
  /** config.publicOrigin: the base of every absolute link. */
  publicOrigin: string;
}

/** The platform admin's console: every route needs a grant with the `platform` reach. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const { db } = options;
  const actorOf = (request: FastifyRequest): PlatformActor => ({ user: currentUser(request), ip: request.ip });
  const mailContext = (request: FastifyRequest) => mailContextOf(request, options.mailer, options.publicOrigin);

  app.get(
    '/api/admin/stats',
    {
      config: { permission: 'read:platform-stats' },
      schema: {
        tags,
        summary:
          'Panel de la plataforma: empresas por estado, pruebas que acaban en 7 días, usuarios, fichajes de hoy y solicitudes abiertas',
        response: { 200: adminStatsResponse, ...errors },
      },
    },
    async (request) => getAdminStats(db, actorOf(request)),
  );

  app.get(
    '/api/admin/companies',
    {
      config: { permission: 'read:platform-company' },
      schema: {
        tags,
        summary: 'Empresas de la plataforma: búsqueda (nombre, CIF, schema_name), filtro por estado y paginación',
        querystring: listAdminCompaniesQuery,
        response: { 200: listAdminCompaniesResponse, ...errors },
      },
    },
    async (request) => listAdminCompanies(db, actorOf(request), request.query),
  );

  app.post(
    '/api/admin/companies',
    {
      config: { permission: 'manage:platform-company' },
      schema: {
        tags,
        summary: 'Dar de alta una empresa en prueba con su administrador (email de activación o contraseña temporal)',
        body: createAdminCompanyRequest,
        response: { 201: createAdminCompanyResponse, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createAdminCompany(db, mailContext(request), actorOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/admin/companies/:id',
    {
      config: { permission: 'read:platform-company' },
      schema: {
        tags,
        summary: 'Una empresa: plan, estado, prueba, gestoría y administradores',
        params: adminCompanyIdParams,
        response: { 200: adminCompanyDetailsSchema, ...errors },
      },
    },
    async (request) => getAdminCompany(db, actorOf(request), request.params.id),
  );

  app.patch(
    '/api/admin/companies/:id',
    {
      config: { permission: 'manage:platform-company' },
      schema: {
        tags,
        summary: 'Cambiar nombre, plan, fin de la prueba, suspensión (state) o gestoría de una empresa',
        params: adminCompanyIdParams,
        body: updateAdminCompanyRequest,
        response: { 200: adminCompanyDetailsSchema, ...errors },
      },
    },
    async (request) => updateAdminCompany(db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/companies/:id/employees',
    {
      config: { permission: 'read:platform-company' },
      schema: {
        tags,
        summary: 'Empleados de una empresa: nombre, rol, activo y último día fichado (sin DNI ni teléfono)',
        params: adminCompanyIdParams,
        querystring: listAdminCompanyEmployeesQuery,
        response: { 200: listAdminCompanyEmployeesResponse, ...errors },
      },
    },
    async (request) => listAdminCompanyEmployees(db, actorOf(request), request.params.id, request.query),
  );

  app.get(
    '/api/admin/companies/:id/history',
    {
      config: { permission: 'read:platform-company' },
      schema: {
        tags,
        summary: 'Historial de una empresa: alta, plan, estado, prueba y gestoría, con quién y cuándo',
        params: adminCompanyIdParams,
        querystring: listAdminPageQuery,
        response: { 200: adminCompanyHistoryResponse, ...errors },
      },
    },
    async (request) => getAdminCompanyHistory(db, actorOf(request), request.params.id, request.query),
  );

  app.get(
    '/api/admin/gestorias',
    {
      config: { permission: 'read:platform-gestoria' },
      schema: {
        tags,
        summary: 'Gestorías: búsqueda (nombre, CIF, email) y paginación',
        querystring: listAdminGestoriasQuery,
        response: { 200: listAdminGestoriasResponse, ...errors },
      },
    },
    async (request) => listAdminGestorias(db, actorOf(request), request.query),
  );

  app.post(
    '/api/admin/gestorias',
    {
      config: { permission: 'manage:platform-gestoria' },
      schema: {
        tags,
        summary: 'Dar de alta una gestoría con su primer usuario (email de activación o contraseña temporal)',
        body: createAdminGestoriaRequest,
        response: { 201: createAdminGestoriaResponse, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createAdminGestoria(db, mailContext(request), actorOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/admin/gestorias/:id',
    {
      config: { permission: 'read:platform-gestoria' },
      schema: {
        tags,
        summary: 'Una gestoría: sus empresas clientes y sus usuarios',
        params: adminGestoriaIdParams,
        response: { 200: adminGestoriaDetailsSchema, ...errors },
      },
    },
    async (request) => getAdminGestoria(db, actorOf(request), request.params.id),
  );

  app.patch(
    '/api/admin/gestorias/:id',
    {
      config: { permission: 'manage:platform-gestoria' },
      schema: {
        tags,
        summary: 'Cambiar el nombre, el CIF o el email de contacto de una gestoría',
        params: adminGestoriaIdParams,
        body: updateAdminGestoriaRequest,
        response: { 200: adminGestoriaDetailsSchema, ...errors },
      },
    },
    async (request) => updateAdminGestoria(db, actorOf(request), request.params.id, request.body),
  );
};
