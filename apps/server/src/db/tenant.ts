import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;

function tenantLiteral(companyId: number): string {
  // Inlined into SQL text below, so it must be exactly an integer.
  if (!Number.isSafeInteger(companyId)) throw new Error(`company_id no válido: ${companyId}`);
  return `'${companyId}'`;
}

/**
 * The places that set the tenant. `set_config(..., true)` is transaction-local, so a pooled
 * connection never carries a tenant into the next request. This one is for a transaction that
 * learns its tenant midway (login, activation).
 */
export async function enterTenant(trx: Trx, companyId: number): Promise<void> {
  await sql.raw(`select set_config('app.company_id', ${tenantLiteral(companyId)}, true)`).execute(trx);
}

/** Leaves the tenant entered with enterTenant: the rest of the transaction sees no tenant's rows. */
export async function leaveTenant(trx: Trx): Promise<void> {
  await sql.raw(`select set_config('app.company_id', '', true)`).execute(trx);
}

/**
 * Opens a transaction scoped to one company: RLS shows and accepts only that company's rows.
 *
 * BEGIN and set_config travel as one simple-protocol message (two statements, one round trip):
 * `npm run bench` showed the socket round trips, not the SQL, as the main cost per request. The
 * connection is held for the whole callback and the callback gets it typed as a transaction;
 * nested transactions are not used anywhere.
 */
export function withTenant<T>(db: Db, companyId: number, fn: (trx: Trx) => Promise<T>): Promise<T> {
  return runTenantTransaction(db, companyId, null, async (trx) => ({ result: await fn(trx) }));
}

/** What withTenantOpening's callback returns: its result, and the last write to send with COMMIT. */
export interface OpenedWork<T> {
  result: T;
  /** Parameterless SQL (values inlined with sqlLiteral) run in the COMMIT's message, just before it. */
  closing?: string;
}

/**
 * withTenant for the clock action, which needs two round trips in all: its opening message also
 * runs `opening` — SQL text without parameters (integers inlined by its builder), the lock the work
 * needs and the read behind it — and hands the last statement's first row to `fn`; what `fn` returns
 * as `closing` travels with COMMIT. If either fails, the transaction is rolled back whole.
 */
export function withTenantOpening<R, T>(
  db: Db,
  companyId: number,
  opening: string,
  fn: (trx: Trx, openingRow: R | undefined) => Promise<OpenedWork<T>>,
): Promise<T> {
  return runTenantTransaction(db, companyId, opening, fn);
}

async function runTenantTransaction<R, T>(
  db: Db,
  companyId: number,
  opening: string | null,
  fn: (trx: Trx, openingRow: R | undefined) => Promise<OpenedWork<T>>,
): Promise<T> {
  const begin = `begin; select set_config('app.company_id', ${tenantLiteral(companyId)}, true)`;
  return db.connection().execute(async (connection) => {
    try {
      const { rows } = await sql.raw<R>(opening ? `${begin}; ${opening}` : begin).execute(connection);
      const { result, closing } = await fn(connection as unknown as Trx, opening ? rows[0] : undefined);
      // A failing closing statement skips the COMMIT after it (one message stops at its first error).
      await sql.raw(closing ? `${closing}; commit` : 'commit').execute(connection);
      return result;
    } catch (error) {
      // Also after a failed COMMIT (a no-op then). A broken connection cannot roll back; pg discards
      // it and the server aborts the transaction.
      await sql
        .raw('rollback')
        .execute(connection)
        .catch(() => {});
      throw error;
    }
  });
}
