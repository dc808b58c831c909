import { errorResponse } from '@jornada/shared/api/error';
import { registerQuery, registerResponse } from '@jornada/shared/api/reports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import { currentActor } from '../../plugins/auth';
import { renderRegister } from './render-register';
import { getRegister } from './reports.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * The JSON register is built by typed code (buildRegister returns a RegisterResponse) and can be
 * megabytes (a month of 1,000 workers is 9 MB): re-parsing it with zod copied every object and was most of
 * the request's CPU in `npm run bench` (node CPU for a month of 1,000 workers fell from 1.7 s to 0.66 s
 * without it), so it is written straight out, as the hot workshift routes are. The schema still documents it, and the route tests parse every body with it.
 */
const writeTypedBody = () => (data: unknown) => JSON.stringify(data);

/** The legal register (art. 34.9 ET) of the actor's reach: worker own, manager team and self, company all. */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/reports/register',
    {
      config: { permission: 'read:register', apiKeyScope: 'register:read' },
      serializerCompiler: writeTypedBody,
      schema: {
        tags: ['informes'],
        summary:
          'Registro de jornada de un periodo (máx. 366 días) para tu alcance: JSON, o un fichero CSV, XLSX o PDF (format)',
        querystring: registerQuery,
        response: { 200: registerResponse, ...errors },
      },
    },
    async (request, reply) => {
      const register = await getRegister(db, currentActor(request), request.query, new Date(), request.ip);
      if (request.query.format === 'json') return register;
      const file = await renderRegister(register, request.query.format);
      // A file, not JSON: sent through the untyped reply so the response schema does not apply.
      const raw = reply as FastifyReply;
      raw.header('content-disposition', `attachment; filename="${file.filename}"`);
      raw.header('cache-control', 'no-store');
      return raw.type(file.contentType).send(file.body);
    },
  );
};
