import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

function statementName(text: string): string {
  return `k${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
}

/**
 * Sends every SELECT/INSERT/UPDATE/DELETE/WITH as a named prepared statement, so PostgreSQL plans
 * each distinct query once per connection instead of on every call. Measured by `npm run bench`:
 * planning was most of the session lookup's cost. (Behind PgBouncer in transaction mode this needs
 * PgBouncer ≥ 1.21 with max_prepared_statements.)
 */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const query = (sqlOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>) => {
        if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never);
        if (!PREPARABLE.test(sqlOrCursor)) return client.query(sqlOrCursor, parameters as unknown[]);
        return client.query({ name: statementName(sqlOrCursor), text: sqlOrCursor, values: parameters as unknown[] });
      };
      return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
    },
    end: () => pool.end(),
  };
}
