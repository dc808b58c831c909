import { getCompanyResponse, updateCompanyRequest, updateCompanyResponse } from '@jornada/shared/api/company';
import {
  companyConfigSchema,
  updateCompanyConfigRequest,
  updateCompanyConfigResponse,
} from '@jornada/shared/api/company-config';
import { errorResponse } from '@jornada/shared/api/error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import { currentUser } from '../../plugins/auth';
import { getCompanyConfig, getCompanyDetails, updateCompanyConfig, updateCompanyDetails } from './company.service';

export const companyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/company/config',
    {
      config: { permission: 'read:company-config' },
      schema: {
        tags: ['empresa'],
        summary: 'Configuración horaria de la empresa del usuario',
        response: { 200: companyConfigSchema, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => getCompanyConfig(db, currentUser(request)),
  );

  // ---- company settings: the admin's time rules and notices ----------------------------------
  const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

  app.put(
    '/api/company/config',
    {
      config: { permission: 'update:company-config' },
      schema: {
        tags: ['empresa'],
        summary: 'Guardar la configuración horaria (todos los valores; user_limit viene del plan)',
        body: updateCompanyConfigRequest,
        response: { 200: updateCompanyConfigResponse, ...errors },
      },
    },
    async (request) => updateCompanyConfig(db, { user: currentUser(request), ip: request.ip }, request.body),
  );

  app.get(
    '/api/company',
    {
      config: { permission: 'read:company' },
      schema: {
        tags: ['empresa'],
        summary: 'Datos de la empresa: nombre, CIF/NIF, comunidad autónoma, schema_name, plan y suscripción',
        response: { 200: getCompanyResponse, ...errors },
      },
    },
    async (request) => getCompanyDetails(db, currentUser(request)),
  );

  app.patch(
    '/api/company',
    {
      config: { permission: 'update:company' },
      schema: {
        tags: ['empresa'],
        summary: 'Modificar el nombre, el CIF/NIF o la comunidad autónoma de la empresa',
        body: updateCompanyRequest,
        response: { 200: updateCompanyResponse, ...errors },
      },
    },
    async (request) => updateCompanyDetails(db, { user: currentUser(request), ip: request.ip }, request.body),
  );
};
