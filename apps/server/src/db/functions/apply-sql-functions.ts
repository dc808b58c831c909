import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { SQL_FUNCTIONS } from './index';
import type { SqlFunction } from './sql-function';

/** What the function's comment holds once its current definition is in: the hash of that definition. */
const COMMENT_PREFIX = 'jornada definition sha256:';

export function definitionComment(fn: SqlFunction): string {
  const hash = createHash('sha256').update(fn.statements.join(';\n')).digest('hex');
  return `${COMMENT_PREFIX}${hash}`;
}

/**
 * Brings every SQL function to its definition in db/functions (ADR 027), after the migrations: each
 * whose comment does not carry its definition's hash is defined again, then commented with it. The
 * comment travels with the function (a dump, a PGlite archive), so no table keeps the state, and a
 * start with nothing changed costs one read. Under a transaction-scoped advisory lock: two servers
 * starting at once on one database would otherwise both replace the same function, and one would fail.
 * Returns the signatures it defined.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function applySqlFunctions(db: Kysely<any>, functions = SQL_FUNCTIONS): Promise<string[]> {
  if (functions.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('jornada_sql_functions'))`.execute(trx);
    const { rows } = await sql<{ signature: string; comment: string | null }>`
      SELECT s.signature, obj_description(to_regprocedure(s.signature), 'pg_proc') AS comment
      FROM (VALUES ${sql.join(functions.map((fn) => sql`(${fn.signature})`))}) AS s(signature)`.execute(trx);
    const comments = new Map(rows.map((row) => [row.signature, row.comment]));
    const defined: string[] = [];
    for (const fn of functions) {
      const comment = definitionComment(fn);
      if (comments.get(fn.signature) === comment) continue;
      for (const statement of fn.statements) await sql.raw(statement).execute(trx);
      // The comment is hex digits after a fixed prefix: nothing in it needs quoting.
      await sql.raw(`COMMENT ON FUNCTION ${fn.signature} IS '${comment}'`).execute(trx);
      defined.push(fn.signature);
    }
    return defined;
  });
}
