import { companyConfigSchema } from '@jornada/shared/api/company-config';
import { errorResponse } from '@jornada/shared/api/error';
import {
  POS_MESSAGES,
  posClockRequest,
  posEmployeesQuery,
  posEmployeesResponse,
  posEndRequest,
  posIncidentKinds,
  posIncidentKindsResponse,
  posIncidentRequest,
  posIncidentResponse,
  posLoginRequest,
  posLoginResponse,
  posLogoutResponse,
  posSchemaQuery,
  posUserParams,
  posVerifyResponse,
  posVerifyTerminalParams,
} from '@jornada/shared/api/pos';
import {
  clockActionHeaders,
  getCurrentWorkshiftResponse,
  getTodayWorkshiftsResponse,
  workshiftActionResponse,
} from '@jornada/shared/api/workshift';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import type { Mailer } from '../../lib/mailer';
import { clientInfo } from '../../lib/request-info';
import { bearerOf, currentPos, presentedToken } from '../../plugins/auth';
import { readCompanyConfig } from '../company/company.service';
import type { ClockAction } from '../workshift/clock-action.service';
import { clockInput } from '../workshift/clock-input';
import { getCurrentWorkshiftInReach, getTodayWorkshiftsInReach } from '../workshift/workshift.service';
import { checkPosSchema, listPosEmployeesOf, performPosClockAction, reportPosIncident } from './pos-clock.service';
import { posLogin, posLogout, posReachOf, verifyPosSession } from './pos-session.service';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};
const tags = ['POS'];

export interface PosRoutesOptions {
  db: Db;
  mailer: Mailer;
  /** config.publicOrigin: the base of every absolute link. */
  publicOrigin: string;
}

/**
 * SPEC §7 'Workshift (POS)': the kiosk's calls, made with a terminal's POS session (ADR 012). Each
 * declares a POS permission, which only a POS session holds; login and logout are public.
 */
