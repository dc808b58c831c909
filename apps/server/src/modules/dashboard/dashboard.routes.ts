import { staffTodayResponse } from '@jornada/shared/api/dashboard';
import { errorResponse } from '@jornada/shared/api/error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import { currentUser } from '../../plugins/auth';
import { getStaffToday } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/dashboard/staff-today',
    {
      config: { permission: 'read:employee-workshift', isBackgroundPoll: true },
      schema: {
        tags: ['jornada'],
        summary: 'Plantilla de hoy de un vistazo: en jornada, en descanso, sin fichar, ausencias y festivos',
        response: { 200: staffTodayResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => getStaffToday(db, currentUser(request)),
  );
};
