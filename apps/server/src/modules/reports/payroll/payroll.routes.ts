import { errorResponse } from '@jornada/shared/api/error';
import { payrollQuery } from '@jornada/shared/api/reports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/tenant';
import { currentUser } from '../../../plugins/auth';
import { getPayroll } from './payroll.service';

/** The payroll export of a month: the company admin's, or a client's for its gestoría. */
export const payrollRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/reports/payroll',
    {
      config: {
        permission: 'read:payroll',
        fileResponse: {
          description: 'Los datos del mes (format)',
          contentTypes: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        },
      },
      schema: {
        tags: ['informes'],
        summary:
          'Datos para nóminas de un mes (CSV o XLSX) con la empresa (nombre y CIF) y el mes: por trabajador, código de nómina, código, DNI/NIE, nombre, horas ordinarias, complementarias, extra pagadas, compensadas y sin liquidar, días de vacaciones, asuntos propios, permisos y baja',
        querystring: payrollQuery,
        response: { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const file = await getPayroll(db, currentUser(request), request.query, new Date(), request.ip);
      // A file, not JSON: sent through the untyped reply so no response schema applies.
      const raw = reply as FastifyReply;
      raw.header('content-disposition', `attachment; filename="${file.filename}"`);
      raw.header('cache-control', 'no-store');
      return raw.type(file.contentType).send(file.body);
    },
  );
};
