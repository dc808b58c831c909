import { sql } from 'kysely';
import type { Db, Trx } from '../../db/tenant';
import type { BackoffState } from '../../lib/backoff';

/**
 * Wrong terminal activations (migration 029, ADR 025): platform data, no tenant. A counter is named by
 * the id_acceso typed and the client's address, '' standing for "any".
 */
export interface PosLoginCounterKey {
  idAcceso: string;
  address: string;
}

interface PosLoginLockoutRow {
  id_acceso: string;
  address: string;
  failures: number;
  window_started_at: Date;
  locked_until: Date | null;
}

const stateOf = (row: PosLoginLockoutRow): BackoffState => ({
  failures: row.failures,
  windowStartedAt: new Date(row.window_started_at),
  lockedUntil: row.locked_until === null ? null : new Date(row.locked_until),
});

/**
 * Until the transaction ends, attempts at this identifier and from this address go one at a time.
 * Always the identifier first, then the address: two attempts never wait for each other in a circle.
 */
export async function lockPosLoginCounters(trx: Trx, key: PosLoginCounterKey): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`pos_login_lockouts:id:${key.idAcceso}`}))`.execute(trx);
  await sql`select pg_advisory_xact_lock(hashtext(${`pos_login_lockouts:address:${key.address}`}))`.execute(trx);
}

/** The counters' states, in the order of `keys` (undefined: no failure counted yet). */
export async function findPosLoginCounters(
  trx: Trx,
  keys: PosLoginCounterKey[],
): Promise<(BackoffState | undefined)[]> {
  const rows = await trx
    .selectFrom('pos_login_lockouts')
    .selectAll()
    .where((eb) =>
      eb.or(keys.map((key) => eb.and([eb('id_acceso', '=', key.idAcceso), eb('address', '=', key.address)]))),
    )
    .execute();
  return keys.map((key) => {
    const row = rows.find((r) => r.id_acceso === key.idAcceso && r.address === key.address);
    return row ? stateOf(row) : undefined;
  });
}

export async function savePosLoginCounter(trx: Trx, key: PosLoginCounterKey, state: BackoffState): Promise<void> {
  const values = {
    failures: state.failures,
    window_started_at: state.windowStartedAt,
    locked_until: state.lockedUntil,
  };
  await trx
    .insertInto('pos_login_lockouts')
    .values({ id_acceso: key.idAcceso, address: key.address, ...values })
    .onConflict((oc) => oc.columns(['id_acceso', 'address']).doUpdateSet(values))
    .execute();
}

export async function deletePosLoginCounter(trx: Trx, key: PosLoginCounterKey): Promise<void> {
  await trx
    .deleteFrom('pos_login_lockouts')
    .where('id_acceso', '=', key.idAcceso)
    .where('address', '=', key.address)
    .execute();
}

/** Keeps the table small: counters whose window has passed and that lock nothing are gone. */
export async function deleteStalePosLoginCounters(trx: Trx, now: Date, windowSeconds: number): Promise<void> {
  await trx
    .deleteFrom('pos_login_lockouts')
    .where('window_started_at', '<=', new Date(now.getTime() - windowSeconds * 1000))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .execute();
}

/** The counters of these identifiers (any address, or the identifier's own) that lock attempts now. */
export async function listLockedPosLogins(db: Db, idAccesos: string[], now: Date) {
  if (idAccesos.length === 0) return [];
  const rows = await db
    .selectFrom('pos_login_lockouts')
    .selectAll()
    .where('id_acceso', 'in', idAccesos)
    .where('locked_until', '>', now)
    .orderBy('locked_until', 'desc')
    .orderBy('address')
    .execute();
  return rows.map((row) => ({ idAcceso: row.id_acceso, address: row.address, ...stateOf(row) }));
}

/** Every counter of one identifier (from every address, and each address's own): how many there were. */
export async function deletePosLoginCountersOf(db: Db, idAcceso: string): Promise<number> {
  const result = await db.deleteFrom('pos_login_lockouts').where('id_acceso', '=', idAcceso).executeTakeFirst();
  return Number(result.numDeletedRows);
}
