import type { FastifyRequest } from 'fastify';

/** An inspector link's token in a path: only its hash is kept anywhere, the request log included. */
const INSPECTOR_TOKEN = /(\/inspeccion\/)[^/?#]+/;

export function redactUrl(url: string): string {
  return url.replace(INSPECTOR_TOKEN, '$1[token]');
}

/** Fastify's request serializer (as pino's standard one) with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
