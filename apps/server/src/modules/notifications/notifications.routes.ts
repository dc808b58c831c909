import { errorResponse } from '@jornada/shared/api/error';
import {
  getNotificationPreferencesResponse,
  updateNotificationPreferencesRequest,
  updateNotificationPreferencesResponse,
} from '@jornada/shared/api/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import type { Mailer } from '../../lib/mailer';
import { currentUser } from '../../plugins/auth';
import {
  getNotificationPreferences,
  notifyForgottenClockouts,
  updateNotificationPreferences,
} from './notifications.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export interface NotificationsRoutesOptions {
  db: Db;
  mailer: Mailer;
  /** Base of the links in emails sent without a request (the forgotten clock-out sweep). */
  baseUrl: string;
  /** Minutes between forgotten clock-out sweeps; 0 (tests) runs none. */
  forgottenSweepMinutes: number;
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

  if (options.forgottenSweepMinutes > 0) {
    const mail = { mailer: options.mailer, baseUrl: options.baseUrl.replace(/\/$/, ''), log: app.log };
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      notifyForgottenClockouts(db, mail)
        .catch((error: unknown) => app.log.error({ err: error }, 'aviso de jornadas sin cerrar fallido'))
        .finally(() => {
          running = false;
        });
    }, options.forgottenSweepMinutes * 60_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
