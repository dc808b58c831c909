import { errorResponse } from '@jornada/shared/api/error';
import {
  getRecentNotificationsResponse,
  markAllNotificationsReadResponse,
  markNotificationReadParams,
  markNotificationReadResponse,
} from '@jornada/shared/api/notifications';
import { createPetitionRequest } from '@jornada/shared/api/petition-requests';
import {
  cancelPetitionResponse,
  createPetitionResponse,
  decidePetitionRequest,
  decidePetitionResponse,
  getNewPetitionsQuery,
  getNewPetitionsResponse,
  getPendingCountResponse,
  getPetitionResponse,
  getRecentUpdatesQuery,
  getRecentUpdatesResponse,
  getRegistrosQuery,
  getRegistrosResponse,
  getTicketsResponse,
  listPetitionsQuery,
  listPetitionsResponse,
  petitionIdParams,
} from '@jornada/shared/api/petitions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import type { Mailer } from '../../lib/mailer';
import { currentUser } from '../../plugins/auth';
import type { NotificationMailContext } from '../notifications/notification-mail';
import { getRecentNotifications, markAllRead, markRead } from '../notifications/notifications.service';
import { cancelPetition } from './cancel-petition';
import { decidePetition } from './decide-petition';
import { createPetition } from './file-petition';
import type { PetitionActor } from './petition-rules';
import {
  getNewPetitions,
  getPendingCount,
  getPetition,
  getRecentUpdates,
  getRegistros,
  listPetitions,
  listTickets,
} from './petitions.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export interface PetitionsRoutesOptions {
  db: Db;
  mailer: Mailer;
  /** config.publicOrigin: the base of every absolute link. */
  publicOrigin: string;
}

