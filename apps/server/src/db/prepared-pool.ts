import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

const names = new Map<string, string>();

/** The statement's name from its text, memoised (hashing on every call showed in the profile). */
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `k${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    // Query texts are the app's own, a bounded set; the cap only guards against a runaway.
    if (names.size > 10_000) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * Sends every SELECT/INSERT/UPDATE/DELETE/WITH as a named prepared statement, so PostgreSQL plans
 * each distinct query once per connection instead of on every call. Measured by `npm run bench`:
 * planning was most of the session lookup's cost.
 *
 * `named: false` (DB_PREPARED_STATEMENTS=false) sends them unnamed: planned on every call, but nothing
 * outlives the statement. A transaction pooler (PgBouncer in transaction mode before 1.21, or without
 * max_prepared_statements) hands each transaction whichever server connection is free, where a
 * statement prepared on another one "does not exist".
 */
export function withPreparedStatements(pool: pg.Pool, { named = true }: { named?: boolean } = {}): PostgresPool {
  // One wrapper per pg client, always the same: Kysely keys its connections (and runs
  // onCreateConnection, our SET ROLE) by the client object it is handed, so a fresh wrapper on
  // every checkout cost a SET ROLE round trip per request.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const known = wrappers.get(client);
      if (known) return known;
      const query = (sqlOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>) => {
        if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never);
        // Only texts with parameters are prepared: one without them either has its values inlined
        // (a new text each time, which would pile up statements on the server) or holds several
        // statements (withTenant's BEGIN + set_config, the clock action's write + COMMIT), which the
        // extended protocol refuses; those give one result each, and the last one is the answer.
        if (!named || !PREPARABLE.test(sqlOrCursor) || !parameters || parameters.length === 0) {
          return client
            .query(sqlOrCursor, parameters as unknown[])
            .then((result) => (Array.isArray(result) ? result.at(-1) : result));
        }
        return client.query({ name: statementName(sqlOrCursor), text: sqlOrCursor, values: parameters as unknown[] });
      };
      const wrapper = { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
      wrappers.set(client, wrapper);
      return wrapper;
    },
    end: () => pool.end(),
  };
}
