import { isDeepStrictEqual } from 'node:util';
import { NOT_FOUND_ISSUE } from '@jornada/shared/api/id';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

const isNotFoundIssue = (params: unknown) =>
  typeof params === 'object' &&
  params !== null &&
  'params' in params &&
  isDeepStrictEqual(params.params, NOT_FOUND_ISSUE);

const fieldOf = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';

/** Maps every error to `{ message }` in Spanish, once. Unknown errors never leak their text. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.details?.retryAfterSeconds) reply.header('retry-after', error.details.retryAfterSeconds);
      return reply
        .status(error.status)
        .send({ message: error.message, code: error.code, fields: error.details?.fields });
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
    const messages: Record<string, string> = {
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la petición está vacío',
      FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la petición no es JSON válido',
      FST_ERR_CTP_BODY_TOO_LARGE: 'El cuerpo de la petición es demasiado grande',
    };
    const message =
      messages[error.code] ?? (error.code === 'FST_ERR_VALIDATION' ? 'Datos no válidos' : 'Petición no válida');
    return reply.status(status).send({ message, code: error.code });
  });
});
