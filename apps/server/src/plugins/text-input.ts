import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

export const NUL_MESSAGE = 'El texto contiene un carácter no válido (nulo)';
export const LONE_SURROGATE_MESSAGE = 'El texto contiene un carácter no válido (mal codificado)';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type BadCharacter = 'nul' | 'lone-surrogate';

function badCharacterIn(text: string): BadCharacter | null {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'lone-surrogate' : null;
}

/**
 * The first bad character in any string (keys included) of a parsed body, query or params. Walked
 * without recursion, so no nesting depth lets one through (the body limit bounds the work).
 */
export function findBadCharacter(value: unknown): BadCharacter | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      const found = badCharacterIn(item);
      if (found) return found;
    } else if (Array.isArray(item)) {
      for (const nested of item) pending.push(nested);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, nested] of Object.entries(item)) {
        const found = badCharacterIn(key);
        if (found) return found;
        pending.push(nested);
      }
    }
  }
  return null;
}

const messages: Record<BadCharacter, string> = { nul: NUL_MESSAGE, 'lone-surrogate': LONE_SURROGATE_MESSAGE };

/**
 * Text PostgreSQL cannot hold, refused up front as bad input, for every route:
 * - U+0000: text columns reject it ("invalid byte sequence", a 500), and in SQL text sent by the
 *   simple protocol (the clock action's commit message) it would cut the statement short.
 * - A lone UTF-16 surrogate (JSON allows "\ud800"): it has no UTF-8 form, so a jsonb column
 *   refuses it ("unsupported Unicode escape sequence", a 500) and a text column would store U+FFFD,
 *   not what was sent. A well-formed pair (an emoji) is a real character and passes.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const found = findBadCharacter(request.body) ?? findBadCharacter(request.query) ?? findBadCharacter(request.params);
    if (found) throw new AppError('BAD_REQUEST', messages[found]);
  });
});
