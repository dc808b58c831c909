import { z } from 'zod';

/**
 * Ids are PostgreSQL `integer` columns: a larger number names nothing, and sent to the database
 * as a parameter it fails the cast (a 500). The one bound for every id the API accepts; the few
 * `bigint` identities (petitions, workshifts, notifications) stay far below it in practice.
 */
export const MAX_ID = 2_147_483_647;
export const ID_INVALID_MESSAGE = 'Identificador no válido';

/**
 * An id in a body or a query: 1..2147483647, also as the digits a URL or a select gives.
 * Anything else is bad input (400 with `message`). `Input` narrows what it takes after a transform.
 */
export const idSchema = <Input = unknown>(message: string = ID_INVALID_MESSAGE) =>
  z.coerce.number<Input>({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/** Marks the issue plugins/errors.ts answers with 404 instead of 400. */
export const NOT_FOUND_ISSUE = { notFound: true } as const;

/**
 * An id in a path. Digits past the integer range are a well-formed address of something that
 * cannot exist: 404 with the module's `notFoundMessage`, as an unknown id in range gets.
 * Anything that is not a positive whole number is bad input (400 with `invalidMessage`).
 */
export const pathIdSchema = (notFoundMessage: string, invalidMessage: string = ID_INVALID_MESSAGE) =>
  z.coerce
    .number({ error: invalidMessage })
    .superRefine((value, ctx) => {
      if (!Number.isInteger(value) || value < 1) ctx.addIssue({ code: 'custom', message: invalidMessage });
      else if (value > MAX_ID) ctx.addIssue({ code: 'custom', message: notFoundMessage, params: NOT_FOUND_ISSUE });
    })
    .meta({ type: 'integer', minimum: 1, maximum: MAX_ID });
