import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * State changes need the X-Requested-With header SPEC's client always sends (a cross-site form
 * cannot set it, and a cross-site fetch with it needs a CORS preflight we never grant), plus, when
 * the browser says where the request comes from, that it comes from this origin.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, options: { publicUrl?: string }) => {
  const allowedOrigins = new Set<string>();
  if (options.publicUrl) allowedOrigins.add(new URL(options.publicUrl).origin);

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const rejected = new AppError('FORBIDDEN', 'Solicitud rechazada por seguridad (CSRF). Recarga la página.');
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw rejected;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== requestOrigin(request) && !allowedOrigins.has(origin)) throw rejected;
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') throw rejected;
  });
});
