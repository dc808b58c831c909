import { errorResponse } from '@jornada/shared/api/error';
import {
  clearPosTerminalLockoutsQuery,
  clearPosTerminalLockoutsResponse,
  createPosTerminalRequest,
  employeeKioskPinParams,
  getKioskPinResponse,
  kioskPinResponse,
  listPosTerminalLockoutsResponse,
  listPosTerminalsResponse,
  myPosTerminalsResponse,
  posTerminalParams,
  posTerminalResponse,
  posTerminalWithPinResponse,
  setKioskPinRequest,
  updatePosTerminalRequest,
} from '@jornada/shared/api/pos-terminals';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import { currentUser } from '../../plugins/auth';
import { clearEmployeeKioskPin, getOwnKioskPin, setOwnKioskPin } from './kiosk-pin.service';
import {
  createPosTerminal,
  listCompanyPosTerminals,
  listMyPosTerminals,
  renewCompanyPosTerminalPin,
  revokeCompanyPosTerminal,
  updateCompanyPosTerminal,
} from './pos-terminals.service';
import { clearCompanyTerminalLockouts, listCompanyTerminalLockouts } from './terminal-lockouts.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const tags = ['terminales POS'];

const actorOf = (request: FastifyRequest) => ({ user: currentUser(request), ip: request.ip });

/** The company admin's POS terminals, and each worker's own terminals and personal kiosk PIN (ADR 012). */
export const posTerminalsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/pos-terminals',
    {
      config: { permission: 'manage:pos-terminal' },
      schema: { tags, summary: 'Terminales POS de la empresa', response: { 200: listPosTerminalsResponse, ...errors } },
    },
    async (request) => listCompanyPosTerminals(db, actorOf(request)),
  );

  app.post(
    '/api/pos-terminals',
    {
      config: { permission: 'manage:pos-terminal' },
      schema: {
        tags,
        summary: 'Crear un terminal POS (el PIN de 6 cifras se muestra solo esta vez)',
        body: createPosTerminalRequest,
        response: { 201: posTerminalWithPinResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createPosTerminal(db, actorOf(request), request.body)),
  );

  app.get(
    '/api/pos-terminals/mine',
    {
      config: { permission: 'read:own-pos-terminal' },
      schema: {
        tags,
        summary: 'Terminales POS donde puedo fichar',
        response: { 200: myPosTerminalsResponse, ...errors },
      },
    },
    async (request) => listMyPosTerminals(db, currentUser(request)),
  );

  app.get(
    '/api/pos-terminals/lockouts',
    {
      config: { permission: 'manage:pos-terminal' },
      schema: {
        tags,
        summary: 'Bloqueos por PIN incorrectos en los terminales (PIN personal o activación), el más largo primero',
        response: { 200: listPosTerminalLockoutsResponse, ...errors },
      },
    },
    async (request) => listCompanyTerminalLockouts(db, actorOf(request)),
  );

  app.delete(
    '/api/pos-terminals/:id/lockouts',
    {
      config: { permission: 'manage:pos-terminal' },
      schema: {
        tags,
        summary: 'Desbloquear un terminal: todos sus bloqueos, o solo los de un empleado (employee_id)',
        params: posTerminalParams,
        querystring: clearPosTerminalLockoutsQuery,
        response: { 200: clearPosTerminalLockoutsResponse, ...errors },
      },
    },
    async (request) => clearCompanyTerminalLockouts(db, actorOf(request), request.params.id, request.query.employee_id),
  );

  app.patch(
    '/api/pos-terminals/:id',
    {
      config: { permission: 'manage:pos-terminal' },
      schema: {
        tags,
        summary: 'Cambiar el nombre, los empleados o si pide el PIN personal',
        params: posTerminalParams,
        body: updatePosTerminalRequest,
        response: { 200: posTerminalResponse, ...errors },
      },
    },
    async (request) => updateCompanyPosTerminal(db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/pos-terminals/:id/pin',
    {
      config: { permission: 'manage:pos-terminal' },
      schema: {
        tags,
        summary: 'Nuevo PIN del terminal (se muestra solo esta vez; cierra sus sesiones)',
        params: posTerminalParams,
        response: { 200: posTerminalWithPinResponse, ...errors },
      },
    },
    async (request) => renewCompanyPosTerminalPin(db, actorOf(request), request.params.id),
  );

  app.delete(
    '/api/pos-terminals/:id',
    {
      config: { permission: 'manage:pos-terminal' },
      schema: {
        tags,
        summary: 'Revocar el terminal (se conserva para el registro; sus sesiones terminan)',
        params: posTerminalParams,
        response: { 200: posTerminalResponse, ...errors },
      },
    },
    async (request) => revokeCompanyPosTerminal(db, actorOf(request), request.params.id),
  );

  app.get(
    '/api/profile/kiosk-pin',
    {
      config: { permission: 'update:own-kiosk-pin' },
      schema: { tags, summary: '¿Tengo PIN personal de fichaje?', response: { 200: getKioskPinResponse, ...errors } },
    },
    async (request) => getOwnKioskPin(db, currentUser(request)),
  );

  app.put(
    '/api/profile/kiosk-pin',
    {
      config: { permission: 'update:own-kiosk-pin' },
      schema: {
        tags,
        summary: 'Guardar mi PIN personal de fichaje (4 a 6 cifras)',
        body: setKioskPinRequest,
        response: { 200: kioskPinResponse, ...errors },
      },
    },
    async (request) => setOwnKioskPin(db, actorOf(request), request.body.pin),
  );

  app.delete(
    '/api/employees/:id/kiosk-pin',
    {
      config: { permission: 'reset:kiosk-pin' },
      schema: {
        tags,
        summary: 'Borrar el PIN personal de fichaje de un empleado',
        params: employeeKioskPinParams,
        response: { 200: kioskPinResponse, ...errors },
      },
    },
    async (request) => clearEmployeeKioskPin(db, actorOf(request), request.params.id),
  );
};
