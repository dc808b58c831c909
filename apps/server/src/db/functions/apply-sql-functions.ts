import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { SQL_FUNCTIONS } from './index';
import type { SqlFunction } from './sql-function';

/** Which file definition the function's comment says is in: the hash of the file's statements. */
const COMMENT_PREFIX = 'jornada definition sha256:';

export function definitionComment(fn: SqlFunction): string {
  const hash = createHash('sha256').update(fn.statements.join(';\n')).digest('hex');
  return `${COMMENT_PREFIX}${hash}`;
}

/** The comment a function carries once `fn` is in and nothing has replaced it since. */
function commentOf(fn: SqlFunction, definitionMd5: string | null): string {
  return `${definitionComment(fn)} functiondef md5:${definitionMd5}`;
}

interface FunctionState {
  signature: string;
  comment: string | null;
  /** md5 of pg_get_functiondef as the database has it now; null: no such function. */
  definition_md5: string | null;
}

/**
 * Brings every SQL function to its definition in db/functions (ADR 027), after the migrations. A
 * function's comment records the file's hash and the md5 of the definition that left in the database;
 * one whose file changed, or whose definition was replaced since (a migration, a hand), is defined
 * again and commented anew. The comment travels with the function (a dump, a PGlite archive), so no
 * table keeps the state, and a start with nothing changed costs one read. Under a transaction-scoped
 * advisory lock: two servers starting at once on one database would otherwise both replace the same
 * function, and one would fail. Returns the signatures it defined.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function applySqlFunctions(db: Kysely<any>, functions = SQL_FUNCTIONS): Promise<string[]> {
  if (functions.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('jornada_sql_functions'))`.execute(trx);
    const state = async (signatures: readonly string[]) => {
      const { rows } = await sql<FunctionState>`
        SELECT s.signature, obj_description(p.oid, 'pg_proc') AS comment, md5(pg_get_functiondef(p.oid)) AS definition_md5
        FROM (VALUES ${sql.join(signatures.map((signature) => sql`(${signature})`))}) AS s(signature)
        LEFT JOIN pg_proc p ON p.oid = to_regprocedure(s.signature)`.execute(trx);
      return new Map(rows.map((row) => [row.signature, row]));
    };
    const before = await state(functions.map((fn) => fn.signature));
    const defined: string[] = [];
    for (const fn of functions) {
      const found = before.get(fn.signature);
      if (found?.definition_md5 && found.comment === commentOf(fn, found.definition_md5)) continue;
      for (const statement of fn.statements) await sql.raw(statement).execute(trx);
      const after = (await state([fn.signature])).get(fn.signature);
      // Hex digits after fixed words: nothing in the comment needs quoting.
      await sql
        .raw(`COMMENT ON FUNCTION ${fn.signature} IS '${commentOf(fn, after?.definition_md5 ?? null)}'`)
        .execute(trx);
      defined.push(fn.signature);
    }
    return defined;
  });
}
