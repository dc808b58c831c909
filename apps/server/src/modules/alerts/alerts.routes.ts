import { errorResponse } from '@jornada/shared/api/error';
import { alertsQuery, alertsResponse } from '@jornada/shared/api/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import { currentUser } from '../../plugins/auth';
import { listComplianceAlerts } from './alerts.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The compliance alerts of a month (ET art. 34.3, 34.4, 35.2 and 37.1) for the actor's reach. */
export const alertsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/reports/alerts',
    {
      config: { permission: 'read:compliance-alert' },
      schema: {
        tags: ['informes'],
        summary:
          'Alertas de cumplimiento de un mes: jornadas sin cerrar, días laborables sin registro, más de 9 h en un día, menos de 12 h entre jornadas, más de 6 h sin pausa, menos de 36 h de descanso semanal y más de 80 horas extra en el año',
        querystring: alertsQuery,
        response: { 200: alertsResponse, ...errors },
      },
    },
    async (request) => listComplianceAlerts(db, currentUser(request), request.query, new Date(), request.ip),
  );
};
