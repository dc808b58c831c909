import { errorResponse } from '@jornada/shared/api/error';
import {
  createShiftRequest,
  createShiftResponse,
  deleteShiftResponse,
  getShiftsResponse,
  shiftParams,
  updateShiftRequest,
  updateShiftResponse,
} from '@jornada/shared/api/shifts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import { currentUser } from '../../plugins/auth';
import { createShift, getShifts, removeShift, replaceShift } from './shifts.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export const shiftsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/shifts',
    {
      config: { permission: 'read:shift' },
      schema: {
        tags: ['turnos'],
        summary: 'Turnos de la empresa (nombre, horas HH:mm, días y empleados asignados)',
        response: { 200: getShiftsResponse, ...errors },
      },
    },
    async (request) => getShifts(db, currentUser(request)),
  );

  app.post(
    '/api/shifts',
    {
      config: { permission: 'manage:shift' },
      schema: {
        tags: ['turnos'],
        summary: 'Crear un turno (una salida anterior a la entrada es un turno de noche)',
        body: createShiftRequest,
        response: { 200: createShiftResponse, ...errors },
      },
    },
    async (request) => createShift(db, { user: currentUser(request), ip: request.ip }, request.body),
  );

  app.put(
    '/api/shifts/:shiftId',
    {
      config: { permission: 'manage:shift' },
      schema: {
        tags: ['turnos'],
        summary: 'Modificar un turno (todos sus datos)',
        params: shiftParams,
        body: updateShiftRequest,
        response: { 200: updateShiftResponse, ...errors },
      },
    },
    async (request) =>
      replaceShift(db, { user: currentUser(request), ip: request.ip }, request.params.shiftId, request.body),
  );

  app.delete(
    '/api/shifts/:shiftId',
    {
      config: { permission: 'manage:shift' },
      schema: {
        tags: ['turnos'],
        summary: 'Eliminar un turno (409 mientras haya empleados activos con él)',
        params: shiftParams,
        response: { 200: deleteShiftResponse, ...errors },
      },
    },
    async (request) => removeShift(db, { user: currentUser(request), ip: request.ip }, request.params.shiftId),
  );
};
