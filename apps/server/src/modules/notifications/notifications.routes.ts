import { errorResponse } from '@jornada/shared/api/error';
import {
  getNotificationPreferencesResponse,
  updateNotificationPreferencesRequest,
  updateNotificationPreferencesResponse,
} from '@jornada/shared/api/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import { currentUser } from '../../plugins/auth';
import { getNotificationPreferences, updateNotificationPreferences } from './notifications.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export interface NotificationsRoutesOptions {
  db: Db;
}

export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['notificaciones'];

  app.get(
    '/api/notification-preferences',
    {
      config: { permission: 'read:notification' },
      schema: {
        tags,
        summary: 'Qué avisos recibo por email (/email-notifications); todos activados por defecto',
        response: { 200: getNotificationPreferencesResponse, ...errors },
      },
    },
    async (request) => getNotificationPreferences(db, currentUser(request)),
  );

  app.put(
    '/api/notification-preferences',
    {
      config: { permission: 'update:notification-preference' },
      schema: {
        tags,
        summary: 'Cambiar qué avisos recibo por email (cualquiera de los tres; el resto se mantiene)',
        body: updateNotificationPreferencesRequest,
        response: { 200: updateNotificationPreferencesResponse, ...errors },
      },
    },
    async (request) => updateNotificationPreferences(db, currentUser(request), request.body),
  );
};
