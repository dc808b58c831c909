import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;

/**
 * The only place that sets the tenant. `set_config(..., true)` is transaction-local, so a pooled
 * connection never carries a tenant into the next request.
 */
export async function enterTenant(trx: Trx, companyId: number): Promise<void> {
  await sql`select set_config('app.company_id', ${String(companyId)}, true)`.execute(trx);
}

/** Opens a transaction scoped to one company: RLS shows and accepts only that company's rows. */
export function withTenant<T>(db: Db, companyId: number, fn: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await enterTenant(trx, companyId);
    return fn(trx);
  });
}
