import type { PGlite, Results } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * A pg-Pool look-alike over one embedded PGlite connection, so Kysely's own PostgresDialect (and
 * therefore the exact same SQL) runs on both databases. PGlite has a single session: callers are
 * queued so one transaction never interleaves with another.
 */
// bigint and numeric come back as strings, as node-postgres returns them, so both drivers agree.
const parsers = { 20: (value: string) => value, 1700: (value: string) => value };

export function createPglitePool(pglite: PGlite): PostgresPool {
  let tail: Promise<void> = Promise.resolve();

  return {
    async connect(): Promise<PostgresPoolClient> {
      let release!: () => void;
      const previous = tail;
      tail = new Promise<void>((resolve) => {
        release = resolve;
      });
      await previous;
      let isReleased = false;
      return {
        async query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
          // Text without parameters may hold several statements (as node-postgres's simple protocol
          // allows, see withTenant): PGlite runs those through exec, and the last result is the answer.
          const result =
            parameters.length === 0 && sql.includes(';')
              ? ((await pglite.exec(sql, { parsers })).at(-1) as Results<R>)
              : await pglite.query<R>(sql, parameters as unknown[], { parsers });
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
    async end() {
      // The PGlite instance is closed by its owner (see create-database.ts).
    },
  };
}
