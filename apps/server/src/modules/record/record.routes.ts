import { errorResponse } from '@jornada/shared/api/error';
import { listRecordDigestsQuery, listRecordDigestsResponse, recordPublicKeyResponse } from '@jornada/shared/api/record';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/tenant';
import { currentUser } from '../../plugins/auth';
import { listRecordDigests, publicKeyResponse } from './record.service';
import type { RecordSigningKey } from './signing-key';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export interface RecordRoutesOptions {
  db: Db;
  /** The signing key, read (or generated) on first use: see loadSigningKey. */
  signingKey: () => RecordSigningKey;
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
};
