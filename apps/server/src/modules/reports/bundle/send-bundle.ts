import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { RecordSigningKey } from '../../record/signing-key';
import { type BundleContents, bundleFilename, streamBundle } from './build-bundle';

/** Streams a bundle as the response (application/zip, as a download); the body is never held whole. */
export function sendBundle(
  reply: FastifyReply,
  contents: BundleContents,
  key: RecordSigningKey,
  log: FastifyBaseLogger,
) {
  const stream = streamBundle(contents, key, (error) => log.error({ err: error }, 'paquete mensual interrumpido'));
  reply.header('content-disposition', `attachment; filename="${bundleFilename(contents)}"`);
  reply.header('cache-control', 'no-store');
  return reply.type('application/zip').send(stream);
}
