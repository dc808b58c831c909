/** The one error type the services throw; plugins/errors.ts maps it to HTTP once. */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  // GET /api/events asked for without Accept: text/event-stream (ADR 016).
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  GONE: 410,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  // The database does not answer (PostgreSQL restarting, the embedded one stopped): try again later.
  UNAVAILABLE: 503,
  DATA_DIR_LOCKED: 500,
  INTERNAL: 500,
} as const;

export type AppErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: {
      fields?: Record<string, string>;
      retryAfterSeconds?: number;
      /** More fields of the body, declared in errorResponse (the MFA flags and their code, ADR 015). */
      extra?: Record<string, unknown>;
    },
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus[this.code];
  }
}
