import {
  createEmployeeRequest,
  createEmployeeResponse,
  deleteEmployeeResponse,
  employeeIdParams,
  getEmployeeQuery,
  getEmployeeResponse,
  listEmployeesQuery,
  listEmployeesResponse,
  listManagersResponse,
  reactivateEmployeeResponse,
  resendInvitationResponse,
  updateEmployeeManagersRequest,
  updateEmployeeManagersResponse,
  updateEmployeeParams,
  updateEmployeeRequest,
  updateEmployeeResponse,
} from '@jornada/shared/api/employees';
import { errorResponse } from '@jornada/shared/api/error';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import type { Mailer } from '../../lib/mailer';
import { currentActor, currentUser } from '../../plugins/auth';
import { mailContextOf } from '../auth/auth.service';
import { createEmployee } from './create-employee';
import { deactivateEmployee, reactivateEmployee } from './deactivate-employee';
import type { EmployeeActor } from './employee-errors';
import { resendInvitation } from './employee-invitation';
import { getEmployee, listEmployees, listManagers } from './list-employees';
import { updateEmployee } from './update-employee';
import { updateEmployeeManagers } from './update-employee-managers';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export interface EmployeesRoutesOptions {
  db: Db;
  mailer: Mailer;
  /** config.publicOrigin: the base of every absolute link. */
  publicOrigin: string;
}

export const employeesRoutes: FastifyPluginAsyncZod<EmployeesRoutesOptions> = async (app, options) => {
  const { db } = options;
  const actorOf = (request: FastifyRequest): EmployeeActor => ({ user: currentUser(request), ip: request.ip });
  const mailContext = (request: FastifyRequest) => mailContextOf(request, options.mailer, options.publicOrigin);

  app.get(
    '/api/employees',
    {
      config: { permission: 'read:employee', apiKeyScope: 'employees:read' },
      schema: {
        tags: ['empleados'],
        summary:
          'Empleados: el administrador ve toda la empresa; un manager, sus trabajadores. Activos por defecto; ?status=inactive o ?include_inactive=true para las bajas',
        querystring: listEmployeesQuery,
        response: { 200: listEmployeesResponse, ...errors },
      },
    },
    async (request) => listEmployees(db, currentActor(request), request.query, request.ip),
  );

  app.get(
    '/api/employees/:id',
    {
      config: { permission: 'read:employee', apiKeyScope: 'employees:read' },
      schema: {
        tags: ['empleados'],
        summary:
          'Un empleado (activo o dado de baja) de tu alcance: el administrador, toda la empresa; un manager, sus trabajadores',
        params: employeeIdParams,
        querystring: getEmployeeQuery,
        response: { 200: getEmployeeResponse, ...errors },
      },
    },
    async (request) => getEmployee(db, currentActor(request), request.params.id, request.query, request.ip),
  );

  app.post(
    '/api/employees',
    {
      config: { permission: 'create:employee' },
      schema: {
        tags: ['empleados'],
        summary:
          'Alta de empleado (trabajador o manager) dentro del límite de usuarios del plan: invitación por email o, sin SMTP, contraseña temporal que se devuelve una sola vez',
        body: createEmployeeRequest,
        response: { 200: createEmployeeResponse, ...errors },
      },
    },
    async (request) => createEmployee(db, mailContext(request), actorOf(request), request.body),
  );

  app.patch(
    '/api/employees/:id',
    {
      config: { permission: 'update:employee' },
      schema: {
        tags: ['empleados'],
        summary:
          'Modificar un campo de un empleado (auth_user_id y uno de name, email, role, identification, phone, manager_id, shift_id, centre_id, payroll_code)',
        params: updateEmployeeParams,
        body: updateEmployeeRequest,
        response: { 200: updateEmployeeResponse, ...errors },
      },
    },
    async (request) => updateEmployee(db, actorOf(request), request.params.id, request.body),
  );

  app.patch(
    '/api/employees/:id/managers',
    {
      config: { permission: 'assign:manager' },
      schema: {
        tags: ['empleados'],
        summary: 'Asignar (add) o quitar (remove) un manager a un trabajador',
        params: employeeIdParams,
        body: updateEmployeeManagersRequest,
        response: { 200: updateEmployeeManagersResponse, ...errors },
      },
    },
    async (request) => updateEmployeeManagers(db, actorOf(request), request.params.id, request.body),
  );

  // Registered before /reactivate on purpose: the authorization matrix walks routes in this
  // order with the same employee, so its deletion is undone by the next route it calls.
  app.delete(
    '/api/employees/:id',
    {
      config: { permission: 'delete:employee' },
      schema: {
        tags: ['empleados'],
        summary:
          'Dar de baja a un empleado: no se borra nada (se conserva su registro de jornada), se cierran sus sesiones y libera su plaza',
        params: employeeIdParams,
        response: { 200: deleteEmployeeResponse, ...errors },
      },
    },
    async (request) => deactivateEmployee(db, actorOf(request), request.params.id),
  );

  app.post(
    '/api/employees/:id/reactivate',
    {
      config: { permission: 'reactivate:employee' },
      schema: {
        tags: ['empleados'],
        summary: 'Deshacer la baja de un empleado (si el plan tiene plaza libre)',
        params: employeeIdParams,
        response: { 200: reactivateEmployeeResponse, ...errors },
      },
    },
    async (request) => reactivateEmployee(db, actorOf(request), request.params.id),
  );

  app.post(
    '/api/employees/:id/invitation',
    {
      config: { permission: 'create:employee' },
      schema: {
        tags: ['empleados'],
        summary: 'Reenviar la invitación a un empleado que aún no ha activado su cuenta',
        params: employeeIdParams,
        response: { 200: resendInvitationResponse, ...errors },
      },
    },
    async (request) => resendInvitation(db, mailContext(request), actorOf(request), request.params.id),
  );

  app.get(
    '/api/managers',
    {
      config: { permission: 'read:manager' },
      schema: {
        tags: ['empleados'],
        summary: 'Managers activos de la empresa (id, name), los asignables a un trabajador',
        response: { 200: listManagersResponse, ...errors },
      },
    },
    async (request) => listManagers(db, currentUser(request)),
  );
};
