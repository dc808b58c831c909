import type { PGlite, Results } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { AppError } from '../lib/app-error';
import { isStorageFailure } from '../lib/pg-errors';

/**
 * A pg-Pool look-alike over one embedded PGlite connection, so Kysely's own PostgresDialect (and
 * therefore the exact same SQL) runs on both databases. PGlite has a single session: callers are
 * queued so one transaction never interleaves with another.
 */
// bigint and numeric come back as strings, as node-postgres returns them, so both drivers agree.
const parsers = { 20: (value: string) => value, 1700: (value: string) => value };

/** What every request hears once the embedded database has stopped (the log says why, and what to do). */
export const EMBEDDED_STOPPED_MESSAGE =
  'El servidor no puede guardar datos ahora (disco lleno o sin permiso de escritura). Avisa al administrador: lo registrado hasta ahora está a salvo.';

export interface PglitePool extends PostgresPool {
  /** Set once PGlite failed to write its files: from then on nothing reaches it (see isStorageFailure). */
  readonly failure: Error | undefined;
  /** Nothing more reaches PGlite through this pool (its instance goes on, for another owner). */
  close(): void;
}

export function createPglitePool(pglite: PGlite, onFailure: (cause: unknown) => void = () => {}): PglitePool {
  let tail: Promise<void> = Promise.resolve();
  let failure: AppError | undefined;
  let isClosed = false;
  const run = async <R>(sql: string, parameters: readonly unknown[]) => {
    if (failure) throw failure;
    if (isClosed) throw new Error('PGlite is closed');
    try {
      // Text without parameters may hold several statements (as node-postgres's simple protocol
      // allows, see withTenant): PGlite runs those through exec, and the last result is the answer.
      return parameters.length === 0 && sql.includes(';')
        ? ((await pglite.exec(sql, { parsers })).at(-1) as Results<R>)
        : await pglite.query<R>(sql, parameters as unknown[], { parsers });
    } catch (error) {
      if (!isStorageFailure(error)) throw error;
      // Not even the ROLLBACK: the files stay as the last commit left them, which a restart recovers.
      failure = new AppError('UNAVAILABLE', EMBEDDED_STOPPED_MESSAGE);
      onFailure(error);
      throw failure;
    }
  };

  return {
    get failure() {
      return failure;
    },
    async connect(): Promise<PostgresPoolClient> {
      if (failure) throw failure;
      let release!: () => void;
      const previous = tail;
      tail = new Promise<void>((resolve) => {
        release = resolve;
      });
      await previous;
      let isReleased = false;
      return {
        async query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
          const result = await run<R>(sql, parameters);
          const command = sql.trimStart().split(/\s/, 1)[0]?.toUpperCase() ?? '';
          return {
            command: command as PostgresQueryResult<R>['command'],
            rowCount: result.affectedRows ?? result.rows.length,
            rows: result.rows,
          };
        },
        release() {
          if (isReleased) return;
          isReleased = true;
          release();
        },
      } as PostgresPoolClient;
    },
    close() {
      isClosed = true;
    },
    async end() {
      // The PGlite instance is closed by its owner (see create-database.ts).
    },
  };
}
