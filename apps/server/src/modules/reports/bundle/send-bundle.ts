import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { type BundleContents, bundleFilename, streamBundle } from './build-bundle';

/** Streams a bundle as the response (application/zip, as a download); the body is never held whole. */
export function sendBundle(reply: FastifyReply, contents: BundleContents, log: FastifyBaseLogger) {
  const stream = streamBundle(contents, (error) => log.error({ err: error }, 'paquete mensual interrumpido'));
  reply.header('content-disposition', `attachment; filename="${bundleFilename(contents)}"`);
  reply.header('cache-control', 'no-store');
  return reply.type('application/zip').send(stream);
}
