import { errorResponse } from '@jornada/shared/api/error';
import {
  clockActionHeaders,
  employeeWorkshiftParams,
  exportWorkshiftMonthQuery,
  getCurrentWorkshiftResponse,
  getEmployeeCurrentWorkshiftResponse,
  getEmployeeWorkshiftsResponse,
  getTodayWorkshiftsResponse,
  getWorkshiftHistoryQuery,
  getWorkshiftHistoryResponse,
  getWorkshiftStatusQuery,
  getWorkshiftStatusResponse,
  incidentReportRequest,
  incidentReportResponse,
  listForgottenWorkshiftsResponse,
  startWorkshiftRequest,
  webClockRequest,
  webEndWorkshiftRequest,
  workshiftActionResponse,
} from '@jornada/shared/api/workshift';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import type { Mailer } from '../../lib/mailer';
import { currentUser } from '../../plugins/auth';
import { type ClockAction, performClockAction } from './clock-action.service';
import { clockInput } from './clock-input';
import { loadMonthRecord, monthRecordCsv, monthRecordPdf } from './export-month';
import { reportIncident } from './report-incident';
import { shiftsEtagSource } from './running-totals';
import type { WorkshiftStatusCache } from './status-cache';
import { type AdmitKioskToken, webClockActor } from './web-clock-actor';
import {
  getCurrentWorkshift,
  getEmployeeCurrentWorkshift,
  getEmployeeWorkshifts,
  getTodayWorkshifts,
  getWorkshiftHistory,
  getWorkshiftStatus,
  listForgottenWorkshifts,
} from './workshift.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
/** A clock action's answers: also 422 for a reused Idempotency-Key or an implausible offline time. */
const clockErrors = { ...errors, 422: errorResponse };

export interface WorkshiftRoutesOptions {
  db: Db;
  mailer: Mailer;
  /** config.publicOrigin: the base of every absolute link. */
  publicOrigin: string;
  /** Admits the kiosk_token of a scanned kiosk QR: the terminal clocked at. */
  admitKioskToken: AdmitKioskToken;
  /** The cursors GET /api/workshift/status answers from memory; absent: every read asks the database. */
  statusCache?: WorkshiftStatusCache;
}

/**
 * For the hot routes (the 3-second poll of every open card and the clock actions): their bodies are
 * built by typed code (toWorkshift), so they are written straight out instead of being re-checked
 * against the schema on every call (a visible share of CPU in `npm run bench`). The schema still
 * documents them, and the route tests check the bodies against it.
 */
const writeTypedBody = () => (data: unknown) => JSON.stringify(data);

