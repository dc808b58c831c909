import { errorResponse } from '@jornada/shared/api/error';
import { registerBundleQuery } from '@jornada/shared/api/reports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/tenant';
import { currentActor } from '../../../plugins/auth';
import type { RecordSigningKey } from '../../record/signing-key';
import { getBundleContents } from './bundle.service';
import { sendBundle } from './send-bundle';

/** The month's verifiable bundle of the register, for the actor's reach. */
export const bundleRoutes: FastifyPluginAsyncZod<{ db: Db; signingKey: () => RecordSigningKey }> = async (
  app,
  { db, signingKey },
) => {
  app.get(
    '/api/reports/register/bundle',
    {
      config: {
        permission: 'read:register',
        apiKeyScope: 'register:read',
        fileResponse: { description: 'El paquete mensual (ZIP)', contentTypes: ['application/zip'] },
      },
      schema: {
        tags: ['informes'],
        summary:
          'Paquete mensual del registro (ZIP): PDF, CSV y XLSX del mes, un PDF por trabajador y los eventos sellados del mes (events.jsonl), sus resúmenes firmados (digests.jsonl), manifest.json con las huellas SHA-256 y las cabezas de las cadenas, y manifest.sig, su firma Ed25519 con la clave del registro (comprobable con verify-bundle, también sin conexión con la clave pública)',
        querystring: registerBundleQuery,
        response: { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const contents = await getBundleContents(db, currentActor(request), request.query, new Date(), request.ip);
      // A ZIP stream, not JSON: sent through the untyped reply so no response schema applies.
      return sendBundle(reply as FastifyReply, contents, signingKey(), request.log);
    },
  );
};
