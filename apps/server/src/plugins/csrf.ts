import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { bearerOf } from './auth';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Where state-changing calls live: the API, and SPEC's one call outside it (POST /sendemail/customplan). */
const GUARDED_PREFIXES = ['/api/', '/sendemail/'];

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function isSameSite(request: FastifyRequest, allowedOrigins: Set<string>): boolean {
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') return false;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== requestOrigin(request) && !allowedOrigins.has(origin)) return false;
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

export interface CsrfPluginOptions {
  publicUrl?: string;
  /** Whether a bearer token is an API key's (the api-keys module's rule, handed in by app.ts: ADR 026). */
  isApiKeyToken: (token: string) => boolean;
}

/**
 * State changes need the X-Requested-With header SPEC's client always sends (a cross-site form
 * cannot set it, and a cross-site fetch with it needs a CORS preflight we never grant), plus, when
 * the browser says where the request comes from, that it comes from this origin.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, options: CsrfPluginOptions) => {
  const allowedOrigins = new Set<string>();
  if (options.publicUrl) allowedOrigins.add(new URL(options.publicUrl).origin);

  app.addHook('onRequest', async (request) => {
    // The matched route's path, not the raw URL: the router decodes %-escapes, so /%61pi/login
    // reaches POST /api/login while its raw URL does not start with /api/.
    const path = request.routeOptions.url ?? request.url;
    if (SAFE_METHODS.has(request.method) || !GUARDED_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
    // An integration's server calling with its API key: a browser never attaches an
    // Authorization header by itself, so a cross-site request cannot carry one, and the auth guard
    // judges the key alone (no cookie). Its clients need not pretend to be the SPA.
    const bearer = bearerOf(request);
    if (bearer?.token && options.isApiKeyToken(bearer.token)) return;
    if (!isSameSite(request, allowedOrigins)) {
      throw new AppError('FORBIDDEN', 'Solicitud rechazada por seguridad (CSRF). Recarga la página.');
    }
  });
});