export const workshiftRoutes: FastifyPluginAsyncZod<WorkshiftRoutesOptions> = async (
  app,
  { db, mailer, publicOrigin, admitKioskToken, statusCache },
) => {
  /** A web clock action: the session's user, at a kiosk's terminal when the body carries its QR token. */
  const clock = async (
    request: FastifyRequest & { body: Parameters<typeof clockInput>[1] & { kiosk_token?: string } },
    action: ClockAction,
  ) => {
    const web = { user: currentUser(request), sessionId: request.session?.sessionId ?? null, source: 'web' as const };
    const { actor, input } = await webClockActor(
      admitKioskToken,
      web,
      action,
      clockInput(request, request.body),
      request.body.kiosk_token,
    );
    return performClockAction(db, actor, action, input);
  };
  const actions: { path: string; action: ClockAction; summary: string; body?: typeof startWorkshiftRequest }[] = [
    {
      path: '/api/workshift/start',
      action: 'start',
      summary:
        "Iniciar jornada (work_mode opcional: 'presencial' o 'teletrabajo'; por defecto, la modalidad habitual del contrato)",
      body: startWorkshiftRequest,
    },
    { path: '/api/workshift/break/start', action: 'break_start', summary: 'Iniciar pausa' },
    { path: '/api/workshift/break/end', action: 'break_end', summary: 'Finalizar pausa' },
    { path: '/api/workshift/resume', action: 'resume', summary: 'Reanudar jornada (cierra la pausa abierta)' },
  ];
  for (const { path, action, summary, body } of actions) {
    app.post(
      path,
      {
        config: { permission: 'clock:workshift' },
        serializerCompiler: writeTypedBody,
        schema: {
          tags: ['jornada'],
          summary,
          headers: clockActionHeaders,
          body: body ?? webClockRequest,
          response: { 200: workshiftActionResponse, ...clockErrors },
        },
      },
      async (request) => clock(request, action),
    );
  }

  app.post(
    '/api/workshift/end',
    {
      config: { permission: 'clock:workshift' },
      serializerCompiler: writeTypedBody,
      schema: {
        tags: ['jornada'],
        summary: "Finalizar jornada (observaciones por defecto 'Jornada Regular')",
        headers: clockActionHeaders,
        body: webEndWorkshiftRequest,
        response: { 200: workshiftActionResponse, ...clockErrors },
      },
    },
    async (request) => clock(request, 'end'),
  );

  app.get(
    '/api/workshift/current',
    {
      config: { permission: 'read:own-workshift', isBackgroundPoll: true, etag: { of: shiftsEtagSource } },
      serializerCompiler: writeTypedBody,
      schema: {
        tags: ['jornada'],
        summary: 'Jornada abierta, o la última de hoy, o null',
        response: { 200: getCurrentWorkshiftResponse, ...errors },
      },
    },
    async (request) => getCurrentWorkshift(db, currentUser(request)),
  );

  app.get(
    '/api/workshift/user/today',
    {
      config: { permission: 'read:own-workshift', isBackgroundPoll: true, etag: { of: shiftsEtagSource } },
      schema: {
        tags: ['jornada'],
        summary: 'Jornadas de hoy',
        response: { 200: getTodayWorkshiftsResponse, ...errors },
      },
    },
    async (request) => getTodayWorkshifts(db, currentUser(request)),
  );

  app.get(
    '/api/workshift/history',
    {
      config: { permission: 'read:own-workshift' },
      schema: {
        tags: ['jornada'],
        summary: 'Historial propio por fechas (más reciente primero, paginado)',
        querystring: getWorkshiftHistoryQuery,
        response: { 200: getWorkshiftHistoryResponse, ...errors },
      },
    },
    async (request) => getWorkshiftHistory(db, currentUser(request), request.query),
  );

  app.get(
    '/api/workshift/status',
    {
      config: { permission: 'read:own-workshift', isBackgroundPoll: true, etag: true },
      schema: {
        tags: ['jornada'],
        summary: '¿Ha cambiado el registro desde el cursor?',
        querystring: getWorkshiftStatusQuery,
        response: { 200: getWorkshiftStatusResponse, ...errors },
      },
    },
    async (request) => getWorkshiftStatus(db, currentUser(request), request.query.since, statusCache),
  );

  app.get(
    '/api/workshift/current/user/:id',
    {
      config: { permission: 'read:employee-workshift', isBackgroundPoll: true },
      schema: {
        tags: ['jornada'],
        summary: 'Jornada actual de un empleado (admin: cualquiera; manager: su equipo)',
        params: employeeWorkshiftParams,
        response: { 200: getEmployeeCurrentWorkshiftResponse, ...errors },
      },
    },
    async (request) => getEmployeeCurrentWorkshift(db, currentUser(request), request.params.id),
  );

  app.get(
    '/api/workshift/employee/:id/all',
    {
      config: { permission: 'read:employee-workshift' },
      schema: {
        tags: ['jornada'],
        summary: 'Todas las jornadas de un empleado (admin: cualquiera; manager: su equipo)',
        params: employeeWorkshiftParams,
        response: { 200: getEmployeeWorkshiftsResponse, ...errors },
      },
    },
    async (request) => getEmployeeWorkshifts(db, currentUser(request), request.params.id),
  );

  app.post(
    '/api/globalsendemail',
    {
      config: { permission: 'create:incident-report' },
      schema: {
        tags: ['jornada'],
        summary: 'Informe de incidencia: queda en el registro y se avisa por email a los administradores',
        body: incidentReportRequest,
        response: { 200: incidentReportResponse, ...errors },
      },
    },
    async (request) =>
      reportIncident(
        db,
        {
          mailer,
          baseUrl: publicOrigin,
          log: request.log,
        },
        { user: currentUser(request), sessionId: request.session?.sessionId ?? null, source: 'web' },
        request.body,
      ),
  );

  app.get(
    '/api/workshift/history/export',
    {
      config: {
        permission: 'read:own-workshift',
        fileResponse: { description: 'El registro del mes (format)', contentTypes: ['text/csv', 'application/pdf'] },
      },
      schema: {
        tags: ['jornada'],
        summary: 'Descargar el registro propio de un mes (CSV o PDF)',
        querystring: exportWorkshiftMonthQuery,
        response: { 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const { month, format } = request.query;
      const record = await loadMonthRecord(db, currentUser(request), month);
      const filename = `registro-jornada-${month}.${format}`;
      // A file, not JSON: sent through the untyped reply so no response schema applies.
      const raw = reply as FastifyReply;
      raw.header('content-disposition', `attachment; filename="${filename}"`);
      raw.header('cache-control', 'no-store');
      if (format === 'pdf') return raw.type('application/pdf').send(await monthRecordPdf(record));
      return raw.type('text/csv; charset=utf-8').send(monthRecordCsv(record));
    },
  );

  app.get(
    '/api/workshift/forgotten',
    {
      config: { permission: 'read:employee-workshift', isBackgroundPoll: true },
      schema: {
        tags: ['jornada'],
        summary: "Jornadas sin cerrar ('Olvido de fichar salida') de la empresa o del equipo",
        response: { 200: listForgottenWorkshiftsResponse, ...errors },
      },
    },
    async (request) => listForgottenWorkshifts(db, currentUser(request)),
  );
};
