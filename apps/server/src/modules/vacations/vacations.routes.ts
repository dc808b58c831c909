import { errorResponse } from '@jornada/shared/api/error';
import {
  createHolidayRequest,
  createHolidayResponse,
  deleteHolidayResponse,
  employeeAllowanceParams,
  getHolidaysQuery,
  getHolidaysResponse,
  getVacationAllowanceResponse,
  getVacationBalanceQuery,
  getVacationBalanceResponse,
  getVacationDaysQuery,
  getVacationDaysResponse,
  getVacationTodayResponse,
  holidayIdParams,
  updateEmployeeAllowanceRequest,
  updateEmployeeAllowanceResponse,
  updateVacationAllowanceRequest,
  updateVacationAllowanceResponse,
} from '@jornada/shared/api/vacations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import { currentUser } from '../../plugins/auth';
import { createHoliday, deleteHoliday, getHolidays } from './manage-holidays';
import { getVacationBalance, getVacationDays, getVacationToday } from './read-vacations';
import { getVacationAllowance, updateEmployeeVacationAllowance, updateVacationAllowance } from './vacation-allowance';
import type { VacationActor } from './vacation-errors';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export const vacationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const actorOf = (request: FastifyRequest): VacationActor => ({ user: currentUser(request), ip: request.ip });
  const tags = ['vacaciones'];

  app.get(
    '/api/holidays',
    {
      config: { permission: 'read:holiday' },
      schema: {
        tags,
        summary:
          'Festivos de un año (este por defecto): los nacionales de España (datos 2025–2027; en domingo solo se señalan) y los autonómicos o locales de la empresa',
        querystring: getHolidaysQuery,
        response: { 200: getHolidaysResponse, ...errors },
      },
    },
    async (request) => getHolidays(db, currentUser(request), request.query.year),
  );

  app.post(
    '/api/holidays',
    {
      config: { permission: 'manage:holiday' },
      schema: {
        tags,
        summary: 'Añadir un festivo autonómico o local de la empresa (uno por día; no uno nacional)',
        body: createHolidayRequest,
        response: { 200: createHolidayResponse, ...errors },
      },
    },
    async (request) => createHoliday(db, actorOf(request), request.body),
  );

  app.delete(
    '/api/holidays/:id',
    {
      config: { permission: 'manage:holiday' },
      schema: {
        tags,
        summary: 'Quitar un festivo de la empresa',
        params: holidayIdParams,
        response: { 200: deleteHolidayResponse, ...errors },
      },
    },
    async (request) => deleteHoliday(db, actorOf(request), request.params.id),
  );

  app.get(
    '/api/vacations/balance',
    {
      config: { permission: 'read:vacation-balance' },
      schema: {
        tags,
        summary:
          'Días de vacaciones de un año: asignados, aprobados, pendientes y disponibles. Los propios por defecto; user_id: un manager, de su equipo; el administrador, de cualquiera',
        querystring: getVacationBalanceQuery,
        response: { 200: getVacationBalanceResponse, ...errors },
      },
    },
    async (request) => getVacationBalance(db, currentUser(request), request.query),
  );

  app.get(
    '/api/vacations/days',
    {
      config: { permission: 'read:vacation-balance' },
      schema: {
        tags,
        summary: 'Días entre from y to cubiertos por vacaciones o permisos aprobados o pendientes (para el historial)',
        querystring: getVacationDaysQuery,
        response: { 200: getVacationDaysResponse, ...errors },
      },
    },
    async (request) => getVacationDays(db, currentUser(request), request.query),
  );

  app.get(
    '/api/vacations/today',
    {
      config: { permission: 'read:own-workshift' },
      schema: {
        tags,
        summary:
          '¿Es hoy un día libre aprobado o festivo? (la tarjeta de fichaje pide confirmación; el servidor no bloquea)',
        response: { 200: getVacationTodayResponse, ...errors },
      },
    },
    async (request) => getVacationToday(db, currentUser(request)),
  );

  app.get(
    '/api/vacations/allowance',
    {
      config: { permission: 'manage:vacation-allowance' },
      schema: {
        tags,
        summary: 'Días de vacaciones al año de la empresa y de cada empleado',
        response: { 200: getVacationAllowanceResponse, ...errors },
      },
    },
    async (request) => getVacationAllowance(db, currentUser(request)),
  );

  app.put(
    '/api/vacations/allowance',
    {
      config: { permission: 'manage:vacation-allowance' },
      schema: {
        tags,
        summary: 'Días laborables de vacaciones al año de la empresa (22 por defecto)',
        body: updateVacationAllowanceRequest,
        response: { 200: updateVacationAllowanceResponse, ...errors },
      },
    },
    async (request) => updateVacationAllowance(db, actorOf(request), request.body.vacation_days_per_year),
  );

  app.put(
    '/api/vacations/allowance/:id',
    {
      config: { permission: 'manage:vacation-allowance' },
      schema: {
        tags,
        summary: 'Días de vacaciones al año de un empleado (null: los de la empresa)',
        params: employeeAllowanceParams,
        body: updateEmployeeAllowanceRequest,
        response: { 200: updateEmployeeAllowanceResponse, ...errors },
      },
    },
    async (request) =>
      updateEmployeeVacationAllowance(db, actorOf(request), request.params.id, request.body.vacation_days_per_year),
  );
};
