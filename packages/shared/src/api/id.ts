import { z } from 'zod';

/**
 * Ids are bounded by their column: most are PostgreSQL `integer` (a larger number names nothing,
 * and sent to the database as a parameter it fails the cast: a 500). The clock record's, the
 * petitions' and the notifications' identities are `bigint`, which the API carries as JSON numbers
 * up to JavaScript's safe integer.
 */
export const MAX_ID = 2_147_483_647;
export const MAX_BIGINT_ID = Number.MAX_SAFE_INTEGER;
export const ID_INVALID_MESSAGE = 'Identificador no válido';

/**
 * An id in a body or a query: 1..2147483647, also as the digits a URL or a select gives.
 * Anything else is bad input (400 with `message`). `Input` narrows what it takes after a transform.
 */
export const idSchema = <Input = unknown>(message: string = ID_INVALID_MESSAGE, max: number = MAX_ID) =>
  z.coerce.number<Input>({ error: message }).int(message).min(1, message).max(max, message);

/** Marks the issue plugins/errors.ts answers with 404 instead of 400. */
export const NOT_FOUND_ISSUE = { notFound: true } as const;

/**
 * An id in a path. Digits past the integer range are a well-formed address of something that
 * cannot exist: 404 with the module's `notFoundMessage`, as an unknown id in range gets.
 * Anything that is not a positive whole number is bad input (400 with `invalidMessage`).
 */
export const pathIdSchema = (
  notFoundMessage: string,
  invalidMessage: string = ID_INVALID_MESSAGE,
  max: number = MAX_ID,
) =>
  z.coerce
    .number({ error: invalidMessage })
    .superRefine((value, ctx) => {
      if (!Number.isInteger(value) || value < 1) ctx.addIssue({ code: 'custom', message: invalidMessage });
      else if (value > max) ctx.addIssue({ code: 'custom', message: notFoundMessage, params: NOT_FOUND_ISSUE });
    })
    .meta({ type: 'integer', minimum: 1, maximum: max });
