import { errorResponse } from '@jornada/shared/api/error';
import { posQrResponse } from '@jornada/shared/api/kiosk-qr';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPos } from '../../plugins/auth';
import { type KioskQrKey, showKioskQr } from './kiosk-qr.service';

export interface KioskQrRoutesOptions {
  kioskQrKey: KioskQrKey;
}

/** The QR the kiosk's idle screen shows (ADR 012, QR clock-in). Its use is on the web's clock calls. */
export const kioskQrRoutes: FastifyPluginAsyncZod<KioskQrRoutesOptions> = async (app, { kioskQrKey }) => {
  app.get(
    '/api/pos/qr',
    {
      config: { permission: 'show:pos-qr' },
      schema: {
        tags: ['POS'],
        summary: 'Código QR del terminal para fichar desde el móvil (cambia cada 30 s, vale 60 s)',
        response: { 200: posQrResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return showKioskQr(kioskQrKey, currentPos(request));
    },
  );
};
