import type { Socket } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { NOT_FOUND_ISSUE } from '@jornada/shared/api/id';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../lib/pg-errors';

const isNotFoundIssue = (params: unknown) =>
  typeof params === 'object' &&
  params !== null &&
  'params' in params &&
  isDeepStrictEqual(params.params, NOT_FOUND_ISSUE);

const fieldOf = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';

/** Maps every error to `{ message }` in Spanish, once. Unknown errors never leak their text. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    // PostgreSQL restarting or out of reach: a 503 to try again, not a 500 (the pool reconnects by itself).
    const error = isDatabaseUnavailable(thrown)
      ? new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, { retryAfterSeconds: 5 })
      : thrown;
    if (error !== thrown) request.log.warn({ err: thrown }, 'base de datos no disponible');
    if (error instanceof AppError) {
      if (error.details?.retryAfterSeconds) reply.header('retry-after', error.details.retryAfterSeconds);
      return reply
        .status(error.status)
        .send({ message: error.message, code: error.code, fields: error.details?.fields, ...error.details?.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path id past the id range (shared api/id.ts): the thing cannot exist, answered as an unknown one.
      const notFound = error.validation.find((issue) => isNotFoundIssue(issue.params));
      if (notFound) return reply.status(404).send({ message: notFound.message, code: 'NOT_FOUND' });
      const fields: Record<string, string> = {};
      for (const issue of error.validation) fields[fieldOf(issue.instancePath)] ??= issue.message ?? '';
      const first = error.validation[0];
      return reply.status(400).send({
        message: first ? first.message : 'Datos no válidos',
        code: 'BAD_REQUEST',
        fields,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'respuesta fuera de su esquema');
      return reply.status(500).send({ message: 'Error interno del servidor', code: 'INTERNAL' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'error no controlado');
      return reply.status(500).send({ message: 'Error interno del servidor', code: 'INTERNAL' });
    }
    return reply.status(status).send({ message: fastifyMessageOf(error), code: error.code });
  });
});

/** Fastify's own refusals, which say what went wrong in English. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la petición está vacío',
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la petición no es JSON válido',
  FST_ERR_CTP_BODY_TOO_LARGE: 'El cuerpo de la petición es demasiado grande',
  FST_ERR_VALIDATION: 'Datos no válidos',
  FST_ERR_BAD_URL: 'La dirección no es válida',
  FST_ERR_MAX_PARAM_LENGTH: 'La dirección es demasiado larga',
};

const fastifyMessageOf = (error: FastifyError) => fastifyMessages[error.code] ?? 'Petición no válida';

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route (and so the error handler)
 * is reached, a path with a bad %-escape or a parameter past maxParamLength, which it would
 * otherwise answer with its English text.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  reply.status(error.statusCode ?? 400).send({ message: fastifyMessageOf(error), code: error.code });
}

/** Node's HTTP parser refusals, answered before Fastify has a request: its own body is in English. */
const clientErrors: Record<string, { status: number; reason: string; message: string; code: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: 'La petición ha tardado demasiado en llegar. Inténtalo de nuevo.',
    code: 'REQUEST_TIMEOUT',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'La dirección o las cabeceras de la petición son demasiado grandes',
    code: 'HEADERS_TOO_LARGE',
  },
};
const BAD_REQUEST = { status: 400, reason: 'Bad Request', message: 'Petición no válida', code: 'BAD_REQUEST' };

/** Fastify's `clientErrorHandler`: the same `{ message, code }` in Spanish as every other refusal. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = (error.code && clientErrors[error.code]) || BAD_REQUEST;
  const body = JSON.stringify({ message: answer.message, code: answer.code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