export const posRoutes: FastifyPluginAsyncZod<PosRoutesOptions> = async (app, { db, mailer, publicOrigin }) => {
  app.post(
    '/api/pos/login',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Activar el terminal POS con su identificador y PIN (abre la sesión del POS)',
        body: posLoginRequest,
        response: { 200: posLoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { ip, userAgent } = clientInfo(request);
      const { token, company } = await posLogin(db, {
        body: request.body,
        ip,
        userAgent,
        previousToken: app.posCookie.read(request),
      });
      app.posCookie.set(reply, token);
      return company;
    },
  );

  app.post(
    '/api/pos/logout',
    {
      config: { permission: 'public' },
      schema: { tags, summary: 'Cerrar la sesión del POS', response: { 200: posLogoutResponse, ...errors } },
    },
    async (request, reply) => {
      await posLogout(db, presentedToken(request, app.posCookie), request.ip);
      // An embed widget's bearer POS session had no cookie: the kiosk's, if the browser has one, stays.
      if (!bearerOf(request)) app.posCookie.clear(reply);
      return { success: true as const, message: POS_MESSAGES.loggedOut };
    },
  );

  app.get(
    '/api/pos/verify',
    {
      config: { permission: 'verify:pos-session' },
      schema: {
        tags,
        summary: '¿Sigue valiendo la sesión del POS (para esta empresa)?',
        querystring: posSchemaQuery,
        response: { 200: posVerifyResponse, ...errors },
      },
    },
    async (request) => verifyPosSession(currentPos(request), { schemaName: request.query.schema_name }),
  );

  app.get(
    '/api/pos/verify/terminal/:terminalId',
    {
      config: { permission: 'verify:pos-session' },
      schema: {
        tags,
        summary: '¿Sigue valiendo la sesión del POS para este terminal (su identificador)?',
        params: posVerifyTerminalParams,
        querystring: posSchemaQuery,
        response: { 200: posVerifyResponse, ...errors },
      },
    },
    async (request) =>
      verifyPosSession(currentPos(request), {
        schemaName: request.query.schema_name,
        terminalId: request.params.terminalId,
      }),
  );

  app.get(
    '/api/pos/employees',
    {
      config: { permission: 'read:pos-employee' },
      schema: {
        tags,
        summary: 'Empleados que pueden fichar en este terminal, con su estado de hoy',
        querystring: posEmployeesQuery,
        response: { 200: posEmployeesResponse, ...errors },
      },
    },
    async (request) => listPosEmployeesOf(db, currentPos(request), { centreId: request.query.centre_id }),
  );

  app.get(
    '/api/pos/workshift/user/:userId/current',
    {
      config: { permission: 'read:pos-workshift' },
      schema: {
        tags,
        summary: 'Jornada actual de un empleado del terminal (como GET /api/workshift/current)',
        params: posUserParams,
        querystring: posSchemaQuery,
        response: { 200: getCurrentWorkshiftResponse, ...errors },
      },
    },
    async (request) => {
      const pos = currentPos(request);
      checkPosSchema(pos, request.query.schema_name);
      return getCurrentWorkshiftInReach(db, posReachOf(pos), request.params.userId);
    },
  );

  app.get(
    '/api/pos/workshift/user/:userId/today',
    {
      config: { permission: 'read:pos-workshift' },
      schema: {
        tags,
        summary: 'Jornadas de hoy de un empleado del terminal (como GET /api/workshift/user/today)',
        params: posUserParams,
        querystring: posSchemaQuery,
        response: { 200: getTodayWorkshiftsResponse, ...errors },
      },
    },
    async (request) => {
      const pos = currentPos(request);
      checkPosSchema(pos, request.query.schema_name);
      return getTodayWorkshiftsInReach(db, posReachOf(pos), request.params.userId);
    },
  );

  app.get(
    '/api/pos/company/config',
    {
      config: { permission: 'read:pos-company-config' },
      schema: {
        tags,
        summary: 'Configuración horaria de la empresa del terminal (como GET /api/company/config)',
        response: { 200: companyConfigSchema, ...errors },
      },
    },
    async (request) => readCompanyConfig(db, currentPos(request).companyId),
  );

  const actions: { path: string; action: ClockAction; summary: string }[] = [
    { path: '/api/pos/workshift/start', action: 'start', summary: 'Iniciar jornada desde el POS (presencial)' },
    { path: '/api/pos/workshift/break/start', action: 'break_start', summary: 'Iniciar pausa desde el POS' },
    { path: '/api/pos/workshift/break/end', action: 'break_end', summary: 'Finalizar pausa desde el POS' },
    { path: '/api/pos/workshift/resume', action: 'resume', summary: 'Reanudar jornada desde el POS' },
  ];
  for (const { path, action, summary } of actions) {
    app.post(
      path,
      {
        config: { permission: 'clock:pos-workshift' },
        schema: {
          tags,
          summary: `${summary}; con \`pin\` cuando el terminal pide el PIN personal`,
          querystring: posSchemaQuery,
          headers: clockActionHeaders,
          body: posClockRequest,
          response: { 200: workshiftActionResponse, ...errors, 422: errorResponse },
        },
      },
      async (request) =>
        performPosClockAction(db, currentPos(request), action, request.body, {
          ...clockInput(request, request.body),
          schemaName: request.query.schema_name,
        }),
    );
  }

  app.post(
    '/api/pos/workshift/end',
    {
      config: { permission: 'clock:pos-workshift' },
      schema: {
        tags,
        summary:
          "Finalizar jornada desde el POS (X-Client-Time, X-Client-Timezone; observaciones por defecto 'Jornada Regular')",
        querystring: posSchemaQuery,
        headers: clockActionHeaders,
        body: posEndRequest,
        response: { 200: workshiftActionResponse, ...errors, 422: errorResponse },
      },
    },
    async (request) =>
      performPosClockAction(db, currentPos(request), 'end', request.body, {
        ...clockInput(request, request.body),
        schemaName: request.query.schema_name,
      }),
  );

  app.get(
    '/api/pos/incident-kinds',
    {
      config: { permission: 'create:pos-incident' },
      schema: {
        tags,
        summary: 'Tipos de incidencia (kind_id 1–8, SPEC §5)',
        response: { 200: posIncidentKindsResponse, ...errors },
      },
    },
    async () => posIncidentKinds,
  );

  app.post(
    '/api/pos-incidents',
    {
      config: { permission: 'create:pos-incident' },
      schema: {
        tags,
        summary: 'Registrar una incidencia desde el POS (queda en el registro; se avisa a los administradores)',
        body: posIncidentRequest,
        response: { 200: posIncidentResponse, ...errors },
      },
    },
    async (request) => {
      const { clientTime, clientTimezone } = clockInput(request, {});
      return reportPosIncident(
        db,
        {
          mailer,
          baseUrl: publicOrigin,
          log: request.log,
        },
        currentPos(request),
        request.body,
        { clientTime, clientTimezone },
      );
    },
  );
};
