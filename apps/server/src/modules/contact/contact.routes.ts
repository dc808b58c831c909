import {
  contactRequestIdParams,
  contactResponse,
  customPlanErrorResponse,
  customPlanRequest,
  inferContactSource,
  listContactRequestsQuery,
  listContactRequestsResponse,
  sendEmailRequest,
  updateContactRequestRequest,
  updateContactRequestResponse,
} from '@jornada/shared/api/contact';
import { errorResponse } from '@jornada/shared/api/error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import type { Mailer } from '../../lib/mailer';
import { clientInfo } from '../../lib/request-info';
import { currentUser } from '../../plugins/auth';
import {
  type ContactDeps,
  listForPlatformAdmin,
  markContactRequest,
  receiveContactRequest,
  receiveCustomPlanRequest,
} from './contact.service';

const errors = { 400: errorResponse, 403: errorResponse, 429: errorResponse };
const customPlanErrors = { 400: customPlanErrorResponse, 403: customPlanErrorResponse, 429: customPlanErrorResponse };

/** How long closing the app waits for mails still being delivered. */
const CLOSE_WAIT_MS = 10_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const contactRoutes: FastifyPluginAsyncZod<{ db: Db; mailer: Mailer; salesEmail: string }> = async (
  app,
  { db, mailer, salesEmail },
) => {
  // Mails to sales leave after the answer; closing the app waits for those still on their way.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    if (pending.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...pending]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, CLOSE_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
  });
  const depsFor = (log: ContactDeps['log']): ContactDeps => ({
    mailer,
    salesEmail,
    log,
    later(task) {
      const running = task().finally(() => pending.delete(running));
      pending.add(running);
    },
  });

  app.post(
    '/api/sendemail',
    {
      config: { permission: 'public' },
      // SPEC's client sends only the six fields: tell the form by its message (see inferContactSource).
      preValidation: async (request) => {
        const body: unknown = request.body;
        if (isRecord(body) && body.source === undefined) body.source = inferContactSource(body);
      },
      schema: {
        tags: ['público'],
        summary:
          'Solicitud de contacto (diálogo de la portada o página /contacto): se guarda y se envía por email a ventas',
        body: sendEmailRequest,
        response: { 200: contactResponse, ...errors },
      },
    },
    async (request) => receiveContactRequest(db, depsFor(request.log), request.body, clientInfo(request)),
  );

  app.post(
    '/sendemail/customplan',
    {
      config: { permission: 'public' },
      // SPEC: this client reads `error`, not `message`: every error answer here carries both.
      preSerialization: async (_request, reply, payload: unknown) =>
        reply.statusCode >= 400 && isRecord(payload) && typeof payload.message === 'string'
          ? { ...payload, error: payload.message }
          : payload,
      schema: {
        tags: ['público'],
        summary: 'Solicitud de plan personalizado: se guarda y se envía por email a ventas',
        body: customPlanRequest,
        response: { 200: contactResponse, ...customPlanErrors },
      },
    },
    async (request) => receiveCustomPlanRequest(db, depsFor(request.log), request.body, clientInfo(request)),
  );

  app.get(
    '/api/admin/contact-requests',
    {
      config: { permission: 'read:contact-request' },
      schema: {
        tags: ['plataforma'],
        summary:
          'Solicitudes de contacto y de plan personalizado recibidas (más reciente primero); ?status=open|handled para las abiertas o las atendidas',
        querystring: listContactRequestsQuery,
        response: { 200: listContactRequestsResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => listForPlatformAdmin(db, request.query),
  );

  app.patch(
    '/api/admin/contact-requests/:id',
    {
      config: { permission: 'manage:contact-request' },
      schema: {
        tags: ['plataforma'],
        summary: 'Marcar una solicitud de contacto como atendida (handled: true) o reabrirla (handled: false)',
        params: contactRequestIdParams,
        body: updateContactRequestRequest,
        response: {
          200: updateContactRequestResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) =>
      markContactRequest(db, { user: currentUser(request), ip: request.ip }, request.params.id, request.body),
  );
};