export const petitionsRoutes: FastifyPluginAsyncZod<PetitionsRoutesOptions> = async (app, options) => {
  const { db } = options;
  const actorOf = (request: FastifyRequest): PetitionActor => ({
    user: currentUser(request),
    ip: request.ip,
    sessionId: request.session?.sessionId ?? null,
  });
  // Links in emails point at PUBLIC_URL when configured, else at the origin the user came from.
  const mailOf = (request: FastifyRequest): NotificationMailContext => ({
    mailer: options.mailer,
    baseUrl: options.publicOrigin,
    log: request.log,
  });
  const tags = ['peticiones'];

  app.post(
    '/api/petitions',
    {
      config: { permission: 'create:petition' },
      schema: {
        tags,
        summary:
          'Crear una petición (table_name tickets, vacations o wscorrections). Se asigna a los managers del trabajador o, si no tiene, a los administradores; la de un manager o administrador, a los administradores. Una corrección de la jornada de otra persona (manager de su equipo o administrador) se asigna a ese trabajador para que la acepte',
        body: createPetitionRequest,
        response: { 200: createPetitionResponse, ...errors },
      },
    },
    async (request) => createPetition(db, mailOf(request), actorOf(request), request.body),
  );

  app.get(
    '/api/petitions',
    {
      config: { permission: 'read:petition' },
      schema: {
        tags,
        summary:
          'Peticiones: view=inbox (asignadas a mí, no hechas por mí), outbox (hechas por mí) o all (todas a mi alcance: el administrador, la empresa; un manager, las suyas y las de su equipo). Más recientes primero',
        querystring: listPetitionsQuery,
        response: { 200: listPetitionsResponse, ...errors },
      },
    },
    async (request) => listPetitions(db, currentUser(request), request.query),
  );

  app.get(
    '/api/petitions/tickets',
    {
      config: { permission: 'read:petition', isBackgroundPoll: true },
      schema: {
        tags,
        summary: 'Incidencias (SPEC §3 Ticket) a mi alcance, más recientes primero',
        response: { 200: getTicketsResponse, ...errors },
      },
    },
    async (request) => listTickets(db, currentUser(request)),
  );

  app.get(
    '/api/petitions/pending-count',
    {
      config: { permission: 'read:petition', isBackgroundPoll: true, etag: true },
      schema: {
        tags,
        summary: 'Peticiones pendientes asignadas a mí y no hechas por mí (SPEC §6)',
        response: { 200: getPendingCountResponse, ...errors },
      },
    },
    async (request) => getPendingCount(db, currentUser(request)),
  );

  app.get(
    '/api/petitions/recent-updates',
    {
      config: { permission: 'read:petition', isBackgroundPoll: true },
      schema: {
        tags,
        summary:
          '¿Han decidido alguna de mis peticiones desde el cursor `since`? Sin `since`: ¿hay alguna decisión sin leer? Devuelve el cursor nuevo',
        querystring: getRecentUpdatesQuery,
        response: { 200: getRecentUpdatesResponse, ...errors },
      },
    },
    async (request) => getRecentUpdates(db, currentUser(request), request.query.since),
  );

  app.get(
    '/api/petitions/new-petitions',
    {
      config: { permission: 'read:petition', isBackgroundPoll: true },
      schema: {
        tags,
        summary:
          '¿Me han asignado alguna petición desde el cursor `since`? Sin `since`: ¿hay alguna sin leer? Devuelve el cursor nuevo',
        querystring: getNewPetitionsQuery,
        response: { 200: getNewPetitionsResponse, ...errors },
      },
    },
    async (request) => getNewPetitions(db, currentUser(request), request.query.since),
  );

  app.get(
    '/api/petitions/registros',
    {
      config: { permission: 'read:petition', isBackgroundPoll: true },
      schema: {
        tags,
        summary:
          'Registros de peticiones (SPEC §3 Petition record): assigned_to_me=true, las asignadas a mí (bandeja de entrada); si no, las mías',
        querystring: getRegistrosQuery,
        response: { 200: getRegistrosResponse, ...errors },
      },
    },
    async (request) => getRegistros(db, currentUser(request), request.query),
  );

  app.get(
    '/api/petitions/notifications/recent',
    {
      config: { permission: 'read:notification', isBackgroundPoll: true, etag: true },
      schema: {
        tags,
        summary: "Mis notificaciones más recientes (id 'ticket_12', 'vacation_3'…; el prefijo es el tipo)",
        response: { 200: getRecentNotificationsResponse, ...errors },
      },
    },
    async (request) => getRecentNotifications(db, currentUser(request)),
  );

  app.post(
    '/api/petitions/notifications/read-all',
    {
      config: { permission: 'read:notification' },
      schema: {
        tags,
        summary: 'Marcar todas mis notificaciones como leídas',
        response: { 200: markAllNotificationsReadResponse, ...errors },
      },
    },
    async (request) => markAllRead(db, currentUser(request)),
  );

  app.post(
    '/api/petitions/notifications/:id/read',
    {
      config: { permission: 'read:notification' },
      schema: {
        tags,
        summary: 'Marcar una notificación mía como leída',
        params: markNotificationReadParams,
        response: { 200: markNotificationReadResponse, ...errors },
      },
    },
    async (request) => markRead(db, currentUser(request), request.params.id),
  );

  app.get(
    '/api/petitions/:id',
    {
      config: { permission: 'read:petition' },
      schema: {
        tags,
        summary: 'Una petición a mi alcance, con lo que puedo hacer con ella (can_decide, can_cancel)',
        params: petitionIdParams,
        response: { 200: getPetitionResponse, ...errors },
      },
    },
    async (request) => getPetition(db, currentUser(request), request.params.id),
  );

  app.post(
    '/api/petitions/:id/decision',
    {
      config: { permission: 'decide:petition' },
      schema: {
        tags,
        summary:
          'Aprobar o rechazar (con motivo) una petición pendiente asignada a mí; el administrador, cualquiera de la empresa salvo las que solo el trabajador puede aceptar. Una corrección aprobada se añade al registro como evento de corrección',
        params: petitionIdParams,
        body: decidePetitionRequest,
        response: { 200: decidePetitionResponse, ...errors },
      },
    },
    async (request) => decidePetition(db, mailOf(request), actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/petitions/:id/cancel',
    {
      config: { permission: 'cancel:petition' },
      schema: {
        tags,
        summary: 'Cancelar una petición pendiente que hice yo (queda registrada como cancelada)',
        params: petitionIdParams,
        response: { 200: cancelPetitionResponse, ...errors },
      },
    },
    async (request) => cancelPetition(db, actorOf(request), request.params.id),
  );
};
