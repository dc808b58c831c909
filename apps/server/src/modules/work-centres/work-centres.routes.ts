import { errorResponse } from '@jornada/shared/api/error';
import {
  archiveWorkCentreResponse,
  createWorkCentreRequest,
  createWorkCentreResponse,
  listWorkCentresQuery,
  listWorkCentresResponse,
  updateWorkCentreRequest,
  updateWorkCentreResponse,
  workCentreParams,
} from '@jornada/shared/api/work-centres';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import { currentUser } from '../../plugins/auth';
import {
  type CountCentreTerminals,
  changeWorkCentre,
  createWorkCentre,
  getWorkCentres,
  removeWorkCentre,
} from './work-centres.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export interface WorkCentresRoutesOptions {
  db: Db;
  /** The live terminals at a centre, which refuse its archiving. */
  countLiveTerminals: CountCentreTerminals;
}

/** The company's work centres: listed for the admin and its managers, managed by the admin. */
export const workCentresRoutes: FastifyPluginAsyncZod<WorkCentresRoutesOptions> = async (
  app,
  { db, countLiveTerminals },
) => {
  app.get(
    '/api/work-centres',
    {
      config: { permission: 'read:work-centre' },
      schema: {
        tags: ['centros de trabajo'],
        summary:
          'Centros de trabajo de la empresa (el principal primero), con cuántos empleados activos tiene cada uno',
        querystring: listWorkCentresQuery,
        response: { 200: listWorkCentresResponse, ...errors },
      },
    },
    async (request) => getWorkCentres(db, currentUser(request), request.query),
  );

  app.post(
    '/api/work-centres',
    {
      config: { permission: 'manage:work-centre' },
      schema: {
        tags: ['centros de trabajo'],
        summary:
          'Crear un centro de trabajo (nombre, dirección, coordenadas y radio opcionales; 403 más allá del límite del plan)',
        body: createWorkCentreRequest,
        response: { 201: createWorkCentreResponse, ...errors },
      },
    },
    async (request, reply) => {
      const centre = await createWorkCentre(db, { user: currentUser(request), ip: request.ip }, request.body);
      return reply.code(201).send(centre);
    },
  );

  app.patch(
    '/api/work-centres/:centreId',
    {
      config: { permission: 'manage:work-centre' },
      schema: {
        tags: ['centros de trabajo'],
        summary: 'Modificar un centro de trabajo (los campos enviados; is_default: true lo hace el centro principal)',
        params: workCentreParams,
        body: updateWorkCentreRequest,
        response: { 200: updateWorkCentreResponse, ...errors },
      },
    },
    async (request) =>
      changeWorkCentre(db, { user: currentUser(request), ip: request.ip }, request.params.centreId, request.body),
  );

  app.delete(
    '/api/work-centres/:centreId',
    {
      config: { permission: 'manage:work-centre' },
      schema: {
        tags: ['centros de trabajo'],
        summary:
          'Archivar un centro de trabajo (se conserva para el registro; 409 si es el principal o aún tiene empleados activos)',
        params: workCentreParams,
        response: { 200: archiveWorkCentreResponse, ...errors },
      },
    },
    async (request) =>
      removeWorkCentre(db, { user: currentUser(request), ip: request.ip }, request.params.centreId, countLiveTerminals),
  );
};
