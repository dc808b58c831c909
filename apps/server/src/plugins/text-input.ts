import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

export const NUL_MESSAGE = 'El texto contiene un carácter no válido (nulo)';

/** Whether any string in a parsed body, query or params holds U+0000 (bounded: bodies are small). */
export function hasNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasNulCharacter(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNulCharacter(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold U+0000: such a value reached the database as an "invalid byte
 * sequence" error, a 500, and in SQL text sent by the simple protocol (the clock action's commit
 * message) it would cut the statement short. Refused up front as bad input, for every route.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (hasNulCharacter(request.body) || hasNulCharacter(request.query) || hasNulCharacter(request.params)) {
      throw new AppError('BAD_REQUEST', NUL_MESSAGE);
    }
  });
});
