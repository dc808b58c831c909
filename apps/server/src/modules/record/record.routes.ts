import { errorResponse } from '@jornada/shared/api/error';
import { listRecordDigestsQuery, listRecordDigestsResponse, recordPublicKeyResponse } from '@jornada/shared/api/record';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import type { Mailer } from '../../lib/mailer';
import { currentUser } from '../../plugins/auth';
import { startDigestSweep } from './digest-sweep';
import { publishCheckpoints, publishDigests } from './publish-digests';
import { listRecordDigests, publicKeyResponse } from './record.service';
import type { RecordSigningKey } from './signing-key';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export interface RecordRoutesOptions {
  db: Db;
  /** The signing key, read (or generated) on first use: see loadSigningKey. */
  signingKey: () => RecordSigningKey;
  /** Minutes between runs of the daily digest job; 0 runs none. */
  digestSweepMinutes: number;
  /** Minutes between runs of the checkpoint job; 0 runs none. */
  checkpointMinutes: number;
  /** Sends the day's digest to the company admins who want it. */
  mailer: Mailer;
}

export const recordRoutes: FastifyPluginAsyncZod<RecordRoutesOptions> = async (app, options) => {
  const { db, signingKey } = options;
  const tags = ['registro'];

  app.get(
    '/api/record/digests',
    {
      config: { permission: 'read:record-digest' },
      schema: {
        tags,
        summary:
          'Resúmenes diarios firmados del registro de jornada de la empresa en un mes: raíz de Merkle de las cabezas de cadena, firmada con Ed25519 (ADR 008)',
        querystring: listRecordDigestsQuery,
        response: { 200: listRecordDigestsResponse, ...errors },
      },
    },
    async (request) => listRecordDigests(db, currentUser(request), request.query.month),
  );

  app.get(
    '/api/record/public-key',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Clave pública (Ed25519, PEM) con la que se comprueban las firmas de los resúmenes del registro',
        response: { 200: recordPublicKeyResponse, ...errors },
      },
    },
    async () => publicKeyResponse(signingKey()),
  );

  const mail = { mailer: options.mailer, log: app.log };
  const stopSweep = startDigestSweep({
    minutes: options.digestSweepMinutes,
    publish: () => publishDigests(db, signingKey(), { now: new Date(), mail }),
    log: app.log,
  });
  // Same chain, same lock: a checkpoint and the daily digest never link to the same tip.
  const stopCheckpoints = startDigestSweep({
    minutes: options.checkpointMinutes,
    publish: () => publishCheckpoints(db, signingKey(), { now: new Date() }),
    log: app.log,
    failureMessage: 'publicación de los puntos de control del registro fallida',
  });
  app.addHook('onClose', async () => {
    stopSweep();
    stopCheckpoints();
  });
};
