import { sql } from 'kysely';
import type { Db, Trx } from '../../db/tenant';

/** login_failures: every typed password's attempt, counted against one budget per account and IP. */

export async function countRecentFailures(db: Db, input: { ip: string; email: string; windowMinutes: number }) {
  const since = sql<Date>`now() - make_interval(mins => ${input.windowMinutes})`;
  const row = await db
    .selectFrom('login_failures')
    .select([
      sql<number>`count(*)::int`.as('by_ip'),
      sql<number>`(count(*) filter (where email = ${input.email}))::int`.as('by_account'),
    ])
    .where('ip', '=', input.ip)
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  return { byIp: row.by_ip, byAccount: row.by_account };
}

/**
 * Records an attempt as a failure before its password is checked, so attempts made in parallel
 * count against each other (a check-then-record would let a burst of guesses all pass the limit).
 * The caller deletes the row again when the password turns out right or the attempt is refused.
 */
export async function insertLoginFailure(db: Db, input: { ip: string; email: string }): Promise<number> {
  const row = await db
    .insertInto('login_failures')
    .values({ ip: input.ip, email: input.email.slice(0, 254) })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Keep the table small: failures older than a day no longer count for anything.
  await db.deleteFrom('login_failures').where('failed_at', '<', sql<Date>`now() - interval '1 day'`).execute();
  return row.id;
}

export function deleteLoginFailure(db: Db, id: number) {
  return db.deleteFrom('login_failures').where('id', '=', id).execute();
}

export function clearLoginFailures(db: Db | Trx, input: { ip: string; email: string }) {
  return db.deleteFrom('login_failures').where('ip', '=', input.ip).where('email', '=', input.email).execute();
}
