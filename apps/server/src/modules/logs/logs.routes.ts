import { errorResponse } from '@jornada/shared/api/error';
import { getLogsQuery, getLogsResponse } from '@jornada/shared/api/logs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import { currentUser } from '../../plugins/auth';
import { getActivityLog } from './logs.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Read-only: the log is append-only, so this module has no other verb. */
export const logsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/logs',
    {
      config: { permission: 'read:activity-log' },
      schema: {
        tags: ['actividad'],
        summary: 'Actividad de la empresa (más reciente primero): accesos, cambios y fichajes, con filtros',
        querystring: getLogsQuery,
        response: { 200: getLogsResponse, ...errors },
      },
    },
    async (request) => getActivityLog(db, currentUser(request), request.query),
  );
};
