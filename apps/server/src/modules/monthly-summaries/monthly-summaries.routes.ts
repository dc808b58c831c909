import { errorResponse } from '@jornada/shared/api/error';
import {
  acknowledgeMonthlySummaryParams,
  acknowledgeMonthlySummaryResponse,
  listMonthlySummariesResponse,
} from '@jornada/shared/api/monthly-summaries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import { clientInfo } from '../../lib/request-info';
import { currentUser } from '../../plugins/auth';
import { acknowledgeMonthlySummary, listMonthlySummaries } from './monthly-summaries.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export interface MonthlySummariesRoutesOptions {
  db: Db;
}

export const monthlySummariesRoutes: FastifyPluginAsyncZod<MonthlySummariesRoutesOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['jornada'];

  app.get(
    '/api/workshift/monthly-summaries',
    {
      config: { permission: 'read:own-workshift' },
      schema: {
        tags,
        summary:
          'Mis resúmenes mensuales de horas (art. 12.4.c y 35.5 ET): cuándo se enviaron y si los marqué recibidos',
        response: { 200: listMonthlySummariesResponse, ...errors },
      },
    },
    async (request) => listMonthlySummaries(db, currentUser(request)),
  );

  app.post(
    '/api/workshift/monthly-summaries/:month/acknowledge',
    {
      config: { permission: 'acknowledge:monthly-summary' },
      schema: {
        tags,
        summary: "Marcar como 'Recibido' mi resumen mensual de un mes (la primera vez queda; repetir no la cambia)",
        params: acknowledgeMonthlySummaryParams,
        response: { 200: acknowledgeMonthlySummaryResponse, ...errors },
      },
    },
    async (request) => {
      const { ip, userAgent } = clientInfo(request);
      return acknowledgeMonthlySummary(db, currentUser(request), request.params.month, {
        ip,
        userAgent,
        now: new Date(),
      });
    },
  );
};
