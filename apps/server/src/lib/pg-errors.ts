/** PostgreSQL's unique_violation (23505): a concurrent insert won a race a check could not see. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/** The name of the constraint a PostgreSQL error is about (e.g. which unique index a race lost on). */
export function violatedConstraint(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const constraint = (error as { constraint?: unknown }).constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

/** What a request hears while the database does not answer (plugins/errors.ts answers it as a 503). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'La base de datos no está disponible en este momento. Vuelve a intentarlo en unos segundos.';

// PostgreSQL shutting down or restarting (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
// cannot_connect_now) or out of connections (53300); class 08 is any lost or refused connection.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// The socket's own errors, before PostgreSQL has said anything.
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres's own errors, which carry no code: a connection that ended or never opened in time.
const UNAVAILABLE_DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
];

/**
 * Whether an error only says that the database cannot be reached right now (PostgreSQL restarting, a
 * connection dropped or refused): the same request may succeed a moment later, and the pool opens new
 * connections by itself, so the app needs no restart.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // A host name with several addresses refuses on each: Node reports them together.
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}

/**
 * Whether the embedded database failed to write its files: disk full (53100), an I/O error (58030),
 * or a file it may not write (a read-only or foreign DATA_DIR: PostgreSQL reports EACCES and EROFS as
 * 42501 "could not …"), or the WebAssembly engine itself aborted. After one of these PGlite must not
 * be asked anything else: a statement after a failed WAL write spins forever and blocks the process.
 */
export function isStorageFailure(error: unknown): boolean {
  if (error instanceof Error && error.name === 'RuntimeError') return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === '53100' || code === '58030') return true;
  return code === '42501' && typeof message === 'string' && message.startsWith('could not ');
}
