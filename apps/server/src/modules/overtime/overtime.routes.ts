import { errorResponse } from '@jornada/shared/api/error';
import {
  createOvertimeSettlementRequest,
  overtimeSettlementParams,
  overtimeSettlementSchema,
  overtimeYearQuery,
  overtimeYearResponse,
} from '@jornada/shared/api/overtime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import { currentUser } from '../../plugins/auth';
import { addOvertimeSettlement, getOvertimeYear } from './overtime.service';
import { fillLegacySettledMinutes } from './unsettled-overtime';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Overtime per month and its settlement (paid or compensated with rest), and the yearly 80 h counter. */
export const overtimeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Settlements recorded before they kept their minutes get them once (migration 027), in the
  // background: a start never waits for it, and a failure only leaves them for the next start.
  app.addHook('onReady', async () => {
    void fillLegacySettledMinutes(db).catch((error: unknown) => app.log.error({ err: error }, 'horas extra'));
  });
  app.get(
    '/api/reports/overtime',
    {
      config: { permission: 'read:register' },
      schema: {
        tags: ['informes'],
        summary:
          'Horas extra de cada mes del año, cómo se liquidaron y el contador anual de 80 h (art. 35.2 ET) de cada empleado',
        querystring: overtimeYearQuery,
        response: { 200: overtimeYearResponse, ...errors },
      },
    },
    async (request) => getOvertimeYear(db, currentUser(request), request.query, new Date(), request.ip),
  );

  app.post(
    '/api/employees/:id/overtime-settlements',
    {
      config: { permission: 'manage:overtime-settlement' },
      schema: {
        tags: ['informes'],
        summary:
          'Registrar cómo se liquidaron las horas extra de un mes (pagadas o compensadas con descanso); no se edita ninguna anterior',
        params: overtimeSettlementParams,
        body: createOvertimeSettlementRequest,
        response: { 201: overtimeSettlementSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await addOvertimeSettlement(
        db,
        { user: currentUser(request), ip: request.ip },
        request.params.id,
        request.body,
      );
      return reply.code(201).send(created);
    },
  );
};
